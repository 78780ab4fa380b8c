/** The notification centre's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
import {
  NOTIFICATION_DIGEST_HOUR_SEOUL,
  type NotificationEvent,
  RESERVATION_REMINDER_HOUR_SEOUL,
  seoulHour,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import { NOTIFY_JOB } from "../jobs/notify.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { dailyAtSeoul, type ScheduledTask } from "../jobs/schedules.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { fanOut } from "./fan-out.ts";
import { sendDigests } from "./mail.ts";
import { remindTomorrow } from "./reminder.ts";

export { signingKey, withdrawFromNotifications } from "./queries.ts";
export { notificationRoutes, unsubscribeRoutes } from "./routes.ts";
export { purgeOldNotifications } from "./service.ts";

/** The job kinds of the daily digest and the day-before reminder. */
export const DIGEST_JOB = "notification-digest";
export const REMINDER_JOB = "reservation-reminder";

/** The notification centre's job handlers: the event's fan-out ("notify"), the digest and the reminder. */
export function notificationJobHandlers(ctx: AppContext): Record<string, JobHandler> {
  return {
    [NOTIFY_JOB]: async (payload) => {
      await fanOut(ctx, payload as NotificationEvent);
    },
    [DIGEST_JOB]: async () => {
      await sendDigests(ctx);
    },
    [REMINDER_JOB]: async () => {
      await remindTomorrow(ctx);
    },
  };
}

const HOUR_MS = 3_600_000;

/**
 * The tasks that queue the digest and the reminder as jobs for the worker: the digest once a day at its
 * Seoul hour; the reminder every hour from its Seoul hour to midnight, so a booking for tomorrow made after
 * 09:00 is reminded too (each booking once: its event key).
 */
export function notificationTasks(ctx: AppContext): ScheduledTask[] {
  const queue = async (kind: string) => {
    await enqueueJob(ctx.db, kind, {}, { maxAttempts: 3 });
    ctx.jobs?.wake();
  };
  return [
    dailyAtSeoul(DIGEST_JOB, NOTIFICATION_DIGEST_HOUR_SEOUL, () => queue(DIGEST_JOB)),
    {
      name: REMINDER_JOB,
      everyMs: HOUR_MS,
      run: async () => {
        if (seoulHour() >= RESERVATION_REMINDER_HOUR_SEOUL) await queue(REMINDER_JOB);
      },
    },
  ];
}
