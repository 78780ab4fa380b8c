/**
 * The "notify" job (issue 40 §1 and §3): from an event a feature queued, who is told and what. Run by
 * the jobs worker, never on the request thread. Nobody is told of their own action, of anything by a
 * member they blocked in the note centre (TYPE I), or of a post they cannot read now; on the anonymous
 * board the author is neither named nor kept. Rows are written in batches of FAN_OUT_BATCH with the
 * unique key (recipient, event), so a retried job or a second node writes nothing twice; each member
 * written to hears `{ type: "notifications" }` on their live stream. A push that failed (not 404/410) is
 * thrown after all that, so the worker logs it; the retry finds nothing left to write, mail or push.
 */
import type { NotificationEvent, NotificationType } from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { memberChannel } from "../events/stream.ts";
import { postReaders } from "../posts/index.ts";
import { mailAtOnce } from "./mail.ts";
import { mentionsIn } from "./mentions.ts";
import { channelsFor } from "./preferences.ts";
import { membersWithDevices, pushAtOnce } from "./push.ts";
import {
  activeReservationsOfSlot,
  activeUsers,
  administratorIds,
  blockersOf,
  boardFollowers,
  commentWithPost,
  dealCommentRow,
  dealRow,
  favouriters,
  insertNotifications,
  memberName,
  type NewNotification,
  noticeAudience,
  pendingQueueEntry,
  postRow,
  replyWithParent,
  reservationRow,
} from "./queries.ts";

/** Rows written per statement. */
export const FAN_OUT_BATCH = 500;

/** One kind of notification to a set of members: the same text and target for each. */
interface Draft {
  type: NotificationType;
  key: string;
  recipientIds: string[];
  /** The member who acted (never told; their blockers neither); null for none. */
  actorId: string | null;
  /** The name shown; null on the anonymous board. */
  actorName: string | null;
  targetKind: NewNotification["targetKind"];
  targetId: string;
  anchor: string | null;
  title: string;
  params?: Record<string, string>;
  /** A post whose reading rights each recipient must have now. */
  postId?: number;
  /** A hidden deal: only administrators may read it. */
  hiddenDeal?: boolean;
}

const present = (ids: (string | null | undefined)[]) => ids.filter((id): id is string => Boolean(id));

/** The members named with `@` in `text`, told with `base`'s target (type `mention`). */
async function mentionDraft(
  ctx: AppContext,
  base: Omit<Draft, "type" | "recipientIds">,
  text: string,
  anonymous: boolean,
): Promise<Draft> {
  return { ...base, type: "mention", recipientIds: await mentionsIn(ctx.db, base.actorId, text, anonymous) };
}

/**
 * A comment: for a reply, the parent comment's author (first), the post's author (내 글에 댓글), then the
 * members it mentions (one notification per member: the first that applies).
 */
async function commentDrafts(ctx: AppContext, key: string, commentId: number): Promise<Draft[]> {
  const row = await commentWithPost(ctx.db, commentId);
  if (!row) return [];
  const anonymous = row.anonymous === 1;
  const base = {
    key,
    actorId: row.authorId,
    actorName: anonymous ? null : row.authorName,
    targetKind: "post" as const,
    targetId: String(row.postId),
    anchor: String(row.commentId),
    title: row.title,
    postId: row.postId,
  };
  return [
    { ...base, type: "commentReply", recipientIds: present([row.parentAuthorId]) },
    { ...base, type: "postComment", recipientIds: present([row.postAuthorId]) },
    await mentionDraft(ctx, base, row.body, anonymous),
  ];
}

/** The target and actor of a post's notifications. */
function postBase(key: string, row: NonNullable<Awaited<ReturnType<typeof postRow>>>) {
  return {
    key,
    actorId: row.authorId,
    actorName: row.anonymous === 1 ? null : row.authorName,
    targetKind: "post" as const,
    targetId: String(row.postId),
    anchor: null,
    title: row.title,
    postId: row.postId,
  };
}

