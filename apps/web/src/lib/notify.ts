/** Korean alerts as notifications (the legacy portal used window.alert). */
import { notifications } from "@mantine/notifications";
import { loadOverlays } from "./overlays.tsx";

export function notifySuccess(message: string): void {
  void loadOverlays();
  notifications.show({ message, color: "teal", autoClose: 3000 });
}

export function notifyError(message: string): void {
  void loadOverlays();
  notifications.show({ message, color: "red", autoClose: 5000 });
}
