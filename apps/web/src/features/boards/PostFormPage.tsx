/**
 * Write, reply and edit screens (boards spec section 2; rules in sections 4 and 5):
 * /app/board/register?bbsId=…[&parentId=…] and /app/board/update?nttId=…&bbsId=….
 * Title and body are required, then 'Do you want to save?'; on success 'saved' and back to the list.
 */
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { type PostDetail, t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { fromLocalInput, toLocalInput } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSession } from "../../lib/session.ts";
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
import { PostFormFields, type PostFormValues } from "./PostFormFields.tsx";

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
  };
}

export function PostFormPage({ mode }: { mode: "write" | "edit" }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
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
  const calendar = board.data?.template === 2;
  const listUrl = `/app/board/${boardId}`;

  const form = useForm<PostFormValues>({
    initialValues: EMPTY,
    validate: {
      title: (v) => (v.trim() ? null : t("enterTitle")),
      bodyHtml: (v) => (v.replace(/<[^>]*>/g, "").trim() || /<(img|iframe|video)/.test(v) ? null : t("enterBody")),
      endAt: (v, all) => (calendar && v && all.startAt && v < all.startAt ? t("endBeforeStart") : null),
    },
  });

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
    const secretMode = board.data?.secretMode ?? "optional";
    const noticeAllowed = board.data?.noticeAllowed ?? true;
    const common = {
      title: values.title.trim(),
      bodyHtml: values.bodyHtml,
      secret: secretMode === "forced" || (secretMode === "optional" && values.secret === "Y"),
      password: values.password || undefined,
    };
    const full = {
      ...common,
      notice: noticeAllowed && values.notice,
      bold: values.bold,
      replyAllowed: values.replyAllowed,
      commentAllowed: values.commentAllowed,
      noticeStart: values.notice ? fromLocalInput(values.noticeStart) : null,
      noticeEnd: values.notice ? fromLocalInput(values.noticeEnd) : null,
      categoryId: values.categoryId ? Number(values.categoryId) : null,
      startAt: calendar ? fromLocalInput(values.startAt) : null,
      endAt: calendar ? fromLocalInput(values.endAt) : null,
      allDay: values.allDay,
    };
    setSaving(true);
    try {
      if (mode === "edit" && postId) await updatePost(postId, { ...full, currentPassword: password });
      else if (parentId) await createReply(parentId, common);
      else await createPost(boardId, full);
      notifySuccess(t("saved"));
      await client.invalidateQueries({ queryKey: ["posts", boardId] });
      if (postId) await client.invalidateQueries({ queryKey: ["post", postId] });
      navigate(listUrl);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values)
        form.setFieldError(error.field, error.message);
      else notifyError(error instanceof Error ? error.message : t("errorUnknown"));
    } finally {
      setSaving(false);
    }
  };

  const submit = form.onSubmit((values) => {
    modals.openConfirmModal({
      title: t("save"),
      children: <Text size="sm">{t("saveConfirm")}</Text>,
      labels: { confirm: t("save"), cancel: t("cancel") },
      onConfirm: () => void save(values),
    });
  });

  if (!board.data || (mode === "edit" && !loaded)) return <Text c="dimmed">{t("loading")}</Text>;
  const heading = mode === "edit" ? t("editTitle") : reply ? t("replyTitle") : t("writeTitle");

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text c="dimmed" size="sm">
          {board.data.name}
          {parent.data ? ` · ${t("replyTo", { title: parent.data.title })}` : ""}
        </Text>
      </div>
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
          />
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
