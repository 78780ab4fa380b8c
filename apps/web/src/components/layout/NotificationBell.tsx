/**
 * The header's bell (issue 40 §2): the live unread notification count, and on press the list in a drawer
 * (its code and words load on the first press: features/notifications/NotificationPanel.tsx).
 */
import { ActionIcon, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { t } from "@portal/contract";
import { IconBell } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useNotificationCount } from "../../lib/notificationCount.ts";
import { lazyScreen } from "../../lib/screens.ts";
import classes from "./Header.module.css";

const NotificationPanel = lazyScreen(() =>
  import("../../features/notifications/NotificationPanel.tsx").then((m) => ({ default: m.NotificationPanel })),
);

/** The bell; `phone`: the one beside the phone menu's button. */
export function NotificationBell({ phone = false }: { phone?: boolean }) {
  const unread = useNotificationCount();
  const [opened, panel] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const label = unread > 0 ? t("headerNotificationsUnread", { count: unread }) : t("headerNotifications");
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        className={classes.bell}
        hiddenFrom={phone ? "md" : undefined}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-testid="notification-bell"
        onClick={() => {
          setUsed(true);
          panel.open();
        }}
      >
        <IconBell aria-hidden size={20} />
        {/* The name in the button's text, the count shown beside it hidden from it (KWCAG 2.5.3). */}
        <VisuallyHidden component="span">{label}</VisuallyHidden>
        {unread > 0 && (
          <span className={classes.bellCount} aria-hidden data-testid="notification-count">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </ActionIcon>
      {used && (
        <Suspense fallback={null}>
          <NotificationPanel opened={opened} onClose={panel.close} phone={phone} />
        </Suspense>
      )}
    </>
  );
}
