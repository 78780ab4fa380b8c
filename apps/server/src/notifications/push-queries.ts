/**
 * The Web Push statements (issue 40 §2; docs/notifications.md "Web Push"): a member's subscriptions
 * (one row per browser subscription, keyed by its push service address), the subscribe and unsubscribe
 * statements (each one conditional statement, so another member's row is never taken or removed), and
 * the push claim on a notification row (one conditional UPDATE, so nothing is pushed twice).
 */
import type { Db } from "../db/database.ts";

/** A browser subscription as kept. */
export interface PushDevice {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
}

/** The endpoints of a member's subscribed devices. */
export async function deviceEndpoints(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("pushSubscriptions")
    .select("endpoint")
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();
  return rows.map((row) => row.endpoint);
}

/** The devices of `userIds`. */
export function devicesOf(db: Db, userIds: string[]): Promise<PushDevice[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("pushSubscriptions")
    .select(["endpoint", "userId", "p256dh", "auth"])
    .where("userId", "in", userIds)
    .execute();
}

/**
 * Keeps `device` for its member in ONE statement: a new endpoint is inserted; one already the member's
 * gets the new keys; one of another member is left as it is. Resolves false in that last case.
 */
export async function upsertDevice(db: Db, device: PushDevice, at: string): Promise<boolean> {
  const row = await db
    .insertInto("pushSubscriptions")
    .values({ ...device, createdAt: at })
    .onConflict((oc) =>
      oc
        .column("endpoint")
        .doUpdateSet({ p256dh: device.p256dh, auth: device.auth })
        .where("pushSubscriptions.userId", "=", device.userId),
    )
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves the device kept under `old` (its address and auth secret) to the browser's renewed subscription,
 * its member kept, in ONE conditional UPDATE; resolves false when no device has that address and
 * secret. A renewed address another row already holds fails on the address's key (a unique violation).
 */
export async function renewDevice(
  db: Db,
  old: { endpoint: string; auth: string },
  renewed: Omit<PushDevice, "userId">,
): Promise<boolean> {
  const result = await db
    .updateTable("pushSubscriptions")
    .set(renewed)
    .where("endpoint", "=", old.endpoint)
    .where("auth", "=", old.auth)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the member's own subscription of `endpoint`; resolves false when they have none. */
export async function deleteOwnDevice(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom("pushSubscriptions")
    .where("endpoint", "=", endpoint)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a subscription the push service no longer knows (404 or 410), whoever's it is. */
export async function deleteGoneDevice(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom("pushSubscriptions").where("endpoint", "=", endpoint).execute();
}
