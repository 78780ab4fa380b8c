/** The confirmation modal host and the toast container (see overlays.tsx). */
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { t } from "@portal/contract";

export function OverlayHosts() {
  return (
    <>
      <ModalsProvider labels={{ confirm: t("confirm"), cancel: t("cancel") }} />
      <Notifications position="top-right" />
    </>
  );
}
