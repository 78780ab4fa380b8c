/**
 * File rules (boards spec sections 2, 5, 8, 9; issue 3): who may upload to a post and how many
 * files (ATCH_POSBL_FILE_NUMBER, at most 10; none on calendar boards or with FILE_ATCH_POSBL_AT N),
 * how large (ATCH_POSBL_FILE_SIZE, else the server default, never above the global cap), which
 * content, who may remove one, and who may read one (the reader of its post; a deleted post's
 * files are gone). Editor uploads ("drafts") become the post's body pictures, video or logo when
 * the post is saved (`claimPostMedia`).
 */
import type { Readable } from "node:stream";
import {
  acceptsReplies,
  type FileInfo,
  type FileKind,
  type FileRole,
  formatBytes,
  MAX_ATTACHMENTS,
  MAX_BODY_MEDIA,
  t,
} from "@portal/contract";
import { attachmentSlots, canReadBoard, canWriteOn, getVisibleBoard, maxFileBytes } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { Board, StoredFile } from "../db/schema.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import type { Member } from "../http/route-guard.ts";
import { sizeStaticPictures, withPictureSizes } from "./picture-sizes.ts";
import {
  findDrafts,
  findFile,
  insertFiles,
  listPostFiles,
  ownPictureSizes,
  presentFile,
  softDeleteFile,
  staleDrafts,
  takeAttachmentPlaces,
} from "./queries.ts";
import { discardUploads, type StoredUpload, storeUpload } from "./upload.ts";

/** One file part of a multipart request. */
/**
 * Whether a post may be read or changed, as the posts feature decides (posts/access.ts `readablePost`,
 * `modifiablePost`; handed to `fileRoutes` by app.ts, so that files need not import posts, which use files).
 * Both throw the posts' refusals (POST_NOT_FOUND, LOGIN_REQUIRED, SECRET_POST, NOT_OWN_POST_EDIT, …).
 */
export interface PostGate {
  readablePost(ctx: AppContext, postId: number, user: Member | null): Promise<unknown>;
  modifiablePost(
    ctx: AppContext,
    postId: number,
    user: Member | null,
    password: string | undefined,
    refusal: "NOT_OWN_POST_EDIT",
  ): Promise<{ post: { fileCount: number }; board: Board }>;
}

export interface UploadPart {
  file: Readable & { truncated?: boolean };
  filename: string;
}

/** Reads the file parts of the request with busboy's per-file limit set to `maxBytes + 1`. */
export type PartReader = (maxBytes: number, maxFiles: number) => AsyncIterable<UploadPart>;

/** Drafts not saved with a post within this time are removed. */
const DRAFT_LIFETIME_MS = 24 * 3_600_000;

const ATTACHMENT_KINDS: readonly FileKind[] = ["image", "video", "file"];

async function storeAll(
  ctx: AppContext,
  parts: AsyncIterable<UploadPart>,
  maxBytes: number,
  kinds: readonly FileKind[],
  wrongKindMessage?: Parameters<typeof t>[0],
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for await (const part of parts) {
      stored.push(await storeUpload(ctx.storage, part.file, part.filename, { maxBytes, kinds, wrongKindMessage }));
    }
  } catch (error) {
    await discardUploads(ctx.storage, stored);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("FILE_TOO_LARGE", { detail: t("attachmentTooLarge", { size: formatBytes(maxBytes) }) });
    }
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") throw tooMany(MAX_ATTACHMENTS);
    throw error;
  }
  if (stored.length === 0) throw invalidInput("file", "attachmentNoFile");
  return stored;
}

const tooMany = (count: number) => new AppError("TOO_MANY_FILES", { detail: t("attachmentTooMany", { count }) });

const rowOf = (upload: StoredUpload, user: Member, role: FileRole, now: string) => ({
  role,
  kind: upload.kind,
  originalName: upload.originalName,
  storageKey: upload.storageKey,
  thumbKey: upload.thumbKey,
  size: upload.size,
  mime: upload.mime,
  ext: upload.ext,
  width: upload.width,
  height: upload.height,
  createdAt: now,
  createdBy: user.userId,
  boardId: null,
  deletedAt: null,
});

