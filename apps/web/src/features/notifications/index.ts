/** The notification centre's public entry for other features (docs/ARCHITECTURE.md "Folders and imports"). */
export { BoardNotificationSwitches } from "./BoardNotificationSwitches.tsx";
export { NotificationPreferences } from "./NotificationPreferences.tsx";
