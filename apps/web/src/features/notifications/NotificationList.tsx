/**
 * A list of the member's notifications (issue 40 §2): newest first (or unread first), 20 at a time with
 * "더 보기", each with its text (plain text), "3분 전" (Asia/Seoul) and a link to the exact place that
 * marks it read on open; a notification whose target is out of reach shows '볼 수 없는 글입니다' with no
 * link; "모두 읽음" and delete.
 */
import { ActionIcon, Box, Button, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { type NotificationItem, type NotificationType, t } from "@portal/contract";
import { IconTrash } from "@tabler/icons-react";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { timeAgo } from "../../lib/format.ts";
import { notificationKeys } from "../../lib/notificationKeys.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { deleteNotification, fetchNotifications, markAllNotificationsRead, markNotificationRead } from "./api.ts";
import classes from "./notifications.module.css";

interface Props {
  type?: NotificationType;
  unreadFirst?: boolean;
  /** Called when a notification's link is followed (the drawer closes). */
  onOpen?: () => void;
}

function Item({ item, onOpen, onDelete }: { item: NotificationItem; onOpen: () => void; onDelete: () => void }) {
  const unread = item.readAt === null;
  const body = (
    <>
      <Text size="sm" fw={unread ? 700 : 400} className={classes.text}>
        {item.text}
      </Text>
      <Text size="xs" c="dimmed">
        {timeAgo(item.createdAt)}
        {unread && ` · ${t("notificationsUnreadMark")}`}
      </Text>
    </>
  );
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" className={classes.item} data-unread={unread}>
      {item.link ? (
        <UnstyledButton component={Link} to={item.link} onClick={onOpen} className={classes.link}>
          {body}
        </UnstyledButton>
      ) : (
        <UnstyledButton onClick={onOpen} className={classes.link}>
          {body}
        </UnstyledButton>
      )}
      <ActionIcon variant="subtle" color="gray" aria-label={t("notificationsDelete")} onClick={onDelete}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

export function NotificationList({ type, unreadFirst = false, onOpen }: Props) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list({ type, unreadFirst }),
    queryFn: ({ pageParam }) => fetchNotifications({ type, unreadFirst, cursor: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const refresh = () => client.invalidateQueries({ queryKey: notificationKeys.all });
  const read = useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSettled: refresh,
    onError: (error) => notifyError(error.message),
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => notifySuccess(t("notificationsMarkedAll")),
    onError: (error) => notifyError(error.message),
    onSettled: refresh,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={() => readAll.mutate()} loading={readAll.isPending}>
          {t("notificationsMarkAllRead")}
        </Button>
      </Group>
      {query.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t("loading")} />
        </Group>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" p="md">
          {t("notificationsEmpty")}
        </Text>
      ) : (
        <Box component="ul" className={classes.list} aria-label={t("notificationsListLabel")}>
          {items.map((item) => (
            <Item
              key={item.id}
              item={item}
              onOpen={() => {
                if (item.readAt === null) read.mutate(item.id);
                if (item.link) onOpen?.();
              }}
              onDelete={() => remove.mutate(item.id)}
            />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t("notificationsMore")}
        </Button>
      )}
    </Stack>
  );
}
