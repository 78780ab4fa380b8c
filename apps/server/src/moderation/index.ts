/** The moderation feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */

export { endTemporaryMeasures, purgeOldReports } from "./admin-service.ts";
export { moderationRoutes } from "./routes.ts";
