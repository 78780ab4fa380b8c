/**
 * One comment: writer, date, text, and its buttons by what the server allows — edit (then done and
 * cancel), delete, reply (a reply box that toggles) — indented 2% per level (boards spec 2).
 */
import { Box, Button, Group, Text } from "@mantine/core";
import { type Comment, t } from "@portal/contract";
import { useState } from "react";
import { fullDate } from "../../lib/format.ts";
import { ModerationBanner, ReportButton } from "../moderation/index.ts";
import { CommentBox } from "./CommentBox.tsx";

interface Props {
  comment: Comment;
  onReply: (parentId: number, body: string) => Promise<unknown>;
  onEdit: (commentId: number, body: string) => Promise<unknown>;
  onDelete: (commentId: number) => void;
  /** Administrators on an anonymous board: look up the real writer. */
  onTrace?: (commentId: number) => void;
  /** Offer members to mention in a reply (a member, not on the anonymous board). */
  mentions?: boolean;
}

/** One comment with its edit, delete and reply controls. */
export function CommentItem({ comment, onReply, onEdit, onDelete, onTrace, mentions }: Props) {
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const indent = `${Math.min(comment.depth, 25) * 2}%`;
  return (
    <Box
      component="li"
      py="sm"
      style={{ paddingLeft: indent, borderTop: "1px solid var(--mantine-color-gray-2)" }}
      data-testid="comment"
      id={`comment-${comment.commentId}`}
      data-depth={comment.depth}
      aria-label={comment.deleted ? t("commentDeletedPlaceholder") : `${comment.authorName}: ${comment.body}`}
    >
      {comment.deleted ? (
        <Text size="sm" c="dimmed">
          {t("commentDeletedPlaceholder")}
        </Text>
      ) : (
        <>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {comment.depth > 0 && (
                <Text span c="gray.5" aria-hidden>
                  ㄴ
                </Text>
              )}
              <Text size="sm" fw={600} truncate="end" maw={180}>
                {comment.authorName}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {fullDate(comment.createdAt)} {comment.edited ? t("commentEditedMark") : ""}
              </Text>
            </Group>
            {mode === "view" && (
              <Group gap={2} wrap="nowrap">
                {comment.permissions.canReply && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setMode("reply")}>
                    {t("commentReply")}
                  </Button>
                )}
                {comment.permissions.canEdit && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setMode("edit")}>
                    {t("commentEdit")}
                  </Button>
                )}
                {comment.permissions.canDelete && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(comment.commentId)}>
                    {t("commentDelete")}
                  </Button>
                )}
                {comment.reportable && (
                  <ReportButton targetKind="comment" targetId={comment.commentId} size="compact" />
                )}
                {onTrace && (
                  <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onTrace(comment.commentId)}>
                    {t("anonymousTrace")}
                  </Button>
                )}
              </Group>
            )}
            {mode === "reply" && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setMode("view")}>
                {t("commentReply")}
              </Button>
            )}
          </Group>
          {comment.moderation && (
            <Box mt={6}>
              <ModerationBanner
                notice={comment.moderation}
                objectTo={
                  comment.permissions.canEdit ? { targetKind: "comment", targetId: comment.commentId } : undefined
                }
              />
            </Box>
          )}
          {mode === "edit" ? (
            <Box mt={6}>
              <CommentBox
                label={t("commentBodyLabel")}
                initial={comment.body}
                submitLabel={t("commentDone")}
                autoFocus
                onSubmit={async (body) => {
                  await onEdit(comment.commentId, body);
                  setMode("view");
                }}
                onCancel={() => setMode("view")}
              />
            </Box>
          ) : (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
              {comment.body}
            </Text>
          )}
          {mode === "reply" && (
            <Box mt={6}>
              <CommentBox
                label={t("commentReplyTo", { name: comment.authorName })}
                placeholder={t("commentReplyPlaceholder")}
                submitLabel={t("commentRegister")}
                mentions={mentions}
                autoFocus
                onSubmit={async (body) => {
                  await onReply(comment.commentId, body);
                  setMode("view");
                }}
                onCancel={() => setMode("view")}
              />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
