/**
 * The comments of a post (boards spec 2 "Comments", at most 795 px wide): the input (disabled with
 * 'available after login' for visitors), then the comments nested by parent. Every change refreshes
 * the list, the post and the board list, so comment counts stay right.
 */
import { Box, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { showAuthorTrace } from "../../components/AuthorTrace.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { postKeys } from "../../lib/contentKeys.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { useHashTarget } from "../../lib/useHashTarget.ts";
import { addComment, commentsQuery, editComment, removeComment } from "./api.ts";
import { CommentBox } from "./CommentBox.tsx";
import { CommentItem } from "./CommentItem.tsx";
import { commentKeys } from "./keys.ts";

interface Props {
  postId: number;
  boardId: string;
  /** The post is on an anonymous board (administrators may trace writers). */
  anonymous: boolean;
}

/** The comments of a post: input and nested list (nothing when comments are off). */
export function CommentSection({ postId, boardId, anonymous }: Props) {
  const client = useQueryClient();
  const user = useSessionUser();
  const list = useQuery(commentsQuery(postId));
  useHashTarget(Boolean(list.data));

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commentKeys.post(postId) }),
      client.invalidateQueries({ queryKey: postKeys.post(postId), exact: true }),
      client.invalidateQueries({ queryKey: postKeys.board(boardId) }),
    ]);

  const data = list.data;
  if (!data?.enabled) return null;
  const hint = !user ? t("commentLoginHint") : data.canComment ? null : t("commentNotAllowedHint");

  const add = async (body: string, parentId?: number) => {
    await addComment(postId, body, parentId);
    notifySuccess(t("commentSaved"));
    await refresh();
  };
  const edit = async (commentId: number, body: string) => {
    await editComment(commentId, body);
    notifySuccess(t("commentUpdated"));
    await refresh();
  };
  const remove = (commentId: number) =>
    confirmAction({
      title: t("commentDelete"),
      message: t("commentDeleteConfirm"),
      confirm: t("commentDelete"),
      danger: true,
      onConfirm: () =>
        void removeComment(commentId).then(
          async () => {
            notifySuccess(t("commentDeleted"));
            await refresh();
          },
          (e: Error) => notifyError(e.message),
        ),
    });

  // On the anonymous board a mention is plain text: nothing is offered.
  const mentions = Boolean(user) && !anonymous;
  return (
    <Box component="section" maw={795} w="100%" aria-labelledby="comments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comments-title">
          {t("commentCount", { count: data.total })}
        </Title>
        <CommentBox
          label={t("commentBodyLabel")}
          placeholder={t("commentPlaceholder")}
          disabledHint={hint}
          submitLabel={t("commentRegister")}
          onSubmit={(body) => add(body)}
          mentions={mentions}
        />
        {data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {hint ? t("commentNone") : t("commentEmpty")}
          </Text>
        ) : (
          <Box component="ul" aria-label={t("commentListLabel")} p={0} m={0} style={{ listStyle: "none" }}>
            {data.items.map((comment) => (
              <CommentItem
                key={comment.commentId}
                comment={comment}
                onReply={(parentId, body) => add(body, parentId)}
                onEdit={edit}
                onDelete={remove}
                onTrace={anonymous && user?.role === "A" ? (id) => void showAuthorTrace("comments", id) : undefined}
                mentions={mentions}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
