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

/**
 * A form's summary of its problems as a red notice that stays while they do (`message`), says the
 * new count as they are mended, and goes with the last one (`message` null). `id` names the form.
 */
export function notifyFormProblems(id: string, message: string | null): void {
  if (message === null) {
    notifications.hide(id);
    return;
  }
  void loadOverlays();
  const notice = { id, message, color: "red", autoClose: false } as const;
  // Shown once (a second show of the same id does nothing), then said anew.
  notifications.show(notice);
  notifications.update(notice);
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
