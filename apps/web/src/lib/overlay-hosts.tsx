/** The confirmation modal host, the toast container and the idle session warning (see overlays.tsx). */
import { ModalsProvider } from "@mantine/modals";
import { Notifications, useNotifications } from "@mantine/notifications";
import { t } from "@portal/contract";
import { useState } from "react";
import { SessionTimeout } from "../components/SessionTimeout.tsx";

/**
 * The toast container, from the first toast on (the store keeps a toast shown before it mounts):
 * most pages show none, and its six positions and transitions were a part of the hosts' first render
 * that holds the main thread.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? <Notifications position="top-right" /> : null;
}

export function OverlayHosts() {
  return (
    <>
      <ModalsProvider labels={{ confirm: t("confirm"), cancel: t("cancel") }} />
      <Toasts />
      <SessionTimeout />
    </>
  );
}
