/**
 * Write, reply and edit screens (boards spec section 2; rules in sections 4 and 5):
 * /app/board/register?bbsId=…[&parentId=…] and /app/board/update?nttId=…&bbsId=….
 * Title and body are required, then 'Do you want to save?'; the post is saved, then the chosen
 * attachments are uploaded one by one with their progress; on success 'saved' and the saved post
 * (a new post, a reply, or the edited one) opens at its top. The edit screen lists the post's files and
 * removes one at a time.
 */
import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type Board,
  BoardTypeCode,
  type FileInfo,
  isCalendar,
  type PostDetail,
  postWriteSchema,
  replyWriteSchema,
  t,
} from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { RefusedBlock } from "../../components/RefusedBlock.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { postKeys } from "../../lib/contentKeys.ts";
import { contractResolver, withRules } from "../../lib/form.ts";
import { toLocalInput } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import {
  deleteAttachment,
  emptyRow,
  FileList,
  postFilesQuery,
  type UploadRow,
  UploadRows,
  uploadAttachment,
  uploadMedia,
} from "../files/index.ts";
import {
  boardQuery,
  categoriesQuery,
  checkPostPassword,
  createPost,
  createReply,
  postQuery,
  updatePost,
} from "./api.ts";
import { PasswordPrompt } from "./PasswordPrompt.tsx";
import { PostFormFields } from "./PostFormFields.tsx";
import { type PostFormValues, postRequestOf } from "./post-form-values.ts";

const EMPTY: PostFormValues = {
  title: "",
  bodyHtml: "",
  secret: "N",
  notice: false,
  bold: false,
  replyAllowed: true,
  commentAllowed: true,
  noticeStart: "",
  noticeEnd: "",
  password: "",
  categoryId: "",
  startAt: "",
  endAt: "",
  allDay: false,
  videoUrl: "",
  videoFileId: null,
  videoName: "",
  companyName: "",
  companyField: "",
  companyContact: "",
  companyHomepage: "",
  logoFileId: null,
  logoUrl: "",
};

function valuesOf(post: PostDetail): PostFormValues {
  return {
    ...EMPTY,
    title: post.title,
    bodyHtml: post.bodyHtml,
    secret: post.secret ? "Y" : "N",
    notice: post.notice,
    bold: post.bold,
    replyAllowed: post.replyAllowed,
    commentAllowed: post.commentAllowed,
    noticeStart: toLocalInput(post.noticeStart),
    noticeEnd: toLocalInput(post.noticeEnd),
    categoryId: post.categoryId ? String(post.categoryId) : "",
    startAt: toLocalInput(post.startAt),
    endAt: toLocalInput(post.endAt),
    allDay: post.allDay,
    videoUrl: post.video?.sourceUrl ?? "",
    videoFileId: post.video?.fileId ?? null,
    videoName: post.video?.kind === "file" ? t("videoField") : "",
    companyName: post.company?.name ?? "",
    companyField: post.company?.field ?? "",
    companyContact: post.company?.contact ?? "",
    companyHomepage: post.company?.homepage ?? "",
    logoFileId: post.company?.logoFileId ?? null,
    logoUrl: post.company?.logoUrl ?? "",
  };
}

/** Form fields of the request's (and the server's error) `field`s where the names differ. */
const SERVER_FIELDS: Record<string, keyof PostFormValues> = {
  videoFileId: "videoUrl",
  "company.name": "companyName",
  "company.field": "companyField",
  "company.contact": "companyContact",
  "company.homepage": "companyHomepage",
  "company.logoFileId": "companyName",
};

/** Keeps the chosen files and resizes the rows to the free attachment slots. */
function resizeRows(rows: UploadRow[], free: number): UploadRow[] {
  const kept = rows.filter((r) => r.file !== null && r.status !== "done").slice(0, free);
  return [...kept, ...Array.from({ length: Math.max(0, free - kept.length) }, emptyRow)];
}

