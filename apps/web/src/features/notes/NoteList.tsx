/**
 * The note lists (members spec section 2 "Note centre", 4, 5, 9): received, to myself, sent, kept,
 * spam and the trade lists. Sender or recipients (the sent lists show each recipient's read state),
 * first line (the trade lists add the deal's state and linked title below it), date (today: time
 * only), read state; 15/30/45 'notes per page'; search by person or text; select several and keep,
 * restore or delete them after a confirmation. Page, size and search live in the URL.
 */
import { Anchor, Box, Button, Checkbox, Group, LoadingOverlay, Select, Table, Text, TextInput } from "@mantine/core";
import { type MessageKey, NOTE_PAGE_SIZES, type NoteRow, t } from "@portal/contract";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ListFooter } from "../../components/table/ListFooter.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate, listDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { bulkNotes, noteListQuery, useNoteMutation } from "./api.ts";
import { LIST_MODES, type ListMode, useNoteUrl } from "./modes.ts";
import classes from "./notes.module.css";
import { ReadBadge, RecipientStates } from "./ReadState.tsx";
import { TradeDeal } from "./TradeDeal.tsx";

type Action = "keep" | "restore" | "delete";

const CONFIRM: Record<Action, MessageKey> = {
  keep: "notesKeepConfirm",
  restore: "notesRestoreConfirm",
  delete: "notesDeleteConfirm",
};
const DONE: Record<Action, MessageKey> = {
  keep: "notesKeptDone",
  restore: "notesRestoredDone",
  delete: "notesDeletedDone",
};
const LABEL: Record<Action, MessageKey> = { keep: "notesKeep", restore: "notesRestore", delete: "notesDelete" };

/** What the member may do with the selected notes of a box (keep and restore: received copies only). */
function actionsOf(mode: ListMode): Action[] {
  if (mode === "noteBox") return ["restore", "delete"];
  if (mode === "getList" || mode === "getSpamList" || mode === "tradeGetList") return ["keep", "delete"];
  return ["delete"];
}

const sentBox = (mode: ListMode) => mode === "sendList" || mode === "tradeSendList";
const tradeBox = (mode: ListMode) => mode === "tradeGetList" || mode === "tradeSendList";

