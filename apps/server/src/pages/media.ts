/**
 * Pictures in stored pages (issue 12 §2: "the same rich editor as posts, pictures included"):
 * administrators upload one image (checked by content, re-encoded like post pictures by
 * files/upload.ts, at most UPLOAD_DEFAULT_FILE_BYTES); anyone reads it, as pages are public.
 */
import type { Readable } from "node:stream";
import type { FileInfo } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { discardUploads, storeUpload, withPictureSizes } from "../files/index.ts";
import { AppError } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import type { Member } from "../http/route-guard.ts";

/** Address of a page picture. */
export const pageMediaUrl = (mediaId: number) => `/api/pages-media/${mediaId}`;

/**
 * POST /api/pages/{pageId}/media; counts toward the administrator's upload limit (UPLOAD_LIMIT). Errors:
 * RATE_LIMITED (429), FILE_TYPE_NOT_ALLOWED (not a picture), FILE_TOO_LARGE,
 * INVALID_INPUT (no file).
 */
export async function uploadPageMedia(
  ctx: AppContext,
  user: Member,
  pageId: string,
  file: { stream: Readable & { truncated?: boolean }; name: string } | undefined,
): Promise<FileInfo> {
  if (!file) throw new AppError("INVALID_INPUT");
  await takeMemberLimit(ctx, "uploads", user.userId);
  const upload = await storeUpload(ctx.storage, file.stream, file.name, {
    maxBytes: ctx.config.uploadDefaultFileBytes,
    kinds: ["image"],
    wrongKindMessage: "pageMediaNotImage",
  });
  const createdAt = new Date().toISOString();
  try {
    const row = await ctx.db
      .insertInto("pageMedia")
      .values({
        pageId,
        storageKey: upload.storageKey,
        mime: upload.mime,
        size: upload.size,
        width: upload.width,
        height: upload.height,
        createdAt,
        createdBy: user.userId,
      })
      .returning("mediaId")
      .executeTakeFirstOrThrow();
    if (upload.thumbKey) await ctx.storage.delete(upload.thumbKey);
    return {
      fileId: row.mediaId,
      seq: 0,
      role: "body",
      kind: "image",
      originalName: upload.originalName,
      size: upload.size,
      mime: upload.mime,
      ext: upload.ext,
      width: upload.width,
      height: upload.height,
      createdAt,
      url: pageMediaUrl(row.mediaId),
      thumbnailUrl: null,
    } as FileInfo;
  } catch (error) {
    await discardUploads(ctx.storage, [upload]);
    throw error;
  }
}

/**
 * `bodyHtml` with its page pictures (`<img src="/api/pages-media/{id}">`) sized from their upload where
 * they had no size (issue 38 §2; a picture uploaded before sizes were kept is left as it is).
 */
export async function sizePageMedia(ctx: AppContext, bodyHtml: string): Promise<string> {
  const ids = [...bodyHtml.matchAll(/\ssrc="\/api\/pages-media\/(\d{1,12})"/g)].map((match) => Number(match[1]));
  if (ids.length === 0) return bodyHtml;
  const rows = await ctx.db
    .selectFrom("pageMedia")
    .select(["mediaId", "width", "height"])
    .where("mediaId", "in", [...new Set(ids)])
    .execute();
  const sizes = new Map(rows.map((row) => [pageMediaUrl(row.mediaId), row]));
  return withPictureSizes(bodyHtml, (src) => {
    const row = sizes.get(src);
    return row?.width && row.height ? { width: row.width, height: row.height } : undefined;
  });
}

/** GET /api/pages-media/{mediaId}: the stored picture and its type. Errors: NOT_FOUND. */
export async function readPageMedia(ctx: AppContext, mediaId: number): Promise<{ mime: string; body: Readable }> {
  const row = await ctx.db
    .selectFrom("pageMedia")
    .select(["storageKey", "mime"])
    .where("mediaId", "=", mediaId)
    .executeTakeFirst();
  const body = row ? await ctx.storage.get(row.storageKey) : null;
  if (!row || !body) throw new AppError("NOT_FOUND");
  return { mime: row.mime, body };
}
