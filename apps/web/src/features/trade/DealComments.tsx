/**
 * The detail's comments (members spec 2 and 5): the box is disabled with the log-in placeholder for
 * visitors; Enter submits; each comment shows writer, text and date with edit (done, cancel) for its
 * writer and delete for its writer or an administrator, each confirmed.
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { type DealComment, dealCommentWriteSchema, t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useHashTarget } from "../../lib/useHashTarget.ts";
import { CommentBox } from "../comments/index.ts";
import { ModerationBanner, ReportButton } from "../moderation/index.ts";
import { addComment, dealCommentsQuery, deleteComment, editComment } from "./api.ts";

/** The deal comments' request schema, for the comment boxes (loaded with this screen). */
const dealCommentSchema = async () => dealCommentWriteSchema;

function CommentRow({ dealNo, comment, onChanged }: { dealNo: number; comment: DealComment; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = () =>
    confirmAction({
      title: t("delete"),
      message: t("commentDeleteConfirm"),
      danger: true,
      onConfirm: async () => {
        try {
          await deleteComment(dealNo, comment.seq);
          notifySuccess(t("commentDeleted"));
          onChanged();
        } catch (e) {
          notifyError(e instanceof Error ? e.message : t("errorUnknown"));
        }
      },
    });
  const save = (body: string) =>
    new Promise<void>((resolve, reject) =>
      confirmAction({
        title: t("edit"),
        message: t("tradeCommentEditConfirm"),
        confirm: t("commentDone"),
        onCancel: () => reject(new Error(t("cancel"))),
        onConfirm: async () => {
          try {
            await editComment(dealNo, comment.seq, body);
            setEditing(false);
            onChanged();
            resolve();
          } catch (e) {
            reject(e);
          }
        },
      }),
    );
  return (
    <li
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)", padding: "10px 0" }}
      data-testid="deal-comment"
      id={`deal-comment-${comment.seq}`}
    >
      <Group justify="space-between" gap="xs">
        <Group gap={8}>
          <Text size="sm" fw={600}>
            {comment.authorName}
          </Text>
          <Text size="xs" c="dimmed">
            {fullDate(comment.createdAt)}
            {comment.edited ? ` ${t("commentEditedMark")}` : ""}
          </Text>
        </Group>
        {!editing && (
          <Group gap={4}>
            {comment.reportable && <ReportButton targetKind="dealComment" targetId={comment.seq} size="compact" />}
            {comment.permissions.canEdit && (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                {t("commentEdit")}
              </Button>
            )}
            {comment.permissions.canDelete && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
                {t("commentDelete")}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <ModerationBanner notice={comment.moderation} />
      {editing ? (
        <CommentBox
          schema={dealCommentSchema}
          initial={comment.body}
          label={t("commentBodyLabel")}
          submitLabel={t("commentDone")}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          autoFocus
        />
      ) : (
        <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {comment.body}
        </Text>
      )}
    </li>
  );
}

/** The comment section of deal `dealNo`. */
export function DealComments({ dealNo }: { dealNo: number }) {
  const client = useQueryClient();
  const comments = useQuery(dealCommentsQuery(dealNo));
  useHashTarget(Boolean(comments.data));
  const refresh = () => void client.invalidateQueries({ queryKey: dealCommentsQuery(dealNo).queryKey });
  const items = comments.data?.items ?? [];
  return (
    <Stack gap="xs" maw={795}>
      <Title order={2} size="h4">
        {t("commentCount", { count: items.length })}
      </Title>
      <CommentBox
        schema={dealCommentSchema}
        label={t("commentBodyLabel")}
        placeholder={t("commentPlaceholder")}
        disabledHint={comments.data && !comments.data.canComment ? t("commentLoginHint") : null}
        submitLabel={t("commentRegister")}
        mentions
        onSubmit={async (body) => {
          await addComment(dealNo, body);
          refresh();
        }}
      />
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("commentEmpty")}
        </Text>
      ) : (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label={t("commentListLabel")}>
          {items.map((comment) => (
            <CommentRow key={comment.seq} dealNo={dealNo} comment={comment} onChanged={refresh} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
