/** The notification centre's public entry for other features (docs/ARCHITECTURE.md "Folders and imports"). */
export { NotificationPreferences } from "./NotificationPreferences.tsx";
