/** The confirmation modal host, the toast container and the idle session warning (see overlays.tsx). */
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { t } from "@portal/contract";
import { SessionTimeout } from "../components/SessionTimeout.tsx";

export function OverlayHosts() {
  return (
    <>
      <ModalsProvider labels={{ confirm: t("confirm"), cancel: t("cancel") }} />
      <Notifications position="top-right" />
      <SessionTimeout />
    </>
  );
}