/**
 * POST /api/posts/{postId}/files: attachments of the post's author (or an administrator). All the
 * request's files are kept, or none. The request counts toward the member's upload limit (UPLOAD_LIMIT).
 * @throws NOT_OWN_POST_EDIT, POST_PASSWORD_*, ATTACHMENTS_NOT_ALLOWED, TOO_MANY_FILES,
 *   RATE_LIMITED (429), FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED
 */
export async function uploadAttachments(
  ctx: AppContext,
  gate: PostGate,
  postId: number,
  readParts: PartReader,
  user: Member,
  password: string | undefined,
): Promise<FileInfo[]> {
  const { post, board } = await gate.modifiablePost(ctx, postId, user, password, "NOT_OWN_POST_EDIT");
  const slots = attachmentSlots(board);
  if (slots === 0) throw new AppError("ATTACHMENTS_NOT_ALLOWED");
  if (post.fileCount >= slots) throw tooMany(slots);
  await takeMemberLimit(ctx, "uploads", user.userId);
  const maxBytes = maxFileBytes(ctx, board);
  const uploads = await storeAll(ctx, readParts(maxBytes, slots - post.fileCount), maxBytes, ATTACHMENT_KINDS);
  try {
    const now = new Date().toISOString();
    const rows = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      if (!(await takeAttachmentPlaces(trx, postId, uploads.length, slots))) throw tooMany(slots);
      return insertFiles(
        trx,
        uploads.map((u) => rowOf(u, user, "attachment", now)),
        { ownerType: "post", ownerId: postId },
      );
    });
    return rows.map(presentFile);
  } catch (error) {
    await discardUploads(ctx.storage, uploads);
    throw error;
  }
}

async function removeObjects(ctx: AppContext, files: readonly StoredFile[]): Promise<void> {
  await Promise.all(
    files
      .flatMap((f) => [f.storageKey, f.thumbKey])
      .filter((k): k is string => k !== null)
      .map((key) => ctx.storage.delete(key).catch(() => undefined)),
  );
}

/**
 * DELETE /api/posts/{postId}/files/{fileId}: one attachment, by the post's author or an administrator.
 * @throws NOT_OWN_POST_EDIT, POST_PASSWORD_*, FILE_NOT_FOUND
 */
export async function deleteAttachment(
  ctx: AppContext,
  gate: PostGate,
  postId: number,
  fileId: number,
  user: Member,
  password: string | undefined,
): Promise<void> {
  await gate.modifiablePost(ctx, postId, user, password, "NOT_OWN_POST_EDIT");
  const file = await findFile(ctx.db, fileId);
  if (file?.ownerType !== "post" || file.ownerId !== postId || file.role !== "attachment") {
    throw new AppError("FILE_NOT_FOUND");
  }
  const removed = await writeTransaction(ctx.db, ctx.dialect, (trx) =>
    softDeleteFile(trx, file, new Date().toISOString()),
  );
  if (!removed) throw new AppError("FILE_NOT_FOUND");
  await removeObjects(ctx, [file]);
}

/** GET /api/posts/{postId}/files: the attachments of a post the viewer may read. */
export async function postAttachments(
  ctx: AppContext,
  gate: PostGate,
  postId: number,
  user: Member | null,
): Promise<FileInfo[]> {
  await gate.readablePost(ctx, postId, user);
  return (await listPostFiles(ctx.db, postId)).map(presentFile);
}

/**
 * A file the viewer may read: a draft only by its uploader; a post's file by whoever may read the
 * post (board visibility and read permission, secret posts); nothing of a deleted post.
 * @throws FILE_NOT_FOUND (also for files the viewer may not read: their existence is not revealed)
 */
export async function readableFile(
  ctx: AppContext,
  gate: PostGate,
  fileId: number,
  user: Member | null,
): Promise<StoredFile> {
  const file = await findFile(ctx.db, fileId);
  if (!file) throw new AppError("FILE_NOT_FOUND");
  if (file.ownerType === "draft") {
    if (user?.userId !== file.createdBy) throw new AppError("FILE_NOT_FOUND");
    return file;
  }
  try {
    await gate.readablePost(ctx, file.ownerId ?? 0, user);
  } catch (error) {
    if (error instanceof AppError) throw new AppError("FILE_NOT_FOUND");
    throw error;
  }
  return file;
}