/**
 * Uploads the chosen attachments of `rows` one by one to post `postId`, showing each one's progress
 * through `setRows`; resolves true when all went up.
 */
async function uploadEach(
  rows: UploadRow[],
  setRows: (rows: UploadRow[]) => void,
  postId: number,
  postPassword: string | undefined,
): Promise<boolean> {
  let current = rows;
  const update = (index: number, row: Partial<UploadRow>) => {
    current = current.map((r, i) => (i === index ? { ...r, ...row } : r));
    setRows(current);
  };
  let allDone = true;
  for (const [index, row] of rows.entries()) {
    if (!row.file || row.status === "done") continue;
    update(index, { status: "uploading", progress: 0, error: null });
    try {
      await uploadAttachment(postId, row.file, (progress) => update(index, { progress }), postPassword);
      update(index, { status: "done", progress: 100 });
    } catch (error) {
      allDone = false;
      update(index, { status: "error", error: error instanceof Error ? error.message : t("errorUnknown") });
    }
  }
  return allDone;
}

/** Why the member may not use the write screen (said before anything is typed; the server refuses too), or null. */
function refusalOf(
  mode: "write" | "edit",
  board: Board,
  parent: PostDetail | undefined,
  replying: boolean,
  signedIn: boolean,
): string | null {
  if (mode !== "write") return null;
  if (replying) return parent && !parent.permissions.canReply ? t("replyNotAllowed") : null;
  if (board.canWrite) return null;
  return signedIn ? t("writeNotAllowed") : t("errorLoginRequired");
}

/** The attachments of the form: the post's files (edit screen, each removable) and the rows to upload. */
function AttachmentSection({
  existing,
  onDelete,
  deleting,
  rows,
  onRows,
  maxBytes,
  slots,
  disabled,
}: {
  existing: FileInfo[] | null;
  onDelete: (file: FileInfo) => void;
  deleting: number | null;
  rows: UploadRow[];
  onRows: (rows: UploadRow[]) => void;
  maxBytes: number;
  slots: number;
  disabled: boolean;
}) {
  return (
    <Stack gap="xs" data-testid="attachments">
      <Divider />
      {existing && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("attachmentExisting")}
          </Text>
          <FileList files={existing} onDelete={onDelete} deleting={deleting} />
        </Stack>
      )}
      {rows.length > 0 && (
        <UploadRows rows={rows} onChange={onRows} maxBytes={maxBytes} slots={slots} disabled={disabled} />
      )}
    </Stack>
  );
}

/**
 * Removing one attachment at once (edit screen of post `postId`): a red confirmation, then 'deletion
 * completed' or 'deletion failed', then `reload` and the post's detail reloads; `deleting` is the file
 * being removed.
 */
function useAttachmentRemoval(postId: number | null, password: string | undefined, reload: () => Promise<unknown>) {
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<number | null>(null);
  const removeFile = (file: FileInfo) =>
    confirmAction({
      title: t("delete"),
      message: t("attachmentDeleteConfirm", { name: file.originalName }),
      danger: true,
      onConfirm: async () => {
        setDeleting(file.fileId);
        try {
          await deleteAttachment(postId ?? 0, file.fileId, password);
          notifySuccess(t("attachmentDeleted"));
        } catch {
          notifyError(t("attachmentDeleteFailed"));
        } finally {
          setDeleting(null);
          await reload();
          if (postId) await client.invalidateQueries({ queryKey: postKeys.post(postId) });
        }
      },
    });
  return { deleting, removeFile };
}

/** The screen's heading: what it does, on which board, and for a reply the post it answers. */
function FormHeading({
  heading,
  boardName,
  parentTitle,
}: {
  heading: string;
  boardName: string;
  parentTitle?: string;
}) {
  return (
    <div>
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Text c="dimmed" size="sm">
        {boardName}
        {parentTitle ? ` · ${t("replyTo", { title: parentTitle })}` : ""}
      </Text>
    </div>
  );
}

