/**
 * readNote (members spec sections 2, 4): the note's sender, recipients (with read state for its
 * sender), date and body (HTML sanitised by the server, shown as posts are). Actions on a received
 * note: reply (recipient = the sender, REF_NO), keep or restore, delete, spam or cancel spam, block;
 * on one's own note: delete, and edit while no recipient has read it. A trade note shows its deal's
 * state and title, linked to the deal's detail.
 */
import { Alert, Button, Center, Divider, Group, Loader, Paper, Stack, Text, Typography } from "@mantine/core";
import { modals } from "@mantine/modals";
import { type MessageKey, type NoteDetail, t } from "@portal/contract";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useAddBlock, useBulk, useNote, useRemoveBlock } from "./api.ts";
import { isListMode, type ListMode, useNoteUrl } from "./modes.ts";
import { RecipientStates } from "./ReadState.tsx";
import { TradeDeal } from "./TradeDeal.tsx";

/** Asks `confirm`, runs `act`, then tells `done` (or the server's Korean message). */
function confirmThen(
  title: MessageKey,
  confirm: string,
  act: (cb: { onSuccess: () => void; onError: (e: Error) => void }) => void,
  done: MessageKey,
  after?: () => void,
) {
  modals.openConfirmModal({
    title: t(title),
    children: <Text size="sm">{confirm}</Text>,
    labels: { confirm: t(title), cancel: t("cancel") },
    onConfirm: () =>
      act({
        onSuccess: () => {
          notifySuccess(t(done));
          after?.();
        },
        onError: (e) => notifyError(e.message),
      }),
  });
}

function Actions({ note, back }: { note: NoteDetail; back: () => void }) {
  const { go } = useNoteUrl();
  const bulk = useBulk();
  const addBlock = useAddBlock();
  const removeBlock = useRemoveBlock();
  const change = (
    action: "keep" | "restore" | "delete",
    confirm: MessageKey,
    done: MessageKey,
    label: MessageKey,
    after?: () => void,
  ) => confirmThen(label, t(confirm), (cb) => bulk.mutate({ action, noteIds: [note.noteId] }, cb), done, after);
  const name = note.senderName;
  const busy = bulk.isPending || addBlock.isPending || removeBlock.isPending;
  return (
    <Group gap="xs" wrap="wrap">
      {note.received && !note.own && (
        <Button size="xs" onClick={() => go("writeNote", { to: note.senderId, refNo: note.refNo ?? note.noteId })}>
          {t("notesReply")}
        </Button>
      )}
      {note.own && note.canEdit && (
        <Button size="xs" variant="light" onClick={() => go("updateNote", { nttId: note.noteId })}>
          {t("notesEdit")}
        </Button>
      )}
      {note.received && !note.own && (note.box === "inbox" || note.box === "spam") && (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => change("keep", "notesKeepConfirm", "notesKeptDone", "notesKeep")}
        >
          {t("notesKeep")}
        </Button>
      )}
      {note.received && note.box === "kept" && (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => change("restore", "notesRestoreConfirm", "notesRestoredDone", "notesRestore")}
        >
          {t("notesRestore")}
        </Button>
      )}
      {note.received && !note.own && note.box !== "spam" && (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() =>
            confirmThen(
              "notesSpamAction",
              t("notesSpamConfirm", { name }),
              (cb) => addBlock.mutate({ targetUserId: note.senderId, type: "S" }, cb),
              "notesSpamDone",
            )
          }
        >
          {t("notesSpamAction")}
        </Button>
      )}
      {note.received && !note.own && note.box === "spam" && (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() =>
            confirmThen(
              "notesSpamCancel",
              t("notesSpamCancelConfirm", { name }),
              (cb) => removeBlock.mutate({ targetUserId: note.senderId, type: "S" }, cb),
              "notesSpamCancelled",
            )
          }
        >
          {t("notesSpamCancel")}
        </Button>
      )}
      {note.received && !note.own && (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() =>
            confirmThen(
              "notesBlockAction",
              t("notesBlockConfirm", { name }),
              (cb) => addBlock.mutate({ targetUserId: note.senderId, type: "I" }, cb),
              "notesBlockDone",
            )
          }
        >
          {t("notesBlockAction")}
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={busy}
        onClick={() => change("delete", "notesDeleteConfirm", "notesDeletedDone", "notesDelete", back)}
      >
        {t("notesDelete")}
      </Button>
      <Button size="xs" variant="subtle" onClick={back}>
        {t("notesBack")}
      </Button>
    </Group>
  );
}

export function NoteView() {
  const { params, go } = useNoteUrl();
  const noteId = Number(params.get("nttId")) || null;
  // `from`: the list's URL parameters (mode, page, search), or a list mode alone.
  const from = new URLSearchParams(params.get("from") ?? "");
  const listMode = from.get("mode") ?? params.get("from") ?? "";
  const fromMode: ListMode = isListMode(listMode) ? listMode : "getList";
  from.delete("mode");
  const { data: note, error, isPending } = useNote(noteId);
  const back = () => go(fromMode, Object.fromEntries(from));
  if (error) {
    return (
      <Stack>
        <Alert color="red">{error.message}</Alert>
        <Group>
          <Button size="xs" variant="subtle" onClick={back}>
            {t("notesBack")}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (isPending || !note) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("loading")} />
      </Center>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" w={72}>
            {t("notesFrom")}
          </Text>
          <Text size="sm" fw={600}>
            {note.senderName} ({note.senderId})
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={72} style={{ flexShrink: 0 }}>
            {t("notesTo")}
          </Text>
          {note.own ? (
            <RecipientStates recipients={note.recipients} />
          ) : (
            <Text size="sm">{note.recipients.map((r) => r.name).join(", ")}</Text>
          )}
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" w={72}>
            {t("notesDate")}
          </Text>
          <Text size="sm">
            {fullDate(note.sentAt)} {note.editedAt && t("notesEditedMark")}
          </Text>
        </Group>
        {note.kind === "trade" && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" w={72} style={{ flexShrink: 0 }}>
              {t("notesTradeDeal")}
            </Text>
            <TradeDeal note={note} size="sm" />
          </Group>
        )}
        <Divider />
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the body (sanitize-html) before storing it */}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: note.bodyHtml }} />
        </Typography>
        <Divider />
        <Actions note={note} back={back} />
      </Stack>
    </Paper>
  );
}