/** What an editor upload is for: a picture or video of the body, the video of a video board, a logo. */
export type DraftPurpose = "body" | "video" | "logo";

const PURPOSE_KINDS: Record<DraftPurpose, readonly FileKind[]> = {
  body: ["image", "video"],
  video: ["video"],
  logo: ["image"],
};
const PURPOSE_MESSAGE = {
  body: "mediaOnlyImageVideo",
  video: "videoNotVideo",
  logo: "companyLogoNotImage",
} as const;

/** May `user` put pictures into posts of `board` (writers, and repliers where replies are possible)? */
function canUploadMedia(board: Board, user: Member): boolean {
  if (user.role === "A") return true;
  if (!canReadBoard(board, user)) return false;
  return canWriteOn(board, user) || acceptsReplies(board);
}

/**
 * POST /api/boards/{boardId}/media?purpose=body|video|logo: one picture or video uploaded from the
 * write screen before the post is saved. It stays a draft, visible only to its uploader, until a
 * saved post uses it; unused drafts are removed after a day. Counts toward the member's upload limit.
 * @throws WRITE_NOT_ALLOWED, RATE_LIMITED, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED
 */
export async function uploadDraft(
  ctx: AppContext,
  boardId: string,
  purpose: DraftPurpose,
  readParts: PartReader,
  user: Member,
): Promise<FileInfo> {
  const board = await getVisibleBoard(ctx, boardId, user);
  if (!canUploadMedia(board, user)) throw new AppError("WRITE_NOT_ALLOWED");
  await takeMemberLimit(ctx, "uploads", user.userId);
  const maxBytes = maxFileBytes(ctx, board);
  const uploads = await storeAll(
    ctx,
    readParts(maxBytes, 1),
    maxBytes,
    PURPOSE_KINDS[purpose],
    PURPOSE_MESSAGE[purpose],
  );
  try {
    const now = new Date().toISOString();
    const [row] = await insertFiles(ctx.db, [{ ...rowOf(uploads[0]!, user, purpose, now), boardId }], {
      ownerType: "draft",
      ownerId: null,
    });
    return presentFile(row!);
  } catch (error) {
    await discardUploads(ctx.storage, uploads);
    throw error;
  }
}

/** File ids a body refers to (`/api/files/{id}` in src attributes). */
export function bodyFileIds(bodyHtml: string): number[] {
  const ids = new Set<number>();
  for (const match of bodyHtml.matchAll(/\ssrc="\/api\/files\/(\d{1,12})(?:\/thumbnail)?"/g)) ids.add(Number(match[1]));
  return [...ids];
}

/**
 * A sanitised body whose pictures carry their width and height where they had none, so the page keeps
 * their place while they load (issue 38 §2): those uploaded by `userId` (`<img src="/api/files/{id}">` of
 * an image file) the size stored at their upload, the web app's own drawings (`/img/...` in `webRoot`,
 * config.webDist) theirs. Other pictures are left as they are (nothing is told of another member's file).
 */
export async function sizeBodyPictures(
  db: Db,
  bodyHtml: string,
  userId: string,
  webRoot: string | undefined,
): Promise<string> {
  const html = await sizeStaticPictures(bodyHtml, webRoot);
  const ids = bodyFileIds(html);
  if (ids.length === 0) return html;
  const sizes = new Map((await ownPictureSizes(db, ids, userId)).map((file) => [file.fileId, file]));
  return withPictureSizes(html, (src) => {
    const size = sizes.get(Number(/^\/api\/files\/(\d{1,12})$/.exec(src)?.[1]));
    return size?.width && size.height ? { width: size.width, height: size.height } : undefined;
  });
}

/** The files a post being saved refers to: its body, and its video or logo. */
export interface MediaChoice {
  bodyHtml: string;
  /** The video of a video board's post: a draft or the post's current video (null: none). */
  videoFileId: number | null;
  /** The logo of a company card: a draft or the post's current logo (null: none). */
  logoFileId: number | null;
}

/**
 * Checks, before a post is written, that the video and logo it names are the writer's drafts of
 * this board (or already the post's own), so the save cannot fail half-way.
 * @throws INVALID_INPUT (mediaNotYours, videoNotVideo, companyLogoNotImage), INVALID_INPUT (mediaTooMany)
 */