/** A reply post (RE:): the parent post's author, then the members it mentions. */
async function replyPostDrafts(ctx: AppContext, key: string, postId: number): Promise<Draft[]> {
  const row = await replyWithParent(ctx.db, postId);
  const post = await postRow(ctx.db, postId);
  if (!row || !post) return [];
  const base = postBase(key, post);
  return [
    { ...base, type: "replyPost", recipientIds: [row.parentAuthorId] },
    await mentionDraft(ctx, base, post.bodyText, post.anonymous === 1),
  ];
}

/**
 * A new post: the members it mentions, then, for a notice, every member who did not turn the board's
 * notices off, then the board's followers (each read right checked per member at fan-out).
 */
async function postDrafts(ctx: AppContext, key: string, postId: number): Promise<Draft[]> {
  const post = await postRow(ctx.db, postId);
  if (!post) return [];
  const base = { ...postBase(key, post), params: { board: post.boardName } };
  const drafts = [await mentionDraft(ctx, base, post.bodyText, post.anonymous === 1)];
  if (post.parentId !== null) return drafts;
  if (post.notice === 1)
    drafts.push({ ...base, type: "boardNotice", recipientIds: await noticeAudience(ctx.db, post.boardId) });
  drafts.push({ ...base, type: "boardPost", recipientIds: await boardFollowers(ctx.db, post.boardId) });
  return drafts;
}

/** The deal events: a comment or a request tells the seller; a price drop or completion the favouriters. */
async function dealDrafts(ctx: AppContext, event: NotificationEvent): Promise<Draft[]> {
  if (!("dealNo" in event)) return [];
  const deal = await dealRow(ctx.db, event.dealNo);
  if (!deal) return [];
  const base = {
    key: event.key,
    targetKind: "deal" as const,
    targetId: String(deal.dealNo),
    title: deal.title,
    hiddenDeal: deal.hiddenAt !== null,
    anchor: null,
  };
  switch (event.kind) {
    case "dealComment": {
      const comment = await dealCommentRow(ctx.db, deal.dealNo, event.seq);
      if (!comment) return [];
      const commentBase = {
        ...base,
        actorId: comment.authorId,
        actorName: comment.authorName,
        anchor: String(event.seq),
      };
      return [
        { ...commentBase, type: "dealComment", recipientIds: [deal.authorId] },
        await mentionDraft(ctx, commentBase, comment.body, false),
      ];
    }
    case "tradeRequest": {
      const actor = { actorId: event.buyerId, actorName: await memberName(ctx.db, event.buyerId) };
      return [{ ...base, ...actor, type: "tradeRequest", recipientIds: [deal.authorId] }];
    }
    case "dealPriceDrop":
    case "dealCompleted": {
      const recipientIds = await favouriters(ctx.db, deal.dealNo);
      const params =
        event.kind === "dealPriceDrop"
          ? { from: event.from.toLocaleString("ko-KR"), to: event.to.toLocaleString("ko-KR") }
          : undefined;
      return [{ ...base, type: event.kind, recipientIds, actorId: event.sellerId, actorName: null, params }];
    }
    default:
      return [];
  }
}

/**
 * An administrator's change of a slot or cancellation of a booking, or the day-before reminder of a
 * booking still active: the member(s) booked.
 */
async function reservationDrafts(ctx: AppContext, event: NotificationEvent): Promise<Draft[]> {
  if (event.kind === "reservationCancelled") {
    const row = await reservationRow(ctx.db, event.reservationId);
    return row ? [reservationDraft(event.kind, event.key, event.adminId, row)] : [];
  }
  if (event.kind === "reservationReminder") {
    const row = await reservationRow(ctx.db, event.reservationId);
    return row?.status === "active" ? [reservationDraft(event.kind, event.key, null, row)] : [];
  }
  if (event.kind !== "slotChanged") return [];
  const rows = await activeReservationsOfSlot(ctx.db, event.slotId);
  return rows.map((row) => reservationDraft("reservationChanged", event.key, event.adminId, row));
}

