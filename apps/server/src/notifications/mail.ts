/**
 * Notifications by e-mail (issue 40 §2; docs/notifications.md "E-mail"), through the portal's durable
 * mail (ctx.mailer files each message as a "mail" job):
 *
 * - at once: the fan-out job mails each new row of a member whose type is set to "now";
 * - the daily digest (NOTIFICATION_DIGEST_HOUR_SEOUL, a jobs-worker job): to each member with unread
 *   rows of "digest" types made after their last visit to the portal, listing only those they may still
 *   read at send time (the list's read-time check), with a one-click unsubscribe (RFC 8058) and a link
 *   to the preferences.
 *
 * A row is mailed at most once: ONE conditional UPDATE claims it (`emailedAt`) before its mail is filed.
 * Titles and texts are escaped in the HTML part.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_RETENTION_DAYS, NOTIFICATION_TYPES, type NotificationType, t } from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Notification, User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { escapeHtml } from "../text/escape-html.ts";
import { memberChannels, setChannels } from "./preferences.ts";
import {
  claimEventRows,
  claimForDelivery,
  digestCandidates,
  lastVisit,
  signingKey,
  unreadUnmailed,
  userRow,
} from "./queries.ts";
import { notificationText, readableLink, targetResolver } from "./service.ts";

const DAY_MS = 86_400_000;
/** Where the preferences table is (마이페이지). */
export const PREFERENCES_PATH = "/app/FUL/MyPage#notification-preferences";
const UNSUBSCRIBE_KEY = "notification-unsubscribe";

/** A row to mail with its absolute link. */
interface Entry {
  row: Notification;
  url: string;
}

const absolute = (ctx: AppContext, path: string) => new URL(path, ctx.config.publicUrl).toString();
const mailable = (user: User | undefined): user is User & { email: string } =>
  Boolean(user?.email && user.active === 1 && !user.lockedAt && !user.withdrawnAt);

/** The mail's footer: the link to the preferences (where any e-mail is turned off) and why it came. */
function footer(ctx: AppContext) {
  const prefs = absolute(ctx, PREFERENCES_PATH);
  return {
    text: `${t("notificationMailPrefs")}: ${prefs}\n${t("notificationMailFooter")}`,
    html: `<p><a href="${escapeHtml(prefs)}">${escapeHtml(t("notificationMailPrefs"))}</a></p><p>${escapeHtml(t("notificationMailFooter"))}</p>`,
  };
}

/** One entry as a text line and an HTML list item (the text escaped). */
function entryParts(entry: Entry) {
  const text = notificationText(entry.row);
  return {
    text: `- ${text}\n  ${entry.url}`,
    html: `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(text)}</a></li>`,
  };
}

/** The at-once mail of one row. */
function atOnceMail(ctx: AppContext, to: string, entry: Entry): MailMessage {
  const text = notificationText(entry.row);
  const foot = footer(ctx);
  return {
    to,
    subject: t("notificationMailSubject", { text }),
    text: `${text}\n\n${t("notificationMailOpen")}: ${entry.url}\n\n${foot.text}`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(entry.url)}">${escapeHtml(t("notificationMailOpen"))}</a></p>${foot.html}`,
  };
}

/**
 * The fan-out's at-once mails: the event's rows of `recipientIds` (members whose type is "now") not yet
 * mailed are claimed and mailed, each once. A retried job mails what a failed run left.
 */
export async function mailAtOnce(ctx: AppContext, eventKey: string, recipientIds: string[]): Promise<void> {
  for (const row of await claimEventRows(ctx.db, "emailedAt", eventKey, recipientIds)) {
    const user = await userRow(ctx.db, row.recipientId);
    if (!mailable(user)) continue;
    const link = await readableLink(row, targetResolver(ctx, user));
    if (link) await ctx.mailer.send(atOnceMail(ctx, user.email, { row, url: absolute(ctx, link) }));
  }
}

/** The signed one-click unsubscribe token of `userId`: base64url(userId).HMAC-SHA256. */
export async function unsubscribeToken(ctx: AppContext, userId: string): Promise<string> {
  const key = await signingKey(ctx.db, UNSUBSCRIBE_KEY, randomBytes(32).toString("base64url"));
  const mac = createHmac("sha256", key).update(`digest-unsubscribe:${userId}`).digest("base64url");
  return `${Buffer.from(userId).toString("base64url")}.${mac}`;
}

