/**
 * /app/board/{bbsId}/{nttId}: the post with its attachments (downloaded under their original
 * names), its video or company card on those boards, the thread's other posts, its comments, and
 * its buttons as the spec rules them (boards spec section 6): edit for the author, delete for the
 * author or A, reply per the reply rule, back. A refused or missing post shows the server's message
 * and returns to the board list.
 */
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { t } from "@portal/contract";
import { IconArrowBackUp, IconEdit, IconLock, IconMessageReply, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { showAuthorTrace } from "../../components/AuthorTrace.tsx";
import { ShareButtons } from "../../components/share/ShareButtons.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { postKeys } from "../../lib/contentKeys.ts";
import { fullDate, numberText, seoul } from "../../lib/format.ts";
import { fitHeadings } from "../../lib/headings.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/title.ts";
import { CommentSection } from "../comments/index.ts";
import { FileList } from "../files/index.ts";
import { HiddenNotice, isModerationRefusal, ModerationBanner, ReportButton } from "../moderation/index.ts";
import { checkPostPassword, deletePost, postQuery } from "./api.ts";
import { AttachedMedia, CompanyProfileCard, PostVideoPlayer } from "./PostMedia.tsx";
import { PostNeighbours } from "./PostNeighbours.tsx";
import { ThreadPosts } from "./ThreadPosts.tsx";

/** The post password's dialog: its own chunk, loaded when an action first asks for it. */
const PasswordPrompt = lazy(() => import("./PasswordPrompt.tsx").then((m) => ({ default: m.PasswordPrompt })));

const seoulDayText = (iso: string) => seoul(iso).format("YYYY-MM-DD");

export function PostDetailPage() {
  const { boardId = "", postId = "" } = useParams();
  const id = Number(postId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSessionUser();
  const post = useQuery(postQuery(id));
  usePageTitle(post.data?.title ?? t("titlePost"));
  const [prompt, promptControl] = useDisclosure(false);
  const [pendingAction, setPendingAction] = useState<"edit" | "delete">("edit");
  const [prompted, setPrompted] = useState(false);
  const listUrl = `/app/board/${boardId}`;

  // A post opened under another board's URL moves to its own board's URL.
  useEffect(() => {
    if (post.data && post.data.boardId !== boardId) {
      navigate(`/app/board/${post.data.boardId}/${post.data.postId}`, { replace: true });
    }
  }, [post.data, boardId, navigate]);

  useEffect(() => {
    // A post hidden by moderation is explained in its place (below); other refusals go back to the list.
    if (post.error && !isModerationRefusal(post.error)) {
      notifyError(post.error.message);
      navigate(listUrl, { replace: true });
    }
  }, [post.error, navigate, listUrl]);

  const remove = useMutation({
    mutationFn: (password?: string) => deletePost(id, password),
    onSuccess: () => {
      notifySuccess(t("deleted"));
      void client.invalidateQueries({ queryKey: postKeys.board(boardId) });
      navigate(listUrl);
    },
  });
  const verify = useMutation({ mutationFn: (password: string) => checkPostPassword(id, password) });

  if (isModerationRefusal(post.error))
    return <HiddenNotice error={post.error} backTo={listUrl} backLabel={t("boardList")} />;
  if (!post.data) return <Text c="dimmed">{t("loading")}</Text>;
  const p = post.data;
  const needsPassword = p.hasPassword && user?.role !== "A";
  const goEdit = (password?: string) =>
    navigate(`/app/board/update?nttId=${id}&bbsId=${boardId}`, { state: password ? { password } : undefined });

  const confirmDelete = (password?: string) =>
    confirmAction({
      title: t("delete"),
      message: t("deleteConfirm"),
      danger: true,
      onConfirm: () => remove.mutate(password, { onError: (e) => notifyError(e.message) }),
    });

  const onPassword = (password: string) =>
    verify.mutate(password, {
      onSuccess: () => {
        promptControl.close();
        if (pendingAction === "edit") goEdit(password);
        else confirmDelete(password);
      },
    });

  const ask = (action: "edit" | "delete") => {
    setPendingAction(action);
    verify.reset();
    setPrompted(true);
    promptControl.open();
  };

  return (
    <Stack gap="md">
      <ModerationBanner
        notice={p.moderation}
        objectTo={p.permissions.canEdit ? { targetKind: "post", targetId: p.postId } : undefined}
      />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="xs">
          <Group gap="xs">
            {p.notice && <Badge color="gray">{t("noticeBadge")}</Badge>}
            {p.categoryName && <Badge variant="light">{p.categoryName}</Badge>}
            {p.secret && <IconLock size={18} aria-label={t("secretIconLabel")} />}
          </Group>
          <Title order={1} size="h3" fw={p.bold ? 800 : 600}>
            {p.depth > 0 ? `${t("replyPrefix")} ` : ""}
            {p.title}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t("postMeta", { author: p.authorName, date: fullDate(p.createdAt), views: numberText(p.viewCount) })}
            </Text>
            {p.anonymous && user?.role === "A" && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void showAuthorTrace("posts", id)}>
                {t("anonymousTrace")}
              </Button>
            )}
          </Group>
          {p.startAt && (
            <Text size="sm">
              {p.allDay
                ? `${t("calendarAllDay")} · ${seoulDayText(p.startAt)}${p.endAt && seoulDayText(p.endAt) !== seoulDayText(p.startAt) ? ` ~ ${seoulDayText(p.endAt)}` : ""}`
                : `${t("fieldStart")}: ${fullDate(p.startAt)} · ${t("fieldEnd")}: ${p.endAt ? fullDate(p.endAt) : ""}`}
            </Text>
          )}
          <ShareButtons
            title={p.title}
            html={p.bodyHtml}
            imageUrl={p.files.find((file) => file.kind === "image")?.url}
          />
        </Stack>
        <Divider my="md" />
        <Stack gap="md">
          {p.company && <CompanyProfileCard company={p.company} />}
          {p.video && <PostVideoPlayer video={p.video} title={p.title} />}
          <AttachedMedia files={p.files} />
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the body (sanitize-html) before storing it */}
            <div className="post-body" dangerouslySetInnerHTML={{ __html: fitHeadings(p.bodyHtml, 1) }} />
          </Typography>
        </Stack>
        {p.files.length > 0 && (
          <>
            <Divider my="md" />
            <Title order={2} size="h5" mb="xs">
              {t("attachments")} ({p.files.length})
            </Title>
            <FileList files={p.files} />
          </>
        )}
      </Paper>
      <Group justify="space-between">
        <Button component={Link} to={listUrl} variant="default" leftSection={<IconArrowBackUp size={16} aria-hidden />}>
          {t("backToList")}
        </Button>
        <Group gap="xs">
          {p.reportable && <ReportButton targetKind="post" targetId={p.postId} />}
          {p.permissions.canReply && (
            <Button
              component={Link}
              to={`/app/board/register?bbsId=${boardId}&parentId=${id}`}
              variant="light"
              leftSection={<IconMessageReply size={16} aria-hidden />}
            >
              {t("reply")}
            </Button>
          )}
          {p.permissions.canEdit && (
            <Button
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => (needsPassword ? ask("edit") : goEdit())}
            >
              {t("edit")}
            </Button>
          )}
          {p.permissions.canDelete && (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => (needsPassword ? ask("delete") : confirmDelete())}
            >
              {t("delete")}
            </Button>
          )}
        </Group>
      </Group>
      {/* Below the post, each a boundary of its own: hydrating a server's page commits them (and runs
          their effects) in tasks apart from the post's. */}
      <Suspense fallback={null}>
        <PostNeighbours postId={p.postId} />
        <ThreadPosts boardId={p.boardId} threadId={p.threadId} postId={p.postId} />
      </Suspense>
      <Suspense fallback={null}>
        <CommentSection postId={p.postId} boardId={p.boardId} anonymous={p.anonymous} />
      </Suspense>
      {prompted && (
        <Suspense fallback={null}>
          <PasswordPrompt
            opened={prompt}
            onClose={promptControl.close}
            onSubmit={onPassword}
            loading={verify.isPending}
            error={verify.error instanceof ApiError ? verify.error.message : null}
          />
        </Suspense>
      )}
    </Stack>
  );
}