export async function checkPostMedia(
  ctx: AppContext,
  board: Board,
  user: Member,
  postId: number | null,
  choice: MediaChoice,
): Promise<void> {
  const own = postId === null ? [] : await listPostFiles(ctx.db, postId, ["video", "logo", "body"]);
  const check = async (fileId: number | null, role: "video" | "logo", kind: FileKind) => {
    if (fileId === null) return;
    const current = own.find((f) => f.fileId === fileId && f.role === role);
    if (current) return;
    const [draft] = await findDrafts(ctx.db, user.userId, board.boardId, [fileId]);
    const field = role === "video" ? "videoFileId" : "company.logoFileId";
    if (!draft) throw invalidInput(field, "mediaNotYours");
    if (draft.kind !== kind) throw invalidInput(field, role === "video" ? "videoNotVideo" : "companyLogoNotImage");
  };
  await check(choice.videoFileId, "video", "video");
  await check(choice.logoFileId, "logo", "image");
  const referenced = bodyFileIds(choice.bodyHtml);
  if (referenced.length > MAX_BODY_MEDIA) {
    throw new AppError("INVALID_INPUT", { detail: t("mediaTooMany", { count: MAX_BODY_MEDIA }), field: "bodyHtml" });
  }
}

/**
 * Inside the post's save transaction: the drafts its body, video and logo use become the post's
 * files; body pictures no longer in the body and a replaced video or logo are removed. Returns the
 * removed rows, whose stored objects the caller deletes after the commit.
 */
export async function claimPostMedia(
  trx: Db,
  board: Board,
  user: Member,
  postId: number,
  choice: MediaChoice,
): Promise<StoredFile[]> {
  const now = new Date().toISOString();
  const own = await listPostFiles(trx, postId, ["video", "logo", "body"]);
  const referenced = new Set(bodyFileIds(choice.bodyHtml));
  const wanted: { fileId: number; role: FileRole }[] = [...referenced].map((fileId) => ({ fileId, role: "body" }));
  if (choice.videoFileId !== null) wanted.push({ fileId: choice.videoFileId, role: "video" });
  if (choice.logoFileId !== null) wanted.push({ fileId: choice.logoFileId, role: "logo" });

  const drafts = await findDrafts(
    trx,
    user.userId,
    board.boardId,
    wanted.map((w) => w.fileId),
  );
  const top = await trx
    .selectFrom("files")
    .select((eb) => eb.fn.max("seq").as("top"))
    .where("ownerType", "=", "post")
    .where("ownerId", "=", postId)
    .executeTakeFirst();
  let seq = Number(top?.top ?? 0);
  for (const want of wanted) {
    const draft = drafts.find((d) => d.fileId === want.fileId);
    if (!draft) continue;
    seq += 1;
    await trx
      .updateTable("files")
      .set({ ownerType: "post", ownerId: postId, boardId: null, role: want.role, seq })
      .where("fileId", "=", draft.fileId)
      .where("ownerType", "=", "draft")
      .execute();
  }
  const removed: StoredFile[] = [];
  for (const file of own) {
    const keep =
      (file.role === "body" && referenced.has(file.fileId)) ||
      (file.role === "video" && file.fileId === choice.videoFileId) ||
      (file.role === "logo" && file.fileId === choice.logoFileId);
    if (!keep && (await softDeleteFile(trx, file, now))) removed.push(file);
  }
  return removed;
}

/** Deletes the stored objects of files removed by a save (after its commit). */
export async function removeStoredFiles(ctx: AppContext, files: readonly StoredFile[]): Promise<void> {
  await removeObjects(ctx, files);
}

/** Removes drafts older than a day (rows and stored objects). Returns how many went. */
export async function purgeDrafts(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DRAFT_LIFETIME_MS).toISOString();
  let removed = 0;
  for (;;) {
    const batch = await staleDrafts(ctx.db, before);
    if (batch.length === 0) return removed;
    await ctx.db
      .deleteFrom("files")
      .where(
        "fileId",
        "in",
        batch.map((f) => f.fileId),
      )
      .where("ownerType", "=", "draft")
      .execute();
    await removeObjects(ctx, batch);
    removed += batch.length;
  }
}
