/**
 * File endpoints (DESIGN.md section 4, "files"): POST/GET /api/posts/{postId}/files,
 * DELETE /api/posts/{postId}/files/{fileId}, POST /api/boards/{boardId}/media (editor uploads),
 * GET /api/files/{fileId} (original name; inline only for images and videos) and
 * GET /api/files/{fileId}/thumbnail. Uploads are multipart, streamed to the storage.
 */
import {
  boardIdParamsSchema,
  fileDownloadQuerySchema,
  fileIdParamsSchema,
  fileInfoSchema,
  fileListSchema,
  okSchema,
  postFileParamsSchema,
  postIdParamsSchema,
} from "@portal/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import type { StoredFile } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { memberOf } from "../http/route-guard.ts";
import { contentDisposition, FILE_CSP, isInlineSafe, parseRange } from "./http.ts";
import {
  deleteAttachment,
  type PartReader,
  type PostGate,
  postAttachments,
  readableFile,
  uploadAttachments,
  uploadDraft,
} from "./service.ts";

/** The post password for attachment changes, sent percent-encoded in `X-Post-Password`. */
function postPassword(request: FastifyRequest): string | undefined {
  const header = request.headers["x-post-password"];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The multipart file parts of `request`, busboy limited to one byte over `maxBytes` per file. */
export function partsOf(request: FastifyRequest): PartReader {
  return (maxBytes, maxFiles) =>
    (async function* () {
      if (!request.isMultipart()) throw new AppError("INVALID_INPUT", { field: "file" });
      const parts = request.files({
        limits: { fileSize: maxBytes + 1, files: maxFiles, fields: 10, parts: maxFiles + 10, fieldSize: 1000 },
        throwFileSizeLimit: false,
      });
      for await (const part of parts) yield { file: part.file, filename: part.filename };
    })();
}

const purposeSchema = z.object({ purpose: z.enum(["body", "video", "logo"]).default("body") });

async function sendStored(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  variant: "original" | "thumbnail",
  download: boolean,
) {
  const key = variant === "thumbnail" ? file.thumbKey : file.storageKey;
  if (!key) throw new AppError("FILE_NOT_FOUND");
  const stat = await ctx.storage.stat(key);
  if (!stat) throw new AppError("FILE_NOT_FOUND");
  const etag = `"f${file.fileId}-${variant === "thumbnail" ? "t" : "o"}-${stat.size}"`;
  const mime = variant === "thumbnail" ? "image/webp" : file.mime;
  const inline = variant === "thumbnail" || (!download && isInlineSafe(file));
  reply
    .header("content-type", mime)
    .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", file.originalName))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("cache-control", "private, max-age=3600")
    .header("etag", etag)
    .header("accept-ranges", "bytes");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, stat.size);
  if (range === "invalid") {
    return reply.code(416).header("content-range", `bytes */${stat.size}`).send();
  }
  const stream = await ctx.storage.get(key, range ?? undefined);
  if (!stream) throw new AppError("FILE_NOT_FOUND");
  if (range) {
    reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${stat.size}`)
      .header("content-length", range.end - range.start + 1);
  } else {
    reply.header("content-length", stat.size);
  }
  return reply.send(stream);
}

/** Registers the upload, file list, delete, download and thumbnail routes (rules in files/service.ts). */
export function fileRoutes(ctx: AppContext, gate: PostGate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/posts/:postId/files",
      {
        config: { access: "member" },
        schema: {
          tags: ["files"],
          summary: "첨부파일 올리기 (multipart, 작성자 또는 관리자)",
          consumes: ["multipart/form-data"],
          params: postIdParamsSchema,
          response: { 201: fileListSchema },
        },
      },
      async (request, reply) => {
        const items = await uploadAttachments(
          ctx,
          gate,
          request.params.postId,
          partsOf(request),
          memberOf(request),
          postPassword(request),
        );
        reply.code(201);
        return { items };
      },
    );
    app.get(
      "/api/posts/:postId/files",
      {
        config: { access: "public" },
        schema: {
          tags: ["files"],
          summary: "게시물 첨부파일 목록",
          params: postIdParamsSchema,
          response: { 200: fileListSchema },
        },
      },
      async (request) => ({ items: await postAttachments(ctx, gate, request.params.postId, request.user) }),
    );
    app.delete(
      "/api/posts/:postId/files/:fileId",
      {
        config: { access: "member" },
        schema: {
          tags: ["files"],
          summary: "첨부파일 하나 삭제 (작성자 또는 관리자)",
          params: postFileParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await deleteAttachment(
          ctx,
          gate,
          request.params.postId,
          request.params.fileId,
          memberOf(request),
          postPassword(request),
        );
        return { ok: true as const };
      },
    );
    app.post(
      "/api/boards/:boardId/media",
      {
        config: { access: "member" },
        schema: {
          tags: ["files"],
          summary: "글쓰기 화면에서 본문 이미지·동영상, 동영상 게시판 영상, 회사 로고 올리기 (multipart)",
          consumes: ["multipart/form-data"],
          params: boardIdParamsSchema,
          querystring: purposeSchema,
          response: { 201: fileInfoSchema },
        },
      },
      async (request, reply) => {
        const file = await uploadDraft(
          ctx,
          request.params.boardId,
          request.query.purpose,
          partsOf(request),
          memberOf(request),
        );
        reply.code(201);
        return file;
      },
    );
    app.get(
      "/api/files/:fileId",
      {
        config: { access: "public" },
        schema: {
          tags: ["files"],
          summary: "파일 내려받기 (원래 이름으로; 이미지와 동영상만 화면에 표시)",
          params: fileIdParamsSchema,
          querystring: fileDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await readableFile(ctx, gate, request.params.fileId, request.user);
        return sendStored(ctx, request, reply, file, "original", request.query.download === "1");
      },
    );
    app.get(
      "/api/files/:fileId/thumbnail",
      {
        config: { access: "public" },
        schema: { tags: ["files"], summary: "이미지 썸네일 (갤러리)", params: fileIdParamsSchema },
      },
      async (request, reply) => {
        const file = await readableFile(ctx, gate, request.params.fileId, request.user);
        return sendStored(ctx, request, reply, file, "thumbnail", false);
      },
    );
  };
}
