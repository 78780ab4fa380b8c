/**
 * writeNote, writeNoteMyself and updateNote (members spec sections 2, 4, 5): recipients found by
 * name, company or id (RecipientPicker) or chosen in the address book, the boards' rich editor for the body; 'enter
 * recipient' when empty (the server checks too and names unknown ids); confirm 'send note?'; after
 * sending, the sent list, or the to-myself list when the only recipient was oneself. updateNote edits
 * the body until a recipient has read the note (the server refuses after that in Korean).
 */
import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { t } from "@portal/contract";
import { IconAddressBook } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { RichEditor } from "../../components/editor/RichEditor.tsx";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSession } from "../../lib/session.ts";
import { useEditNote, useNote, useSendNote } from "./api.ts";
import { type Mode, useNoteUrl } from "./modes.ts";
import classes from "./notes.module.css";
import { RecipientPicker } from "./RecipientPicker.tsx";

const AddressBookModal = lazy(() => import("./AddressBookModal.tsx").then((m) => ({ default: m.AddressBookModal })));

/** The body editor with its Korean error; shared by writing and editing. */
function Body({ value, onChange, error }: { value: string; onChange: (v: string) => void; error: string | null }) {
  return (
    <div className={classes.editor}>
      <Text size="sm" fw={500} mb={4}>
        {t("notesBodyLabel")}
      </Text>
      <RichEditor value={value} onChange={onChange} error={error} />
    </div>
  );
}

function EditNote() {
  const { params, go } = useNoteUrl();
  const noteId = Number(params.get("nttId")) || null;
  const { data: note, error: loadError } = useNote(noteId);
  const edit = useEditNote();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (note) setBody(note.bodyHtml);
  }, [note]);
  if (loadError) return <Alert color="red">{loadError.message}</Alert>;
  if (!note || noteId === null) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("loading")} />
      </Center>
    );
  }
  const submit = () => {
    if (!body) {
      setError(t("notesEnterBody"));
      return;
    }
    modals.openConfirmModal({
      title: t("notesEdit"),
      children: <Text size="sm">{t("notesEditConfirm")}</Text>,
      labels: { confirm: t("notesSave"), cancel: t("cancel") },
      onConfirm: () =>
        edit.mutate(
          { noteId, bodyHtml: body },
          {
            onSuccess: () => {
              notifySuccess(t("notesEditedDone"));
              go("readNote", { nttId: noteId, from: "sendList" }, true);
            },
            onError: (e) => setError(e.message),
          },
        ),
    });
  };
  return (
    <Stack>
      <TextInput label={t("notesRecipientsLabel")} value={note.recipients.map((r) => r.userId).join(",")} readOnly />
      <Body value={body} onChange={setBody} error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => go("readNote", { nttId: noteId, from: "sendList" })}>
          {t("cancel")}
        </Button>
        <Button onClick={submit} loading={edit.isPending}>
          {t("notesSave")}
        </Button>
      </Group>
    </Stack>
  );
}

/** "a, b,,c" → ["a", "b", "c"] */
const splitIds = (ids: string) =>
  ids
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);

function WriteNote({ self }: { self: boolean }) {
  const { params, go } = useNoteUrl();
  const { user } = useSession();
  const send = useSendNote();
  const [recipients, setRecipients] = useState<string[]>(() =>
    splitIds(self ? (user?.userId ?? "") : (params.get("to") ?? "")),
  );
  const [body, setBody] = useState("");
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [bookOpened, book] = useDisclosure(false);
  const refNo = Number(params.get("refNo")) || null;

  const submit = () => {
    const ids = recipients;
    setRecipientError(ids.length === 0 ? t("notesEnterRecipient") : null);
    setBodyError(body ? null : t("notesEnterBody"));
    if (ids.length === 0 || !body) return;
    modals.openConfirmModal({
      title: t("notesWrite"),
      children: <Text size="sm">{t("notesSendConfirm")}</Text>,
      labels: { confirm: t("notesSend"), cancel: t("cancel") },
      onConfirm: () =>
        send.mutate(
          { recipients: ids.join(","), bodyHtml: body, refNo },
          {
            onSuccess: ({ selfOnly }) => {
              notifySuccess(t("notesSentDone"));
              go(selfOnly ? "getListMyself" : "sendList");
            },
            onError: (e) => {
              if (e instanceof ApiError && e.field === "recipients") setRecipientError(e.message);
              else if (e instanceof ApiError && e.field === "bodyHtml") setBodyError(e.message);
              else notifyError(e.message);
            },
          },
        ),
    });
  };

  return (
    <Stack>
      {!self && (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <RecipientPicker value={recipients} onChange={setRecipients} error={recipientError} />
          </div>
          <Button
            mt={{ base: 66, xs: 46 }}
            variant="default"
            leftSection={<IconAddressBook size={16} aria-hidden />}
            onClick={book.open}
          >
            {t("notesAddressBook")}
          </Button>
        </Group>
      )}
      {self && recipientError && (
        <Alert color="red" role="alert">
          {recipientError}
        </Alert>
      )}
      <Body value={body} onChange={setBody} error={bodyError} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={send.isPending}>
          {t("notesSend")}
        </Button>
      </Group>
      {bookOpened && (
        <Suspense fallback={null}>
          <AddressBookModal
            initial={recipients.join(",")}
            onClose={book.close}
            onOk={(ids) => setRecipients(splitIds(ids))}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export function NoteWrite({ mode }: { mode: Mode }) {
  if (mode === "updateNote") return <EditNote />;
  return <WriteNote self={mode === "writeNoteMyself"} />;
}
