/**
 * 마이페이지's 알림 설정 (issue 40 §2; docs/notifications.md "Preferences"): this device's push switch, and a
 * table of the notification types × channels, the portal a switch, e-mail a native select (받지 않음 / 바로
 * 받기 / 요약 메일) and push a switch (for every device the member turned push on for).
 * A change is saved at once (PUT per type; the server's answer is the table as it now is) and counts from
 * the next notification.
 */
import { NativeSelect, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { NOTIFICATION_EMAIL_MODES, type NotificationEmailMode, type NotificationPreference, t } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { preferencesQuery, savePreference } from "./api.ts";
import { PushDeviceSwitch } from "./PushDeviceSwitch.tsx";
import { typeLabel } from "./types.ts";

const MODE_LABELS = {
  off: "notificationEmailOff",
  now: "notificationEmailNow",
  digest: "notificationEmailDigest",
} as const satisfies Record<NotificationEmailMode, string>;

/** One type's row: its label, the portal switch and the e-mail select. */
function PreferenceRow({
  item,
  onChange,
}: {
  item: NotificationPreference;
  onChange: (next: NotificationPreference) => void;
}) {
  const type = typeLabel(item.type);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        {type}
      </Table.Th>
      <Table.Td>
        <Switch
          aria-label={t("notificationPrefsPortalLabel", { type })}
          checked={item.portal}
          onChange={(event) => onChange({ ...item, portal: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={t("notificationPrefsEmailLabel", { type })}
          value={item.email}
          onChange={(event) => onChange({ ...item, email: event.currentTarget.value as NotificationEmailMode })}
          data={NOTIFICATION_EMAIL_MODES.map((mode) => ({ value: mode, label: t(MODE_LABELS[mode]) }))}
          miw={100}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t("notificationPrefsPushLabel", { type })}
          checked={item.push}
          onChange={(event) => onChange({ ...item, push: event.currentTarget.checked })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The preferences section of 마이페이지 (anchor `#notification-preferences`, the mails' link). */
export function NotificationPreferences() {
  const client = useQueryClient();
  const table = useQuery(preferencesQuery);
  const mutation = useMutation({
    mutationFn: ({ type, portal, email, push }: NotificationPreference) =>
      savePreference(type, { portal, email, push }),
    onSuccess: (answer) => {
      client.setQueryData(preferencesQuery.queryKey, answer);
      notifySuccess(t("notificationPrefsSaved"));
    },
    onError: (failure) => notifyError(failure.message),
  });
  return (
    <Stack gap="sm" id="notification-preferences">
      <Title order={2} size="h4">
        {t("notificationPrefsTitle")}
      </Title>
      {table.isPending && <Text c="dimmed">{t("loading")}</Text>}
      {table.error && <Text c="red">{table.error.message}</Text>}
      {table.data && (
        <>
          <Text size="sm" c="dimmed">
            {t("notificationPrefsIntro", { hour: table.data.digestHour })}
          </Text>
          <PushDeviceSwitch />
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs" horizontalSpacing={6}>
              <Table.Caption>{t("notificationPrefsCaption")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("notificationPrefsType")}</Table.Th>
                  <Table.Th scope="col">{t("notificationPrefsPortal")}</Table.Th>
                  <Table.Th scope="col">{t("notificationPrefsEmail")}</Table.Th>
                  <Table.Th scope="col">{t("notificationPrefsPush")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.data.items.map((item) => (
                  <PreferenceRow key={item.type} item={item} onChange={(next) => mutation.mutate(next)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
