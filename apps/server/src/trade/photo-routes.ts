/**
 * Deal photos (members spec section 7): POST /api/trade/photos (multipart), GET
 * /api/trade/photos/{photoId}/{card|detail|full} and the legacy image address
 * GET /api/apicall/getDownload/{companyCode}/DL/{fileMgtCode}. Visitors may read what they may see.
 */
import { dealPhotoParamsSchema, dealPhotoUploadSchema, legacyDownloadParamsSchema } from "@portal/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import type { DealPhotoRow } from "../db/schema.ts";
import { FILE_CSP, partsOf } from "../files/index.ts";
import { AppError } from "../http/errors.ts";
import { memberOf } from "../http/route-guard.ts";
import { photoObject, uploadDealPhoto } from "./photos.ts";
import { readablePhoto } from "./service.ts";

/** Sends one size of a photo (inline, cached privately, nothing in it may run). */
async function sendPhoto(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  photo: DealPhotoRow,
  size: "card" | "detail" | "full",
) {
  const { key, mime } = photoObject(photo, size);
  const stat = await ctx.storage.stat(key);
  const stream = stat ? await ctx.storage.get(key) : null;
  if (!stat || !stream) throw new AppError("FILE_NOT_FOUND");
  const etag = `"d${photo.photoId}-${size}-${stat.size}"`;
  reply
    .header("content-type", mime)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("cache-control", "private, max-age=3600")
    .header("etag", etag);
  if (request.headers["if-none-match"] === etag) {
    stream.destroy();
    return reply.code(304).send();
  }
  return reply.header("content-length", stat.size).send(stream);
}

/** Registers the deal photo routes. */
export function dealPhotoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/trade/photos",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "상품 사진 올리기 (multipart; JPG·PNG·BMP·GIF)",
          consumes: ["multipart/form-data"],
          response: { 201: dealPhotoUploadSchema },
        },
      },
      async (request, reply) => {
        const user = memberOf(request);
        const photo = await uploadDealPhoto(ctx, partsOf(request), user.userId);
        reply.code(201);
        return photo;
      },
    );
    app.get(
      "/api/trade/photos/:photoId/:size",
      {
        config: { access: "public" },
        schema: { tags: ["trade"], summary: "상품 사진 (카드·상세·원본 크기)", params: dealPhotoParamsSchema },
      },
      async (request, reply) => {
        const photo = await readablePhoto(ctx, request.params.photoId, request.user);
        return sendPhoto(ctx, request, reply, photo, request.params.size);
      },
    );
    app.get(
      "/api/apicall/getDownload/:companyCode/DL/:fileMgtCode",
      {
        config: { access: "public" },
        schema: {
          tags: ["trade"],
          summary: "예전 주소의 상품 사진 (S_FUNC_CODE DL)",
          params: legacyDownloadParamsSchema,
        },
      },
      async (request, reply) => {
        const { companyCode, fileMgtCode } = request.params;
        if (!/^\d{1,12}$/.test(fileMgtCode)) throw new AppError("FILE_NOT_FOUND");
        const photo = await readablePhoto(ctx, Number(fileMgtCode), request.user, companyCode);
        return sendPhoto(ctx, request, reply, photo, "full");
      },
    );
  };
}
