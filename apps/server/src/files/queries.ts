/**
 * File rows. A post's attachment count (`posts.fileCount`) moves only by conditional UPDATEs in the
 * same transaction as the rows, so the board's ATCH_POSBL_FILE_NUMBER holds under any concurrency:
 * on PostgreSQL the UPDATE locks the post row and re-checks its WHERE; SQLite writes one at a time.
 */
import type { FileInfo } from "@portal/contract";
import type { Expression } from "kysely";
import type { Db } from "../db/database.ts";
import type { NewStoredFile, StoredFile } from "../db/schema.ts";

/** How the API shows a file row. */
export function presentFile(file: StoredFile): FileInfo {
  return {
    fileId: file.fileId,
    seq: file.seq,
    role: file.role,
    kind: file.kind,
    originalName: file.originalName,
    size: Number(file.size),
    mime: file.mime,
    ext: file.ext,
    width: file.width,
    height: file.height,
    createdAt: file.createdAt,
    url: `/api/files/${file.fileId}`,
    thumbnailUrl: file.thumbKey ? `/api/files/${file.fileId}/thumbnail` : null,
  };
}

/** A live file row, or undefined. */
export function findFile(db: Db, fileId: number) {
  return db
    .selectFrom("files")
    .selectAll()
    .where("fileId", "=", fileId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

/**
 * The query of the live files of post `postId` (a number, or a column of an enclosing query) with the
 * given roles, in FILE_SN order.
 */
export function postFilesQuery(
  db: Db,
  postId: number | Expression<number>,
  roles: StoredFile["role"][] = ["attachment"],
) {
  return db
    .selectFrom("files")
    .selectAll()
    .where("ownerType", "=", "post")
    .where("ownerId", "=", postId)
    .where("deletedAt", "is", null)
    .where("role", "in", roles)
    .orderBy("seq");
}

/** Live files of a post with the given roles, in FILE_SN order. */
export function listPostFiles(db: Db, postId: number, roles: StoredFile["role"][] = ["attachment"]) {
  return postFilesQuery(db, postId, roles).execute();
}

/** Next FILE_SN of an owner (numbers are never reused, deleted files included). */
async function nextSeq(db: Db, ownerType: StoredFile["ownerType"], ownerId: number | null): Promise<number> {
  let query = db
    .selectFrom("files")
    .select((eb) => eb.fn.max("seq").as("top"))
    .where("ownerType", "=", ownerType);
  query = ownerId === null ? query.where("ownerId", "is", null) : query.where("ownerId", "=", ownerId);
  const row = await query.executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/**
 * Takes `count` attachment places on a post if its live attachments stay within `max`;
 * false when the post is full (or deleted). Run inside the transaction that inserts the rows.
 */
export async function takeAttachmentPlaces(db: Db, postId: number, count: number, max: number): Promise<boolean> {
  const result = await db
    .updateTable("posts")
    .set((eb) => ({ fileCount: eb("fileCount", "+", count) }))
    .where("postId", "=", postId)
    .where("deletedAt", "is", null)
    .where((eb) => eb("fileCount", "<=", max - count))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inserts file rows for an owner with consecutive FILE_SNs; returns them. */
export async function insertFiles(
  db: Db,
  rows: Omit<NewStoredFile, "seq" | "ownerType" | "ownerId">[],
  owner: { ownerType: StoredFile["ownerType"]; ownerId: number | null },
): Promise<StoredFile[]> {
  let seq = owner.ownerType === "draft" ? 1 : await nextSeq(db, owner.ownerType, owner.ownerId);
  const inserted: StoredFile[] = [];
  for (const row of rows) {
    const file = await db
      .insertInto("files")
      .values({ ...row, ...owner, seq: seq++ })
      .returningAll()
      .executeTakeFirstOrThrow();
    inserted.push(file);
  }
  return inserted;
}

/**
 * Soft-deletes one live file; for an attachment the post's count goes down in the same
 * transaction. Returns the row as it was, or undefined when it was already gone.
 */
export async function softDeleteFile(db: Db, file: StoredFile, now: string): Promise<boolean> {
  const result = await db
    .updateTable("files")
    .set({ deletedAt: now })
    .where("fileId", "=", file.fileId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  if (file.ownerType === "post" && file.role === "attachment" && file.ownerId !== null) {
    await db
      .updateTable("posts")
      .set((eb) => ({ fileCount: eb("fileCount", "-", 1) }))
      .where("postId", "=", file.ownerId)
      .where("fileCount", ">", 0)
      .execute();
  }
  return true;
}

/**
 * The gallery picture of each post: its first attached image, else the first image of its body.
 * One indexed query for a page of posts.
 */
export async function coverImages(db: Db, postIds: number[]): Promise<Map<number, number>> {
  const covers = new Map<number, number>();
  if (postIds.length === 0) return covers;
  const rows = await db
    .selectFrom("files")
    .select(["ownerId", "fileId", "role", "seq"])
    .where("ownerType", "=", "post")
    .where("ownerId", "in", postIds)
    .where("deletedAt", "is", null)
    .where("kind", "=", "image")
    .where("role", "in", ["attachment", "body"])
    .execute();
  rows.sort((a, b) => (a.role === b.role ? a.seq - b.seq : a.role === "attachment" ? -1 : 1));
  for (const row of rows) {
    if (row.ownerId !== null && !covers.has(row.ownerId)) covers.set(row.ownerId, row.fileId);
  }
  return covers;
}

/** Drafts (editor uploads) of `userId` in `boardId` among `fileIds`. */
export function findDrafts(db: Db, userId: string, boardId: string, fileIds: number[]) {
  if (fileIds.length === 0) return Promise.resolve([] as StoredFile[]);
  return db
    .selectFrom("files")
    .selectAll()
    .where("ownerType", "=", "draft")
    .where("createdBy", "=", userId)
    .where("boardId", "=", boardId)
    .where("fileId", "in", fileIds)
    .where("deletedAt", "is", null)
    .execute();
}

/** Drafts older than `before`, for the purge. */
export function staleDrafts(db: Db, before: string) {
  return db
    .selectFrom("files")
    .selectAll()
    .where("ownerType", "=", "draft")
    .where("createdAt", "<", before)
    .limit(500)
    .execute();
}

/** The stored width and height (px) of the pictures among `fileIds` that `userId` uploaded and has not deleted. */
export function ownPictureSizes(db: Db, fileIds: number[], userId: string) {
  return db
    .selectFrom("files")
    .select(["fileId", "width", "height"])
    .where("fileId", "in", fileIds)
    .where("kind", "=", "image")
    .where("createdBy", "=", userId)
    .where("deletedAt", "is", null)
    .execute();
}
