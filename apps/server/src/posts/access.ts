/**
 * Who may read, reply to and change a post (boards spec sections 5 and 8): secret posts open only for
 * the author, an administrator or the author of the post replied to; replies where the board and the
 * post allow them; edit and delete for the author or an administrator, with the post password when one
 * is set. A small module of its own so that the post reads and writes and files/service.ts (attachments
 * follow their post's rules) all use it.
 */
import { acceptsReplies, type ErrorCode } from "@portal/contract";
import { verifyPassword } from "../auth/index.ts";
import { assertCanRead, findBoard, visibleBoard } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import type { Board, ModerationState } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { findPost, findPostsWithBoards, type PostWithCategory, type Viewer } from "./queries.ts";

/** The viewer of a list or post: member id (null for a visitor) and whether an administrator. */
export const viewerOf = (user: Member | null): Viewer => ({
  userId: user?.userId ?? null,
  isAdmin: user?.role === "A",
});

/** Administrators (role A) pass the author-only rules. */
export const isAdmin = (user: Member | null) => user?.role === "A";

/** What a post's readability depends on. */
type ReadFacts = {
  secret: number;
  authorId: string;
  parentAuthorId: string | null;
  moderation: ModerationState | null;
};

/** The refusal of each moderation state (issue 41; docs/moderation.md). */
const MODERATION_REFUSAL = {
  review: "UNDER_REVIEW",
  hidden: "HIDDEN_BY_ADMIN",
  temporary: "TEMPORARY_MEASURE",
} as const satisfies Record<ModerationState, ErrorCode>;

/**
 * Why `viewer` may not read `post`, or null when they may: an administrator reads everything; a post
 * hidden by moderation (issue 41) opens only for its author; a secret post for its author or the author of
 * the post replied to. `readableBy` (lists/readable.ts) is the same rule in SQL.
 */
export function readRefusal(post: ReadFacts, viewer: Viewer): ErrorCode | null {
  if (viewer.isAdmin) return null;
  const own = viewer.userId !== null && post.authorId === viewer.userId;
  if (post.moderation !== null && !own) return MODERATION_REFUSAL[post.moderation];
  if (post.secret !== 1 || own) return null;
  return viewer.userId !== null && post.parentAuthorId === viewer.userId ? null : "SECRET_POST";
}

/** Whether `viewer` may read `post` (`readRefusal` finds nothing). */
export const canRead = (post: ReadFacts, viewer: Viewer) => readRefusal(post, viewer) === null;

/**
 * Loads a post the viewer may read, with its board (used by the comment and file rules too).
 * @throws POST_NOT_FOUND, BOARD_NOT_FOUND, LOGIN_REQUIRED / READ_NOT_ALLOWED (board read permission), SECRET_POST,
 *   UNDER_REVIEW / HIDDEN_BY_ADMIN / TEMPORARY_MEASURE (hidden by moderation)
 */
export async function readablePost(ctx: AppContext, postId: number, user: Member | null) {
  const post = await findPost(ctx.db, postId);
  return checkReadable(post, post && (await findBoard(ctx.db, post.boardId)), user);
}

/**
 * The posts of `postIds` the viewer may read now, each with its board, by id: {@link readablePost}'s rule
 * in one statement on PostgreSQL and two on SQLite whatever their number (a list that links many posts,
 * such as the bell's page). An id that is missing, deleted or refused is absent.
 */
export async function readablePosts(ctx: AppContext, postIds: number[], user: Member | null) {
  const readable = new Map<number, NonNullable<ReturnType<typeof readableOrNot<PostWithCategory>>>>();
  for (const { post, board } of await findPostsWithBoards(ctx.db, ctx.dialect, [...new Set(postIds)])) {
    const found = readableOrNot(post, board, user);
    if (found) readable.set(post.postId, found);
  }
  return readable;
}

/**
 * Who may read post `postId` now: the post and its board read once, {@link readablePost}'s rule applied to
 * any member in memory (a notice's fan-out checks 10,000 members with two statements, not 20,000). A
 * post that is missing or deleted is readable by no one.
 */
export async function postReaders(ctx: AppContext, postId: number): Promise<(user: Member) => boolean> {
  const post = await findPost(ctx.db, postId);
  const board = post && (await findBoard(ctx.db, post.boardId));
  return (user) => readableOrNot(post, board, user) !== undefined;
}

/** {@link checkReadable}'s answer, or undefined where it refuses. */
function readableOrNot<P extends PostWithCategory>(post: P | undefined, board: Board | undefined, user: Member | null) {
  try {
    return checkReadable(post, board, user);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/**
 * `post` with its `board` (as read) when the viewer may read it.
 * @throws POST_NOT_FOUND, BOARD_NOT_FOUND, LOGIN_REQUIRED / READ_NOT_ALLOWED (board read permission), SECRET_POST
 */
export function checkReadable<P extends PostWithCategory>(
  post: P | undefined,
  board: Board | undefined,
  user: Member | null,
) {
  if (!post) throw new AppError("POST_NOT_FOUND");
  const visible = visibleBoard(board, user);
  assertCanRead(visible, user);
  const refusal = readRefusal(post, viewerOf(user));
  if (refusal) throw new AppError(refusal);
  return { post, board: visible };
}

/** Post password check for edit and delete; administrators pass without it. */
async function checkPostPassword(post: PostWithCategory, user: Member, password: string | undefined) {
  if (!post.passwordHash || isAdmin(user)) return;
  if (!password) throw new AppError("POST_PASSWORD_REQUIRED");
  if (!(await verifyPassword(post.passwordHash, password))) throw new AppError("POST_PASSWORD_WRONG");
}

/**
 * A post its author (or an administrator) may change, with its board: the edit and delete rule,
 * also used for its attachments.
 * @throws POST_NOT_FOUND, SECRET_POST, `refusal` for someone else, POST_PASSWORD_REQUIRED/WRONG
 */
export async function modifiablePost(
  ctx: AppContext,
  postId: number,
  user: Member,
  password: string | undefined,
  refusal: Extract<ErrorCode, "NOT_OWN_POST_EDIT" | "NOT_OWN_POST_DELETE">,
): Promise<{ post: PostWithCategory; board: Board; user: Member }> {
  const { post, board } = await readablePost(ctx, postId, user);
  if (post.authorId !== user.userId && !isAdmin(user)) throw new AppError(refusal);
  await checkPostPassword(post, user, password);
  return { post, board, user };
}

/**
 * Reply rule (the 답글 button and POST /replies): a member, not the author, on an ordinary board with
 * REPLY_AT Y and replies allowed (not a calendar), on a post that allows replies.
 */
export function canReplyTo(board: Board, post: PostWithCategory, user: Member | null): boolean {
  return user !== null && acceptsReplies(board) && post.replyAllowed === 1 && post.authorId !== user.userId;
}
