/** /app/FUL/Notifications (issue 40 §2): every notification of the member, filtered by type. */
import { Container, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { NOTIFICATION_TYPES, type NotificationType, t } from "@portal/contract";
import { useState } from "react";
import { NotificationList } from "./NotificationList.tsx";
import { typeLabel } from "./types.ts";

export function NotificationsPage() {
  const [type, setType] = useState<NotificationType | null>(null);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("notificationsTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("notificationsPageIntro")}
        </Text>
        <NativeSelect
          label={t("notificationsFilterLabel")}
          w={{ base: "100%", sm: 280 }}
          value={type ?? ""}
          onChange={(event) =>
            setType(event.currentTarget.value ? (event.currentTarget.value as NotificationType) : null)
          }
          data={[
            { value: "", label: t("notificationsAllTypes") },
            ...NOTIFICATION_TYPES.map((value) => ({ value, label: typeLabel(value) })),
          ]}
        />
        <NotificationList type={type ?? undefined} />
      </Stack>
    </Container>
  );
}
