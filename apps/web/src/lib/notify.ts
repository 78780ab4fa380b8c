/**
 * Korean alerts as notifications (the legacy portal used window.alert). An error notice stays only
 * while it is true: a success, or a form that is right again (`clearErrorNotices`), takes the red
 * notices down (issue 38 §4: no old red toast beside the green one).
 */

import { notifications } from "@mantine/notifications";
import { loadOverlays } from "./overlays.tsx";

/** The ids of the red notices shown and not yet taken down. */
const errorIds = new Set<string>();

/** Takes down every red notice still shown (a form's problems are mended, or it succeeded). */
export function clearErrorNotices(): void {
  for (const id of errorIds) notifications.hide(id);
  errorIds.clear();
}

export function notifySuccess(message: string): void {
  void loadOverlays();
  clearErrorNotices();
  notifications.show({ message, color: "teal", autoClose: 3000 });
}

export function notifyError(message: string): void {
  void loadOverlays();
  const id = notifications.show({
    message,
    color: "red",
    autoClose: 5000,
    onClose: (closed) => {
      if (closed.id) errorIds.delete(closed.id);
    },
  });
  errorIds.add(id);
}
