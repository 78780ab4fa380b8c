/**
 * readNote (members spec sections 2, 4): the note's sender, recipients (with read state for its
 * sender), date and body (HTML sanitised by the server, shown as posts are). Actions on a received
 * note: reply (recipient = the sender, REF_NO), keep or restore, delete, spam or cancel spam, block;
 * on one's own note: delete, and edit while no recipient has read it. A trade note shows its deal's
 * state and title, linked to the deal's detail.
 */
import { Alert, Button, Center, Divider, Group, Loader, Paper, Stack, Text, Typography } from "@mantine/core";
import { type MessageKey, type NoteDetail, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { addBlock, bulkNotes, noteQuery, removeBlock, reportSpam, useNoteMutation } from "./api.ts";
import { isListMode, type ListMode, useNoteUrl } from "./modes.ts";
import { RecipientStates } from "./ReadState.tsx";
import { TradeDeal } from "./TradeDeal.tsx";

type Callbacks = { onSuccess: () => void; onError: (e: Error) => void };

/** A button that asks first: its label (also the dialog's title and confirm button), question, call and result. */
interface Confirmed {
  label: MessageKey;
  confirm: string;
  act: (cb: Callbacks) => void;
  done: MessageKey;
  after?: () => void;
  danger?: boolean;
}

/** Asks `confirm`, runs `act`, then tells `done` (or the server's Korean message) and runs `after`. */
function confirmThen({ label, confirm, act, done, after }: Confirmed) {
  confirmAction({
    title: t(label),
    message: confirm,
    confirm: t(label),
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

/**
 * The note's actions: reply and edit go to their screens; keep, restore, spam, cancel spam, block and
 * delete ask first. A received note of someone else offers reply, keep (inbox, spam) or restore
 * (kept), spam or cancel spam, block; one's own, edit while unread; every note, delete and back.
 */
function Actions({ note, back }: { note: NoteDetail; back: () => void }) {
  const { go } = useNoteUrl();
  const bulk = useNoteMutation(bulkNotes);
  const block = useNoteMutation(addBlock);
  const unblock = useNoteMutation(removeBlock);
  const spam = useNoteMutation(reportSpam);
  const busy = bulk.isPending || block.isPending || unblock.isPending || spam.isPending;
  const name = note.senderName;
  const fromOther = note.received && !note.own;
  const change = (action: "keep" | "restore" | "delete") => (cb: Callbacks) =>
    bulk.mutate({ action, noteIds: [note.noteId] }, cb);
  const sender = (type: "S" | "I") => ({ targetUserId: note.senderId, type });
  const confirmed: (Confirmed | false)[] = [
    fromOther &&
      (note.box === "inbox" || note.box === "spam") && {
        label: "notesKeep",
        confirm: t("notesKeepConfirm"),
        act: change("keep"),
        done: "notesKeptDone",
      },
    note.received &&
      note.box === "kept" && {
        label: "notesRestore",
        confirm: t("notesRestoreConfirm"),
        act: change("restore"),
        done: "notesRestoredDone",
      },
    fromOther &&
      note.box !== "spam" && {
        label: "notesSpamAction",
        confirm: t("notesSpamConfirm", { name }),
        act: (cb) => spam.mutate({ noteId: note.noteId, senderId: note.senderId }, cb),
        done: "notesSpamDone",
      },
    fromOther &&
      note.box === "spam" && {
        label: "notesSpamCancel",
        confirm: t("notesSpamCancelConfirm", { name }),
        act: (cb) => unblock.mutate(sender("S"), cb),
        done: "notesSpamCancelled",
      },
    fromOther && {
      label: "notesBlockAction",
      confirm: t("notesBlockConfirm", { name }),
      act: (cb) => block.mutate(sender("I"), cb),
      done: "notesBlockDone",
    },
    {
      label: "notesDelete",
      confirm: t("notesDeleteConfirm"),
      act: change("delete"),
      done: "notesDeletedDone",
      after: back,
      danger: true,
    },
  ];
  return (
    <Group gap="xs" wrap="wrap">
      {fromOther && (
        <Button size="xs" onClick={() => go("writeNote", { to: note.senderId, refNo: note.refNo ?? note.noteId })}>
          {t("notesReply")}
        </Button>
      )}
      {note.own && note.canEdit && (
        <Button size="xs" variant="light" onClick={() => go("updateNote", { nttId: note.noteId })}>
          {t("notesEdit")}
        </Button>
      )}
      {confirmed.map(
        (action) =>
          action && (
            <Button
              key={action.label}
              size="xs"
              variant={action.danger ? "light" : "default"}
              color={action.danger ? "red" : undefined}
              disabled={busy}
              onClick={() => confirmThen(action)}
            >
              {t(action.label)}
            </Button>
          ),
      )}
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
  const { data: note, error, isPending } = useQuery(noteQuery(noteId));
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
