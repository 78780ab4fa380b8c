/**
 * A member's notification preferences (issue 40 §2; docs/notifications.md "Preferences"): per type, the
 * portal on or off and e-mail off, at once or in the daily digest. A type the member never changed has
 * NOTIFICATION_DEFAULTS; a change is one row per member per type, read by the next fan-out (so it takes
 * effect at once).
 */
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_DIGEST_HOUR_SEOUL,
  NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationEmailMode,
  type NotificationPreferenceInput,
  type NotificationPreferences,
  type NotificationType,
} from "@portal/contract";
import type { Db } from "../db/database.ts";
import type { Member } from "../http/route-guard.ts";
import { preferenceRows, upsertPreference } from "./queries.ts";

type Row = Awaited<ReturnType<typeof preferenceRows>>[number];

const channels = (row: Row): NotificationChannels => ({
  portal: row.portal === 1,
  email: row.email as NotificationEmailMode,
  push: row.push === null ? NOTIFICATION_DEFAULTS[row.type as NotificationType].push : row.push === 1,
});

/** Each of `userIds`' channels for `type` (the default where they changed nothing). */
export async function channelsFor(db: Db, userIds: string[], type: NotificationType) {
  const changed = new Map((await preferenceRows(db, userIds, type)).map((row) => [row.userId, channels(row)]));
  return (userId: string): NotificationChannels => changed.get(userId) ?? NOTIFICATION_DEFAULTS[type];
}

/** Every type's channels of one member, in the order of NOTIFICATION_TYPES. */
export async function memberChannels(db: Db, userId: string): Promise<Map<NotificationType, NotificationChannels>> {
  const changed = new Map((await preferenceRows(db, [userId])).map((row) => [row.type, channels(row)]));
  return new Map(NOTIFICATION_TYPES.map((type) => [type, changed.get(type) ?? NOTIFICATION_DEFAULTS[type]]));
}

/** GET /api/notifications/preferences: the member's table and the digest's hour (Asia/Seoul). */
export async function getPreferences(db: Db, user: Member): Promise<NotificationPreferences> {
  const all = await memberChannels(db, user.userId);
  return {
    items: [...all].map(([type, value]) => ({ type, ...value })),
    digestHour: NOTIFICATION_DIGEST_HOUR_SEOUL,
  };
}

/** Sets one type's channels of `userId` (validated by the route's schema; push kept when not given). */
export function setChannels(db: Db, userId: string, type: NotificationType, input: NotificationPreferenceInput) {
  return upsertPreference(db, {
    userId,
    type,
    portal: input.portal ? 1 : 0,
    email: input.email,
    push: input.push === undefined ? null : input.push ? 1 : 0,
    updatedAt: new Date().toISOString(),
  });
}

/** PUT /api/notifications/preferences/{type}: resolves with the whole table as it now is. */
export async function putPreference(
  db: Db,
  user: Member,
  type: NotificationType,
  input: NotificationPreferenceInput,
): Promise<NotificationPreferences> {
  await setChannels(db, user.userId, type, input);
  return getPreferences(db, user);
}
