/** Korean alerts as notifications (the legacy portal used window.alert). */
import { notifications } from "@mantine/notifications";

export function notifySuccess(message: string): void {
  notifications.show({ message, color: "teal", autoClose: 3000 });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: "red", autoClose: 5000 });
}
