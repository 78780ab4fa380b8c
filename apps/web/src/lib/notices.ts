/**
 * The notices themselves, on Mantine's toast store, without loading the toast container: `notify.ts`
 * (which loads it, for screens) and the idle-session warning (which runs inside the loaded hosts, so must
 * not import the loader: components/SessionTimeout → lib/notify → lib/overlays ⇢ lib/overlay-hosts →
 * components/SessionTimeout was an import circle) share it. An error notice stays only while it is true: a
 * success, or a form that is right again (`clearErrorNotices`), takes the red notices down (issue 38 §4).
 */
import { notifications } from "@mantine/notifications";

/** The ids of the red notices shown and not yet taken down. */
const errorIds = new Set<string>();

/** Takes down every red notice still shown (a form's problems are mended, or it succeeded). */
export function clearErrorNotices(): void {
  for (const id of errorIds) notifications.hide(id);
  errorIds.clear();
}

/** A green notice for 3 s; the red ones go. */
export function showSuccess(message: string): void {
  clearErrorNotices();
  notifications.show({ message, color: "teal", autoClose: 3000 });
}

/** A red notice for 5 s (or until a success or a mended form takes it down). */
export function showError(message: string): void {
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
