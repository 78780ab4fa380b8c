/**
 * A board's notification switches (issue 40 §1), shown on its list to a member who may read it:
 * "이 게시판 알림 받기" (every new post, off by default) and "공지 알림 받기" (the board's notices, on by
 * default). A change is saved at once.
 */
import { Group, Switch } from "@mantine/core";
import { type BoardSubscription, t } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { boardSubscriptionQuery, saveBoardSubscription } from "./api.ts";

export function BoardNotificationSwitches({ boardId }: { boardId: string }) {
  const client = useQueryClient();
  const query = boardSubscriptionQuery(boardId);
  const current = useQuery(query);
  const mutation = useMutation({
    mutationFn: (next: BoardSubscription) => saveBoardSubscription(boardId, next),
    onSuccess: (answer) => {
      client.setQueryData(query.queryKey, answer);
      notifySuccess(t("boardFollowSaved"));
    },
    onError: (failure) => notifyError(failure.message),
  });
  if (!current.data) return null;
  const value = current.data;
  return (
    <Group gap="lg">
      <Switch
        label={t("boardFollowLabel")}
        checked={value.posts}
        onChange={(event) => mutation.mutate({ ...value, posts: event.currentTarget.checked })}
      />
      <Switch
        label={t("boardNoticeFollowLabel")}
        checked={value.notices}
        onChange={(event) => mutation.mutate({ ...value, notices: event.currentTarget.checked })}
      />
    </Group>
  );
}