/** The member a token was made for, or null when its signature does not match. */
async function tokenUser(ctx: AppContext, token: string): Promise<string | null> {
  const [encoded = "", mac = ""] = token.split(".");
  const userId = Buffer.from(encoded, "base64url").toString();
  if (!userId) return null;
  const expected = Buffer.from((await unsubscribeToken(ctx, userId)).split(".")[1] ?? "");
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * POST /api/notifications/unsubscribe?token= (RFC 8058 one-click, no login): every type the member
 * gets in the digest is set to no e-mail (the portal channel kept).
 * @throws NOTIFICATION_UNSUBSCRIBE_INVALID for a token whose signature does not match
 */
export async function unsubscribeDigest(ctx: AppContext, token: string): Promise<{ message: string }> {
  const userId = await tokenUser(ctx, token);
  if (!userId) throw new AppError("NOTIFICATION_UNSUBSCRIBE_INVALID");
  for (const [type, channels] of await memberChannels(ctx.db, userId)) {
    if (channels.email === "digest") await setChannels(ctx.db, userId, type, { ...channels, email: "off" });
  }
  return { message: t("notificationUnsubscribed") };
}

/**
 * The digest mail of `entries`: the one-click unsubscribe rides the headers (a mail client POSTs it);
 * the body links to the preferences.
 */
async function digestMail(ctx: AppContext, user: User & { email: string }, entries: Entry[]): Promise<MailMessage> {
  const unsubscribe = absolute(ctx, `/api/notifications/unsubscribe?token=${await unsubscribeToken(ctx, user.userId)}`);
  const lead = t("notificationDigestLead", { name: user.nameKo, count: entries.length });
  const parts = entries.map(entryParts);
  const foot = footer(ctx);
  return {
    to: user.email,
    subject: t("notificationDigestSubject", { count: entries.length }),
    text: [lead, "", ...parts.map((p) => p.text), "", foot.text].join("\n"),
    html: `<p>${escapeHtml(lead)}</p><ul>${parts.map((p) => p.html).join("")}</ul>${foot.html}`,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** What one member's digest lists at `now`: unread, unmailed rows of digest types, since the last visit, readable. */
async function digestEntries(ctx: AppContext, user: User): Promise<Entry[]> {
  const channels = await memberChannels(ctx.db, user.userId);
  const visit = await lastVisit(ctx.db, user.userId);
  const isType = (type: string): type is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(type);
  // A row shown in the portal is news only if the member has not opened the portal since it came.
  const rows = (await unreadUnmailed(ctx.db, user.userId)).filter(
    (row) =>
      isType(row.type) &&
      channels.get(row.type)?.email === "digest" &&
      (row.inPortal === 0 || !visit || row.createdAt > visit),
  );
  const resolve = targetResolver(ctx, user, rows);
  const entries: Entry[] = [];
  for (const row of rows) {
    const link = await readableLink(row, resolve);
    if (link) entries.push({ row, url: absolute(ctx, link) });
  }
  return entries;
}

/** Sends one member's digest; resolves true when a mail was filed. */
async function sendDigest(ctx: AppContext, userId: string, now: Date): Promise<boolean> {
  const user = await userRow(ctx.db, userId);
  if (!mailable(user)) return false;
  const entries = await digestEntries(ctx, user);
  const claimed = await claimForDelivery(
    ctx.db,
    "emailedAt",
    entries.map((entry) => entry.row.id),
    now.toISOString(),
  );
  const mine = entries.filter((entry) => claimed.has(entry.row.id));
  if (mine.length === 0) return false;
  await ctx.mailer.send(await digestMail(ctx, user, mine));
  return true;
}

/** The "notification-digest" job: every member's digest at `now`. Resolves with the mails filed. */
export async function sendDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS).toISOString();
  let sent = 0;
  for (const userId of await digestCandidates(ctx.db, since)) if (await sendDigest(ctx, userId, now)) sent += 1;
  return sent;
}
