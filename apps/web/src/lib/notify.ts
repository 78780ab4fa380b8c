/**
 * Korean alerts as notifications (the legacy portal used window.alert), for screens: each loads the toast
 * container first (lib/overlays.tsx), then shows its notice (lib/notices.ts, where red notices are taken
 * down again by a success or a mended form, issue 38 §4).
 */
import { notifications } from "@mantine/notifications";
import { clearErrorNotices, showError, showSuccess } from "./notices.ts";
import { loadOverlays } from "./overlays.tsx";

export { clearErrorNotices };

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

/** A green notice (the container loaded first). */
export function notifySuccess(message: string): void {
  void loadOverlays();
  showSuccess(message);
}

/** A red notice (the container loaded first). */
export function notifyError(message: string): void {
  void loadOverlays();
  showError(message);
}
