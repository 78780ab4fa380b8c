/**
 * The "기사용 링크" control of a saved plan (issue 27 §5): a dialog to make a driver's link (valid
 * 1–30 days, 14 by default), copy it (its address is shown only when made: the server keeps only a
 * hash), and see and revoke (after a confirmation) the plan's links with their expiry.
 */
import { Alert, Badge, Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { LOADING_SHARE_LIMITS, type PlanSummary, type Share, type ShareCreated, t } from "@portal/contract";
import { IconLink } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../lib/api.ts";
import { confirmAction } from "../../../lib/confirm.tsx";
import { fullDate } from "../../../lib/format.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.ts";
import { loadingKeys } from "../keys.ts";
import { createShare, revokeShare, sharesQuery } from "./api.ts";

const fail = (error: Error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown"));

/** Copies `url` to the clipboard and says whether it worked (the address stays selectable either way). */
function copyLink(url: string): void {
  const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error("no clipboard"));
  copied.then(
    () => notifySuccess(t("loadingShareCopied")),
    () => notifyError(t("loadingShareCopyFailed")),
  );
}

const STATUS = {
  active: ["loadingShareStatusActive", "green"],
  expired: ["loadingShareStatusExpired", "gray"],
  revoked: ["loadingShareStatusRevoked", "red"],
} as const;

/** The button of one saved plan and its dialog. */
export function ShareLinksButton({ plan }: { plan: PlanSummary }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconLink size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`${plan.name} ${t("loadingShareButton")}`}
      >
        {t("loadingShareButton")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("loadingShareDialog", { name: plan.name })}
        size="lg"
      >
        {opened && <ShareLinks planId={plan.id} />}
      </Modal>
    </>
  );
}

/** The dialog's content: make a link, the link just made, the plan's links. */
function ShareLinks({ planId }: { planId: number }) {
  const client = useQueryClient();
  const shares = useQuery(sharesQuery(planId));
  const [days, setDays] = useState(String(LOADING_SHARE_LIMITS.defaultDays));
  const [made, setMade] = useState<ShareCreated | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: loadingKeys.shares(planId) });
  const create = useMutation({
    mutationFn: createShare,
    onSuccess: (share) => {
      setMade(share);
      void refresh();
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: revokeShare,
    onSuccess: (_answer, { shareId }) => {
      notifySuccess(t("loadingShareRevoked"));
      if (made?.id === shareId) setMade(null);
      void refresh();
    },
    onError: (error) => {
      fail(error);
      void refresh();
    },
  });
  const confirmRevoke = (share: Share) =>
    confirmAction({
      title: t("loadingShareRevokeTitle"),
      message: t("loadingShareRevokeConfirm"),
      confirm: t("loadingShareRevoke"),
      danger: true,
      onConfirm: () => revoke.mutate({ planId, shareId: share.id }),
    });

  return (
    <Stack gap="md">
      <Text size="sm">{t("loadingShareIntro")}</Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={t("loadingShareDays")}
          data={LOADING_SHARE_LIMITS.dayChoices.map((d) => ({
            value: String(d),
            label: t("loadingShareDaysValue", { days: d }),
          }))}
          value={days}
          onChange={(value) => setDays(value ?? String(LOADING_SHARE_LIMITS.defaultDays))}
          allowDeselect={false}
          w={140}
        />
        <Button onClick={() => create.mutate({ planId, days: Number(days) })} loading={create.isPending}>
          {t("loadingShareCreate")}
        </Button>
      </Group>
      {made && (
        <Alert color="green" title={t("loadingShareCreated")}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t("loadingShareAddress")}
              value={made.url}
              readOnly
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="loading-share-url"
            />
            <Button variant="light" onClick={() => copyLink(made.url)}>
              {t("loadingShareCopy")}
            </Button>
            <Button component="a" href={made.url} target="_blank" rel="noopener noreferrer" variant="default">
              {t("loadingShareOpen")}
            </Button>
          </Group>
          <Text size="xs" mt={4}>
            {t("loadingShareExpires", { date: fullDate(made.expiresAt) })}
          </Text>
        </Alert>
      )}
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t("loadingShareMade")}
        </Text>
        {shares.isPending && <Text size="sm">{t("loading")}</Text>}
        {shares.isError && (
          <Text size="sm" c="red">
            {shares.error instanceof ApiError ? shares.error.message : t("errorUnknown")}
          </Text>
        )}
        {shares.data?.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("loadingShareEmpty")}
          </Text>
        )}
        {shares.data?.items.map((share) => {
          const [label, colour] = STATUS[share.status];
          return (
            <Paper key={share.id} withBorder p="xs" radius="md" data-testid="loading-share-row">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge color={colour} variant="light" style={{ flexShrink: 0 }}>
                    {t(label)}
                  </Badge>
                  <Text size="sm">
                    {t("loadingShareDates", { created: fullDate(share.createdAt), expires: fullDate(share.expiresAt) })}
                  </Text>
                </Group>
                {share.status === "active" && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmRevoke(share)}
                    aria-label={t("loadingShareRevokeLabel", { date: fullDate(share.createdAt) })}
                  >
                    {t("loadingShareRevoke")}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