export function NoteList({ mode }: { mode: ListMode }) {
  const { params, go } = useNoteUrl();
  const pageSize = Number(params.get("pageSize")) || NOTE_PAGE_SIZES[0];
  const page = Math.max(1, Number(params.get("page")) || 1);
  const field = params.get("field") === "text" ? "text" : "person";
  const q = params.get("q") ?? "";
  const list = useQuery(noteListQuery({ box: LIST_MODES[mode], page, pageSize, field, q }));
  const bulk = useNoteMutation(bulkNotes);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [searchField, setSearchField] = useState<string>(field);
  const [searchText, setSearchText] = useState(q);

  const rows = list.data?.items ?? [];
  const keep = (extra: Record<string, string | number | undefined>) => {
    setSelected(new Set());
    go(mode, { pageSize: pageSize === NOTE_PAGE_SIZES[0] ? undefined : pageSize, field, q, page, ...extra });
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    keep({ field: searchField, q: searchText.trim(), page: undefined });
  };
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.noteId));
  const toggle = (id: number) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const run = (action: Action) => {
    const noteIds = rows.filter((r) => selected.has(r.noteId)).map((r) => r.noteId);
    if (noteIds.length === 0) {
      notifyError(t("notesSelectFirst"));
      return;
    }
    confirmAction({
      title: t(LABEL[action]),
      message: t(CONFIRM[action]),
      confirm: t(LABEL[action]),
      danger: action === "delete",
      onConfirm: () =>
        bulk.mutate(
          { action, noteIds },
          {
            onSuccess: () => {
              setSelected(new Set());
              notifySuccess(t(DONE[action]));
            },
            onError: (e) => notifyError(e.message),
          },
        ),
    });
  };

  const sent = sentBox(mode);
  const showPerson = mode !== "getListMyself";
  // The list's own URL goes along, so 'back to list' returns to the same page and search.
  const readHref = (row: NoteRow) =>
    `?mode=readNote&nttId=${row.noteId}&from=${encodeURIComponent(new URLSearchParams({ ...Object.fromEntries(params), mode }).toString())}`;
  const empty = q ? t("notesEmptySearch") : t("notesEmpty");

  return (
    <Box>
      <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
        <Group gap="xs">
          {actionsOf(mode).map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === "delete" ? "light" : "default"}
              color={action === "delete" ? "red" : undefined}
              onClick={() => run(action)}
              loading={bulk.isPending && bulk.variables?.action === action}
            >
              {t(LABEL[action])}
            </Button>
          ))}
        </Group>
        <Group component="form" onSubmit={onSearch} gap={6} role="search" wrap="nowrap">
          <Select
            size="xs"
            w={84}
            aria-label={t("notesSearchField")}
            data={[
              { value: "person", label: t("notesSearchPerson") },
              { value: "text", label: t("notesSearchText") },
            ]}
            value={searchField}
            onChange={(v) => v && setSearchField(v)}
            allowDeselect={false}
          />
          <TextInput
            size="xs"
            w={150}
            aria-label={t("notesSearchPlaceholder")}
            placeholder={t("notesSearchPlaceholder")}
            value={searchText}
            maxLength={50}
            onChange={(e) => setSearchText(e.currentTarget.value)}
          />
          <Button size="xs" type="submit" aria-label={t("search")} px={8}>
            <IconSearch size={16} aria-hidden />
          </Button>
        </Group>
      </Group>
      <Box pos="relative">
        <LoadingOverlay visible={list.isFetching && !list.data} loaderProps={{ size: "sm" }} />
        <Table highlightOnHover verticalSpacing="xs" className={classes.table} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t("notesSelectAll")}
                  checked={allChecked}
                  indeterminate={!allChecked && rows.some((r) => selected.has(r.noteId))}
                  onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map((r) => r.noteId)))}
                />
              </Table.Th>
              {showPerson && (
                <Table.Th w={sent ? "30%" : "22%"}>{sent ? t("notesColRecipients") : t("notesColSender")}</Table.Th>
              )}
              <Table.Th>{t("notesColBody")}</Table.Th>
              <Table.Th w={96}>{t("notesColDate")}</Table.Th>
              {!sent && (
                <Table.Th w={84} className={classes.phoneHidden}>
                  {t("notesColRead")}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center" py={48}>
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => {
              const unread = !sent && row.readAt === null;
              return (
                <Table.Tr key={row.noteId} className={unread ? classes.unread : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t("notesSelectOne", { name: sent ? row.firstLine : row.senderName })}
                      checked={selected.has(row.noteId)}
                      onChange={() => toggle(row.noteId)}
                    />
                  </Table.Td>
                  {showPerson && (
                    <Table.Td>
                      {sent ? (
                        <RecipientStates recipients={row.recipients} />
                      ) : (
                        <Text size="sm" truncate>
                          {row.senderName}
                        </Text>
                      )}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={readHref(row)}
                      size="sm"
                      className={classes.firstLine}
                      fw={unread ? 700 : undefined}
                    >
                      {row.firstLine || "-"}
                    </Anchor>
                    {tradeBox(mode) && <TradeDeal note={row} size="xs" />}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" title={fullDate(row.sentAt)}>
                      {listDate(row.sentAt)}
                    </Text>
                  </Table.Td>
                  {!sent && (
                    <Table.Td className={classes.phoneHidden}>
                      <ReadBadge readAt={row.readAt} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <ListFooter
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={NOTE_PAGE_SIZES}
        pageSizeLabel={t("notesPageSize")}
        onPage={(p) => keep({ page: p })}
        onPageSize={(size) => keep({ pageSize: size === NOTE_PAGE_SIZES[0] ? undefined : size, page: undefined })}
      />
    </Box>
  );
}
