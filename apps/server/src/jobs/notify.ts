/**
 * How a feature asks for notifications (issue 40): it queues a "notify" job with the event inside its
 * own transaction (the job exists exactly when the change commits), and the jobs worker works out who
 * is told, off the request thread (notifications/fan-out.ts). Shared: features queue events without
 * knowing the notification centre.
 */
import { randomUUID } from "node:crypto";
import type { NotificationEvent } from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { enqueueJob } from "./queue.ts";

/** The job kind of a notification event. */
export const NOTIFY_JOB = "notify";

/** Queues `event` in `db` (pass the change's transaction). */
export async function queueNotification(db: Db, event: NotificationEvent): Promise<void> {
  await enqueueJob(db, NOTIFY_JOB, event, { maxAttempts: 5 });
}

/** A fresh event key for an event that has no row of its own (a price drop, a slot's change): `prefix:uuid`. */
export const eventKey = (prefix: string) => `${prefix}:${randomUUID()}`;

/** Asks this node's job worker to look now (after the queuing transaction committed). */
export function wakeJobs(ctx: AppContext): void {
  ctx.jobs?.wake();
}
