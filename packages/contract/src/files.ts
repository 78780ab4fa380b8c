import { z } from "zod";
import { FILE_KINDS, FILE_ROLES } from "./enums.ts";

/**
 * A stored file as the API answers it (Attachment, boards spec section 3). The storage path is
 * never sent: files are read by id (`url`), under their original name.
 */
export const fileInfoSchema = z.object({
  fileId: z.number().int(),
  /** FILE_SN: order among the post's attachments. */
  seq: z.number().int(),
  role: z.enum(FILE_ROLES),
  kind: z.enum(FILE_KINDS),
  originalName: z.string(),
  /** Bytes as stored (re-encoded images are smaller or larger than the upload). */
  size: z.number().int().nonnegative(),
  mime: z.string(),
  ext: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
  /** GET /api/files/{fileId}: inline for images and videos, else a download. */
  url: z.string(),
  /** GET /api/files/{fileId}/thumbnail for images, else null. */
  thumbnailUrl: z.string().nullable(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

export const fileListSchema = z.object({ items: z.array(fileInfoSchema) });
export type FileList = z.infer<typeof fileListSchema>;

export const fileIdParamsSchema = z.object({ fileId: z.coerce.number().int().positive() });
export const postFileParamsSchema = z.object({
  postId: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
});

/** GET /api/files/{fileId}?download=1 forces a download even for an image or a video. */
export const fileDownloadQuerySchema = z.object({ download: z.enum(["0", "1"]).optional() });