function reservationDraft(
  type: "reservationChanged" | "reservationCancelled" | "reservationReminder",
  key: string,
  adminId: string | null,
  row: { reservationId: number; userId: string; name: string; date: string; startTime: string; endTime: string },
): Draft {
  return {
    type,
    key,
    recipientIds: [row.userId],
    actorId: adminId,
    actorName: null,
    targetKind: "reservation",
    targetId: String(row.reservationId),
    anchor: null,
    title: `${row.name} ${row.date}`,
    params: { time: `${row.startTime}~${row.endTime}` },
  };
}

/**
 * Issue 41: a report tells the administrators (no actor: the reporter stays unnamed); a 임시조치's
 * outcome tells its author and the requester. Both point at "moderation" (service.ts resolves the link).
 */
async function moderationDrafts(ctx: AppContext, event: NotificationEvent): Promise<Draft[]> {
  const base = { key: event.key, actorId: null, actorName: null, targetKind: "moderation" as const, anchor: null };
  if (event.kind === "report") {
    const recipientIds = await administratorIds(ctx.db);
    return [{ ...base, type: "report", recipientIds, targetId: "queue", title: event.title }];
  }
  if (event.kind !== "moderation") return [];
  const params = { outcome: event.outcome, link: event.link ?? "" };
  return [
    { ...base, type: "moderation", recipientIds: event.recipientIds, targetId: event.key, title: event.title, params },
  ];
}

/** Where an administrator's notification leads: the queue's tab, or the booked slot's roster. */
export const ADMIN_LINKS = {
  companyRequest: "/app/totalboard/permissions?tab=company",
  allianceApplication: "/app/totalboard/permissions?tab=alliance",
  reservationBooked: (eventNo: number, slotId: number) =>
    `/app/totalboard/reservations?tab=dates&event=${eventNo}&roster=${slotId}`,
};

/**
 * A member's company request or alliance application still pending when the job runs, or a booking
 * still active: every active administrator but the member (no post to check; the link leads to the
 * administration screen, for administrators only).
 */
async function adminDrafts(ctx: AppContext, event: NotificationEvent): Promise<Draft[]> {
  const base = { key: event.key, targetKind: "admin" as const, anchor: null };
  if (event.kind === "reservationBooked") {
    const row = await reservationRow(ctx.db, event.reservationId);
    if (row?.status !== "active") return [];
    const link = ADMIN_LINKS.reservationBooked(row.eventNo, row.slotId);
    return [
      {
        ...base,
        type: "reservationBooked",
        recipientIds: await administratorIds(ctx.db),
        actorId: row.userId,
        actorName: await memberName(ctx.db, row.userId),
        targetId: String(row.reservationId),
        title: `${row.name} ${row.date}`,
        params: { time: `${row.startTime}~${row.endTime}`, link },
      },
    ];
  }
  if (event.kind !== "companyRequest" && event.kind !== "allianceApplication") return [];
  const [queue, id] =
    event.kind === "companyRequest"
      ? (["companyRequests", event.requestId] as const)
      : (["allianceApplications", event.applicationId] as const);
  const row = await pendingQueueEntry(ctx.db, queue, id);
  if (!row) return [];
  return [
    {
      ...base,
      type: event.kind,
      recipientIds: await administratorIds(ctx.db),
      actorId: row.userId,
      actorName: row.nameKo,
      targetId: String(row.id),
      title: row.companyName,
      params: { link: ADMIN_LINKS[event.kind] },
    },
  ];
}

/** The drafts of `event`, read at the time the job runs. */
function draftsOf(ctx: AppContext, event: NotificationEvent): Promise<Draft[]> {
  switch (event.kind) {
    case "post":
      return postDrafts(ctx, event.key, event.postId);
    case "comment":
      return commentDrafts(ctx, event.key, event.commentId);
    case "replyPost":
      return replyPostDrafts(ctx, event.key, event.postId);
    case "slotChanged":
    case "reservationCancelled":
    case "reservationReminder":
      return reservationDrafts(ctx, event);
    case "report":
    case "moderation":
      return moderationDrafts(ctx, event);
    case "companyRequest":
    case "allianceApplication":
    case "reservationBooked":
      return adminDrafts(ctx, event);
    default:
      return dealDrafts(ctx, event);
  }
}

