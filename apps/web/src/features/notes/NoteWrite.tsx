/**
 * writeNote, writeNoteMyself and updateNote (members spec sections 2, 4, 5): recipients found by
 * name, company or id (RecipientPicker) or chosen in the address book, the boards' rich editor for the body; 'enter
 * recipient' when empty (the form validates with the contract's noteSendSchema, as the server does,
 * which also names unknown ids); confirm 'send note?'; after
 * sending, the sent list, or the to-myself list when the only recipient was oneself. updateNote edits
 * the body until a recipient has read the note (the server refuses after that in Korean).
 */
import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { type NoteEdit, type NoteSendInput, noteEditSchema, noteSendSchema, t } from "@portal/contract";
import { IconAddressBook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { RichEditor } from "../../components/editor/RichEditor.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { contractResolver } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { editNote, noteQuery, sendNote, useNoteMutation } from "./api.ts";
import { type Mode, useNoteUrl } from "./modes.ts";
import classes from "./notes.module.css";
import { RecipientPicker } from "./RecipientPicker.tsx";

const AddressBookModal = lazy(() => import("./AddressBookModal.tsx").then((m) => ({ default: m.AddressBookModal })));

/** The body editor with its Korean error; shared by writing and editing. */
function Body({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: ReactNode }) {
  return (
    <div className={classes.editor}>
      <Text size="sm" fw={500} mb={4}>
        {t("notesBodyLabel")}
      </Text>
      <RichEditor value={value} onChange={onChange} error={typeof error === "string" ? error : null} />
    </div>
  );
}

/** Shows a refusal of the server on its form field, else as a notification. */
function showRefusal(form: { setFieldError: (field: string, error: string) => void }, fields: string[]) {
  return (error: Error) => {
    if (error instanceof ApiError && error.field && fields.includes(error.field))
      form.setFieldError(error.field, error.message);
    else notifyError(error.message);
  };
}

function EditNote() {
  const { params, go } = useNoteUrl();
  const noteId = Number(params.get("nttId")) || null;
  const { data: note, error: loadError } = useQuery(noteQuery(noteId));
  const edit = useNoteMutation(editNote);
  const form = useForm<NoteEdit>({ initialValues: { bodyHtml: "" }, validate: contractResolver(noteEditSchema) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load the body once per note, not on every render of `form`
  useEffect(() => {
    if (note) form.setValues({ bodyHtml: note.bodyHtml });
  }, [note]);
  if (loadError) return <Alert color="red">{loadError.message}</Alert>;
  if (!note || noteId === null) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("loading")} />
      </Center>
    );
  }
  const submit = ({ bodyHtml }: NoteEdit) => {
    confirmAction({
      title: t("notesEdit"),
      message: t("notesEditConfirm"),
      confirm: t("notesSave"),
      onConfirm: () =>
        edit.mutate(
          { noteId, bodyHtml },
          {
            onSuccess: () => {
              notifySuccess(t("notesEditedDone"));
              go("readNote", { nttId: noteId, from: "sendList" }, true);
            },
            onError: (e) => form.setFieldError("bodyHtml", e.message),
          },
        ),
    });
  };
  return (
    <Stack>
      <TextInput label={t("notesRecipientsLabel")} value={note.recipients.map((r) => r.userId).join(",")} readOnly />
      <Body
        value={form.values.bodyHtml}
        onChange={(v) => form.setFieldValue("bodyHtml", v)}
        error={form.errors.bodyHtml}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => go("readNote", { nttId: noteId, from: "sendList" })}>
          {t("cancel")}
        </Button>
        <Button onClick={() => form.onSubmit(submit)()} loading={edit.isPending}>
          {t("notesSave")}
        </Button>
      </Group>
    </Stack>
  );
}

function WriteNote({ self }: { self: boolean }) {
  const { params, go } = useNoteUrl();
  const user = useSessionUser();
  const send = useNoteMutation(sendNote);
  const to = self ? user?.userId : params.get("to");
  const form = useForm<NoteSendInput>({
    initialValues: { recipients: to ? [to] : [], bodyHtml: "", refNo: Number(params.get("refNo")) || null },
    validate: contractResolver(noteSendSchema),
  });
  const [bookOpened, book] = useDisclosure(false);
  const recipientError = form.errors.recipients;

  const submit = (values: NoteSendInput) => {
    confirmAction({
      title: t("notesWrite"),
      message: t("notesSendConfirm"),
      confirm: t("notesSend"),
      onConfirm: () =>
        send.mutate(values, {
          onSuccess: ({ selfOnly }) => {
            notifySuccess(t("notesSentDone"));
            go(selfOnly ? "getListMyself" : "sendList");
          },
          onError: showRefusal(form, ["recipients", "bodyHtml"]),
        }),
    });
  };

  return (
    <Stack>
      {!self && (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <RecipientPicker
              value={form.values.recipients}
              onChange={(ids) => form.setFieldValue("recipients", ids)}
              error={recipientError}
            />
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
      <Body
        value={form.values.bodyHtml}
        onChange={(v) => form.setFieldValue("bodyHtml", v)}
        error={form.errors.bodyHtml}
      />
      <Group justify="flex-end">
        <Button onClick={() => form.onSubmit(submit)()} loading={send.isPending}>
          {t("notesSend")}
        </Button>
      </Group>
      {bookOpened && (
        <Suspense fallback={null}>
          <AddressBookModal
            initial={form.values.recipients}
            onClose={book.close}
            onOk={(ids) => form.setFieldValue("recipients", ids)}
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
