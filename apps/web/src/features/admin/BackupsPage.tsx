/**
 * /app/totalboard/backups (administrators; the route guard and the server both check): the backups
 * (issue 43 §1; docs/admin.md "Backups") — when, what size, verified or why not, where — with
 * 지금 백업, and a warning when the last verified backup is older than 26 hours. While a backup is
 * queued or running the list refreshes every few seconds.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { BACKUP_STALE_HOURS, type BackupDto, formatBytes, t } from "@portal/contract";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageLoading } from "../../components/PageState.tsx";
import { WideTable } from "../../components/table/WideTable.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { backupsQuery, requestBackup } from "./api.ts";
import { adminKeys } from "./keys.ts";

const HOUR_MS = 3_600_000;

/** The status cell: a badge, and the reason of a failure. */
function StatusCell({ backup }: { backup: BackupDto }) {
  if (backup.status === "failed") {
    return (
      <Text size="sm" c="red.8">
        {t("backupsStatusFailed", { reason: backup.reason ?? "" })}
      </Text>
    );
  }
  const labels = {
    queued: t("backupsStatusQueued"),
    running: t("backupsStatusRunning"),
    verified: t("backupsStatusVerified"),
    removed: t("backupsStatusRemoved"),
  } as const;
  return (
    <Badge variant="light" color={backup.status === "verified" ? "teal.9" : "gray.8"}>
      {labels[backup.status]}
    </Badge>
  );
}

export function BackupsPage() {
  const client = useQueryClient();
  const list = useQuery({
    ...backupsQuery,
    refetchInterval: (current) =>
      current.state.data?.items.some((b) => b.status === "queued" || b.status === "running") ? 3000 : false,
  });
  const start = useMutation({
    mutationFn: requestBackup,
    onSuccess: () => {
      notifySuccess(t("backupsRequested"));
      void client.invalidateQueries({ queryKey: adminKeys.backups });
    },
    onError: (error) => notifyError(error instanceof Error ? error.message : t("errorUnknown")),
  });
  const data = list.data;
  const last = data?.lastVerifiedAt;
  const stale = data !== undefined && (!last || Date.now() - Date.parse(last) > BACKUP_STALE_HOURS * HOUR_MS);

  return (
    <Stack gap="md">
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1} size="h3">
                {t("backupsTitle")}
              </Title>
              <Text size="sm" c="dimmed">
                {data?.dailyHour === null ? t("backupsIntroManual") : t("backupsIntro", { hour: data?.dailyHour ?? 3 })}
              </Text>
              <Text size="sm" mt={4}>
                {last ? t("backupsLastVerified", { time: fullDate(last) }) : t("backupsNone")}
              </Text>
            </div>
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              {t("backupsNow")}
            </Button>
          </Group>
          {stale && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {t("backupsStale")}
            </Alert>
          )}
          {list.isPending && <PageLoading />}
          {data && data.items.length === 0 && <Text size="sm">{t("backupsEmpty")}</Text>}
          {data && data.items.length > 0 && (
            <WideTable minWidth={720} label={t("backupsTitle")}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("backupsColTime")}</Table.Th>
                    <Table.Th>{t("backupsColTrigger")}</Table.Th>
                    <Table.Th>{t("backupsColSize")}</Table.Th>
                    <Table.Th>{t("backupsColStatus")}</Table.Th>
                    <Table.Th>{t("backupsColLocation")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((backup) => (
                    <Table.Tr key={backup.id} data-testid="backup-row">
                      <Table.Td>{fullDate(backup.finishedAt ?? backup.createdAt)}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {backup.trigger === "scheduled" ? t("backupsTriggerScheduled") : t("backupsTriggerManual")}
                      </Table.Td>
                      <Table.Td>
                        {backup.sizeBytes === null ? "–" : formatBytes(backup.sizeBytes)}
                        {backup.fileCount !== null && (
                          <Text size="xs" c="dimmed">
                            {t("backupsFiles", { count: backup.fileCount })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StatusCell backup={backup} />
                      </Table.Td>
                      <Table.Td style={{ wordBreak: "break-all" }}>
                        <Text size="xs" ff="monospace">
                          {backup.location ?? "–"}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
