/**
 * Administrators edit a stored page (issue 12 §2) at /app/totalboard/pages/{pageId}: title and body in
 * the posts' rich editor, saved (after a confirmation) as a new version that visitors see at once;
 * the version history (who, when) with a confirmed restore of an earlier version. The server
 * sanitises and refuses anyone but an administrator, and a save over someone else's newer version.
 */
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { pageDef, t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { RichEditor } from "../../components/editor/RichEditor.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { WideTable } from "../../components/table/WideTable.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { usePageTitle } from "../../lib/title.ts";
import { pageHistoryQuery, pageKeys, pageQuery, restorePage, savePage, uploadPageMedia } from "./api.ts";

export function PageEditPage() {
  const { pageId = "" } = useParams();
  const def = pageDef(pageId);
  const client = useQueryClient();
  const page = useQuery(pageQuery(pageId));
  const history = useQuery(pageHistoryQuery(pageId));
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [base, setBase] = useState(0);
  const [busy, setBusy] = useState(false);
  usePageTitle(page.data ? t("titlePageEditOf", { title: page.data.title }) : t("titlePageEdit"));

  useEffect(() => {
    if (page.data && page.data.version !== base) {
      setTitle(page.data.title);
      setBody(page.data.bodyHtml);
      setBase(page.data.version);
    }
  }, [page.data, base]);

  if (page.error) return <PageError error={page.error} />;
  if (!page.data || base === 0) return <PageLoading />;

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: pageKeys.page(pageId) });
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notifySuccess(done);
      setBase(0);
      await refresh();
    } catch (e) {
      notifyError(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    confirmAction({
      title: t("pageSave"),
      message: t("pageSaveConfirm"),
      confirm: t("save"),
      onConfirm: () => void run(() => savePage(pageId, { title, bodyHtml: body, baseVersion: base }), t("pageSaved")),
    });
  const restore = (version: number) =>
    confirmAction({
      title: t("pageRestore"),
      message: t("pageRestoreConfirm", { version }),
      confirm: t("pageRestore"),
      onConfirm: () => void run(() => restorePage(pageId, version), t("pageRestored")),
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} size="h3">
              {t("pageEditTitle", { title: page.data.title })}
            </Title>
            {def && (
              <Anchor component={Link} to={def.path} size="sm">
                {t("pageView")}
              </Anchor>
            )}
          </Group>
          <TextInput
            label={t("pageFieldTitle")}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
          />
          <RichEditor value={body} onChange={setBody} uploadMedia={(file) => uploadPageMedia(pageId, file)} />
          <Group justify="flex-end">
            <Button onClick={save} loading={busy} disabled={!title.trim() || !body}>
              {t("pageSave")}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Title order={2} size="h4" mb="sm">
          {t("pageHistory")}
        </Title>
        <WideTable minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {history.data?.items.map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>{t("pageHistoryVersion", { version: v.version })}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{v.title}</Text>
                    {v.restoredFrom && (
                      <Text size="xs" c="dimmed">
                        {t("pageHistoryRestored", { version: v.restoredFrom })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t("pageHistoryBy", { name: v.createdByName, date: fullDate(v.createdAt) })}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {v.current ? (
                      <Badge variant="light">{t("pageHistoryCurrent")}</Badge>
                    ) : (
                      <Button size="xs" variant="default" onClick={() => restore(v.version)} disabled={busy}>
                        {t("pageRestore")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      </Paper>
    </Stack>
  );
}
