/**
 * What the moderation tests share (issue 41): a member's report, an administrator's decision, the queue's
 * row of an item and a member's notification texts (run the notify jobs first: notification-fixtures.ts).
 */
import type { Client, Member } from "./harness.ts";

/** POST /api/reports of `targetKind` `targetId` by `client`, reason spam unless `over` says otherwise. */
export const report = (client: Client, targetKind: string, targetId: number, over: Record<string, unknown> = {}) =>
  client.post("/api/reports", { targetKind, targetId, reason: "spam", ...over });

/** The administrator's decision `body` ({ action, days? }) on an item. */
export const decide = (admin: Member, targetKind: string, targetId: number, body: Record<string, unknown>) =>
  admin.post(`/api/admin/reports/${targetKind}/${targetId}/decision`, body);

/** The queue's row of an item under the filter `query` (a query string), or undefined. */
export async function queueItem(admin: Member, query: string, targetId: number, kind = "post") {
  const { body } = await admin.get(`/api/admin/reports?${query}`);
  return body.items.find(
    (i: { targetId: number; targetKind: string }) => i.targetId === targetId && i.targetKind === kind,
  );
}

/** `client`'s notifications as "text link" lines. */
export async function notificationTexts(client: Client): Promise<string[]> {
  const { items } = (await client.get("/api/notifications")).body as { items: { text: string; link: string | null }[] };
  return items.map((n) => `${n.text} ${n.link}`);
}

/** A comment by `client` on post `postId`; resolves with its id. */
export async function commentOn(client: Client, postId: number, body: string): Promise<number> {
  return (await client.post(`/api/posts/${postId}/comments`, { body })).body.commentId as number;
}
