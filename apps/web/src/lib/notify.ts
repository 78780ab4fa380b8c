/** Korean alerts as notifications (the legacy portal used window.alert). */

import { notifications } from "@mantine/notifications";
import { t } from "@portal/contract";
import { loadOverlays } from "./overlays.tsx";

/** The close button of a notification, named for screen readers (axe button-name). */
const CLOSE = { "aria-label": t("close") };

export function notifySuccess(message: string): void {
  void loadOverlays();
  notifications.show({ message, color: "teal", autoClose: 3000, closeButtonProps: CLOSE });
}

export function notifyError(message: string): void {
  void loadOverlays();
  notifications.show({ message, color: "red", autoClose: 5000, closeButtonProps: CLOSE });
}
