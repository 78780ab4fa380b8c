/** The notification centre's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
import type { NotificationEvent } from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { fanOut } from "./fan-out.ts";

export { withdrawFromNotifications } from "./queries.ts";
export { notificationRoutes } from "./routes.ts";
export { purgeOldNotifications } from "./service.ts";

/** The "notify" job's handler (jobs/notify.ts queues it): the event's fan-out. */
export function notifyJobHandler(ctx: AppContext): JobHandler {
  return async (payload) => {
    await fanOut(ctx, payload as NotificationEvent);
  };
}
