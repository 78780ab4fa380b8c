/**
 * Who may read and who may change a post (boards spec sections 5 and 8): secret posts open only for
 * the author, an administrator or the author of the post replied to; edit and delete for the author
 * or an administrator, with the post password when one is set. A small module of its own so that
 * posts/service.ts and files/service.ts (attachments follow their post's rules) both use it without
 * importing each other.
 */
import type { ErrorCode } from "@portal/contract";
import { verifyPassword } from "../auth/index.ts";
import { assertCanRead, findBoard, visibleBoard } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import type { Board } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { findPost, type PostWithCategory, type Viewer } from "./queries.ts";

/** The viewer of a list or post: member id (null for a visitor) and whether an administrator. */
export const viewerOf = (user: Member | null): Viewer => ({
  userId: user?.userId ?? null,
  isAdmin: user?.role === "A",
});

/** Administrators (role A) pass the author-only rules. */
export const isAdmin = (user: Member | null) => user?.role === "A";

/** Secret posts open only for the author, an administrator, or the author of the post replied to. */
export function canRead(post: { secret: number; authorId: string; parentAuthorId: string | null }, viewer: Viewer) {
  if (post.secret !== 1 || viewer.isAdmin) return true;
  if (viewer.userId === null) return false;
  return post.authorId === viewer.userId || post.parentAuthorId === viewer.userId;
}

/**
 * Loads a post the viewer may read, with its board (used by the comment and file rules too).
 * @throws POST_NOT_FOUND, BOARD_NOT_FOUND, LOGIN_REQUIRED / READ_NOT_ALLOWED (board read permission), SECRET_POST
 */
export async function readablePost(ctx: AppContext, postId: number, user: Member | null) {
  const post = await findPost(ctx.db, postId);
  return checkReadable(post, post && (await findBoard(ctx.db, post.boardId)), user);
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
  if (!canRead(post, viewerOf(user))) throw new AppError("SECRET_POST");
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