/**
 * The form of a post or reply: the contract's schema checks the request; what depends on the board (a
 * video board needs a video, a calendar entry ends after it starts) is checked beside it, as the
 * server does in posts/post-form.ts.
 */
function usePostForm(
  reply: boolean,
  calendar: boolean,
  boardType: number,
  requestOf: (values: PostFormValues) => ReturnType<typeof postRequestOf>,
) {
  return useForm<PostFormValues>({
    initialValues: EMPTY,
    validate: withRules(
      reply
        ? contractResolver(replyWriteSchema, { toRequest: (values) => requestOf(values).common })
        : contractResolver(postWriteSchema, { toRequest: (values) => requestOf(values).full, fields: SERVER_FIELDS }),
      (values) => ({
        endAt: calendar && values.endAt && values.startAt && values.endAt < values.startAt ? t("endBeforeStart") : null,
        videoUrl:
          boardType === BoardTypeCode.video && !reply && values.videoFileId === null && !values.videoUrl.trim()
            ? t("videoRequired")
            : null,
      }),
    ),
  });
}

export function PostFormPage({ mode }: { mode: "write" | "edit" }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSessionUser();
  const boardId = params.get("bbsId") ?? "";
  const parentId = Number(params.get("parentId")) || null;
  const postId = Number(params.get("nttId")) || null;
  const board = useQuery(boardQuery(boardId));
  const categories = useQuery({ ...categoriesQuery(boardId), enabled: board.isSuccess });
  const parent = useQuery({ ...postQuery(parentId ?? 0), enabled: parentId !== null });
  const existing = useQuery({ ...postQuery(postId ?? 0), enabled: mode === "edit" && postId !== null });
  const [password, setPassword] = useState<string | undefined>(
    (location.state as { password?: string } | null)?.password,
  );
  const [saving, setSaving] = useState(false);
  const admin = user?.role === "A";
  const reply = parentId !== null || (existing.data?.parentId ?? null) !== null;
  const calendar = board.data !== undefined && isCalendar(board.data);
  const boardType = board.data?.type ?? BoardTypeCode.ordinary;
  const listUrl = `/app/board/${boardId}`;
  const files = useQuery({ ...postFilesQuery(postId ?? 0), enabled: mode === "edit" && postId !== null });
  const existingFiles = files.data?.items ?? [];
  const slots = board.data?.attachmentSlots ?? 0;
  const maxBytes = board.data?.maxFileBytes ?? 0;
  const [rows, setRows] = useState<UploadRow[]>([]);
  const free = Math.max(0, slots - existingFiles.length);
  useEffect(() => {
    setRows((current) => resizeRows(current, free));
  }, [free]);

  const requestOf = (values: PostFormValues) => postRequestOf(values, board.data, calendar, boardType);
  const form = usePostForm(reply, calendar, boardType, requestOf);

  // Load the post being edited once; refuse a screen the member may not use.
  const loaded = existing.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load the form once per post, not on every render of `form`
  useEffect(() => {
    if (!loaded) return;
    if (!loaded.permissions.canEdit && !admin) {
      notifyError(t("onlyOwnEdit"));
      navigate(listUrl, { replace: true });
      return;
    }
    form.setValues(valuesOf(loaded));
    form.resetDirty(valuesOf(loaded));
  }, [loaded?.postId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill once, when the board turns out to be a calendar
  useEffect(() => {
    // Boards spec 4: a new calendar entry starts and ends now (to the minute).
    if (mode === "write" && calendar && !form.getValues().startAt) {
      const now = toLocalInput(new Date().toISOString());
      form.setValues({ startAt: now, endAt: now });
    }
  }, [calendar]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill the reply title once per parent
  useEffect(() => {
    if (parent.data) form.setFieldValue("title", parent.data.title);
  }, [parent.data?.postId]);
  useEffect(() => {
    const error = board.error ?? existing.error ?? parent.error;
    if (error) {
      notifyError(error.message);
      navigate(boardId ? listUrl : "/", { replace: true });
    }
  }, [board.error, existing.error, parent.error, navigate, listUrl, boardId]);

  const needsPassword = mode === "edit" && loaded?.hasPassword === true && !admin && password === undefined;
  const [promptError, setPromptError] = useState<string | null>(null);

  const save = async (values: PostFormValues) => {
    const { common, full } = requestOf(values);
    setSaving(true);
    try {
      let saved: { postId: number };
      if (mode === "edit" && postId) saved = await updatePost(postId, { ...full, currentPassword: password });
      else if (parentId) saved = await createReply(parentId, common);
      else saved = await createPost(boardId, full);
      const uploaded = await uploadEach(rows, setRows, saved.postId, values.password || password);
      await client.invalidateQueries({ queryKey: postKeys.board(boardId) });
      await client.invalidateQueries({ queryKey: postKeys.post(saved.postId) });
      form.resetDirty();
      if (!uploaded) {
        notifyError(t("attachmentPartialFailure"));
        if (mode !== "edit") {
          navigate(`/app/board/update?nttId=${saved.postId}&bbsId=${boardId}`, {
            replace: true,
            state: values.password ? { password: values.password } : undefined,
          });
        }
        return;
      }
      notifySuccess(t("saved"));
      // The writer sees what they saved (issue 38 §4): the post, at its top — in place of the form in
      // the history, so 'back' returns to where the writing started.
      navigate(`/app/board/${boardId}/${saved.postId}`, { replace: true });
      window.scrollTo({ top: 0 });
    } catch (error) {
      const field = error instanceof ApiError && error.field ? (SERVER_FIELDS[error.field] ?? error.field) : null;
      if (field && field in values) form.setFieldError(field, (error as Error).message);
      else notifyError(error instanceof Error ? error.message : t("errorUnknown"));
    } finally {
      setSaving(false);
    }
  };

  const { deleting, removeFile } = useAttachmentRemoval(postId, password, () => files.refetch());

  const submit = form.onSubmit((values) => {
    confirmAction({
      title: t("save"),
      message: t("saveConfirm"),
      confirm: t("save"),
      onConfirm: () => void save(values),
    });
  });

  if (!board.data || (mode === "edit" && !loaded)) return <Text c="dimmed">{t("loading")}</Text>;
  const refusal = refusalOf(mode, board.data, parent.data, parentId !== null, user !== null && user !== undefined);
  if (refusal) return <RefusedBlock message={refusal} backTo={listUrl} backLabel={t("back")} />;
  const heading = mode === "edit" ? t("editTitle") : reply ? t("replyTitle") : t("writeTitle");

  return (
    <Stack gap="md">
      <FormHeading heading={heading} boardName={board.data.name} parentTitle={parent.data?.title} />
      <Paper component="form" onSubmit={submit} withBorder radius="md" p={{ base: "md", sm: "xl" }} noValidate>
        <Stack gap="md">
          <PostFormFields
            form={form}
            calendar={calendar}
            reply={reply}
            admin={admin}
            categories={categories.data?.items ?? []}
            secretMode={board.data.secretMode}
            noticeAllowed={board.data.noticeAllowed}
            boardType={boardType}
            boardId={boardId}
            uploadMedia={(file) => uploadMedia(boardId, "body", file, maxBytes)}
            mentions={mode === "write" && Boolean(user) && !board.data.anonymous}
          />
          {slots > 0 && !calendar && (
            <AttachmentSection
              existing={mode === "edit" ? existingFiles : null}
              onDelete={removeFile}
              deleting={deleting}
              rows={rows}
              onRows={setRows}
              maxBytes={maxBytes}
              slots={slots}
              disabled={saving}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <PasswordPrompt
        opened={needsPassword}
        onClose={() => navigate(-1)}
        loading={false}
        error={promptError}
        onSubmit={(value) =>
          checkPostPassword(postId ?? 0, value).then(
            () => setPassword(value),
            (e: Error) => setPromptError(e.message),
          )
        }
      />
    </Stack>
  );
}