/** Whether a member may read the draft's target now (a post and its board read once, for the whole batch). */
async function readersOf(ctx: AppContext, draft: Draft): Promise<(user: User) => boolean> {
  if (draft.hiddenDeal) return (user) => user.role === "A";
  if (draft.postId === undefined) return () => true;
  return postReaders(ctx, draft.postId);
}

/** The recipients of `draft` who may be told: not the actor, active, not blocking the actor, able to read. */
async function allowedRecipients(ctx: AppContext, draft: Draft, ids: string[]): Promise<User[]> {
  const others = [...new Set(ids)].filter((id) => id !== draft.actorId);
  const users = await activeUsers(ctx.db, others);
  const blockers = draft.actorId ? await blockersOf(ctx.db, draft.actorId, others) : new Set<string>();
  const mayRead = await readersOf(ctx, draft);
  return users.filter((user) => !blockers.has(user.userId) && mayRead(user));
}

/**
 * Writes `draft` for its allowed recipients in batches, each by their preferences for the type: nothing
 * for a member with the portal, e-mail and push (or any subscribed device) off, a row kept out of the
 * portal (`inPortal` 0) for one who wants it by e-mail or push only; then the at-once mails and the
 * pushes (a failed delivery added to `failures`). Resolves with the members written to.
 */
async function writeDraft(ctx: AppContext, draft: Draft, createdAt: string, failures: string[]): Promise<string[]> {
  const written: string[] = [];
  for (let i = 0; i < draft.recipientIds.length; i += FAN_OUT_BATCH) {
    const users = await allowedRecipients(ctx, draft, draft.recipientIds.slice(i, i + FAN_OUT_BATCH));
    const channels = await channelsFor(
      ctx.db,
      users.map((user) => user.userId),
      draft.type,
    );
    const withDevices = await membersWithDevices(
      ctx,
      users.filter((user) => channels(user.userId).push).map((user) => user.userId),
    );
    const wanted = users.filter(
      (user) => channels(user.userId).portal || channels(user.userId).email !== "off" || withDevices.has(user.userId),
    );
    const rows: NewNotification[] = wanted.map((user) => ({
      recipientId: user.userId,
      eventKey: draft.key,
      type: draft.type,
      actorId: draft.actorName === null ? null : draft.actorId,
      actorName: draft.actorName,
      targetKind: draft.targetKind,
      targetId: draft.targetId,
      anchor: draft.anchor,
      title: draft.title,
      params: JSON.stringify(draft.params ?? {}),
      createdAt,
      inPortal: channels(user.userId).portal ? 1 : 0,
    }));
    written.push(...(await insertNotifications(ctx.db, rows)));
    const now = wanted.filter((user) => channels(user.userId).email === "now").map((user) => user.userId);
    await mailAtOnce(ctx, draft.key, now);
    failures.push(...(await pushAtOnce(ctx, draft.key, [...withDevices])));
  }
  return written;
}

/**
 * Runs one "notify" job: writes the event's notifications (each member at most once per event) and
 * tells each member written to over the event bus. Resolves with the members told.
 */
export async function fanOut(ctx: AppContext, event: NotificationEvent): Promise<string[]> {
  const createdAt = new Date().toISOString();
  const told: string[] = [];
  const failures: string[] = [];
  for (const draft of await draftsOf(ctx, event)) told.push(...(await writeDraft(ctx, draft, createdAt, failures)));
  for (const userId of new Set(told)) await ctx.events.publish(memberChannel(userId), { type: "notifications" });
  // Every member is written and told first; then the worker logs the failed pushes as the job's failed attempt.
  if (failures.length > 0) throw new Error(`Web Push: ${failures.length} deliveries failed (${failures[0]})`);
  return told;
}
