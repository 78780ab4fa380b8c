/**
 * The bell's list (issue 40 §2): a drawer from the right (the whole width on a phone), unread first,
 * with "모두 읽음", delete, "더 보기" and the way to the full page.
 */
import { Anchor, Drawer } from "@mantine/core";
import { t } from "@portal/contract";
import { Link } from "react-router";
import { NotificationList } from "./NotificationList.tsx";

export function NotificationPanel({
  opened,
  onClose,
  phone,
}: {
  opened: boolean;
  onClose: () => void;
  phone: boolean;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "md"}
      title={t("notificationsTitle")}
      closeButtonProps={{ "aria-label": t("close") }}
    >
      <Anchor component={Link} to="/app/FUL/Notifications" onClick={onClose} size="sm">
        {t("notificationsViewAll")}
      </Anchor>
      <NotificationList unreadFirst onOpen={onClose} />
    </Drawer>
  );
}
