/**
 * Pages API (issue 12; DESIGN.md §4 "other"): GET /api/pages/{pageId} and its versions, PUT (save) and
 * restore for administrators, GET /api/stats/logistics (getLogisticsInfo), GET /api/pages-config/frames
 * (frame addresses), GET /api/pages-files/participation-intent.pdf, the administrators' list of pages
 * and popups (GET /api/admin/pages), and the company kinds under /api/admin/companies.
 */
import {
  adminCompanyListSchema,
  adminPageListSchema,
  companyKindParamsSchema,
  companyKindWriteSchema,
  fileInfoSchema,
  frameConfigSchema,
  logisticsInfoSchema,
  okSchema,
  pageIdParamsSchema,
  pageSchema,
  pageVersionListSchema,
  pageVersionParamsSchema,
  pageWriteSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sourceOf } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { memberOf } from "../http/route-guard.ts";
import { listCompanies, setCompanyKind } from "./companies.ts";
import { readPageMedia, uploadPageMedia } from "./media.ts";
import { participationPdf } from "./participation-pdf.ts";
import { listPages, pageHistory, readPage, readVersion, restoreVersion, savePage } from "./service.ts";
import { logisticsInfo } from "./stats.ts";

/** The pages routes as a Fastify plugin. */
export function pageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/pages/:pageId",
      {
        config: { access: "public" },
        schema: {
          tags: ["pages"],
          summary: "페이지 (현재 게시본)",
          params: pageIdParamsSchema,
          response: { 200: pageSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-cache");
        return readPage(ctx, request.user, request.params.pageId);
      },
    );
    app.get(
      "/api/pages/:pageId/versions",
      {
        config: { access: "public" },
        schema: {
          tags: ["pages"],
          summary: "페이지 변경 이력",
          params: pageIdParamsSchema,
          response: { 200: pageVersionListSchema },
        },
      },
      async (request) => ({ items: await pageHistory(ctx, request.user, request.params.pageId) }),
    );
    app.get(
      "/api/pages/:pageId/versions/:version",
      {
        config: { access: "public" },
        schema: {
          tags: ["pages"],
          summary: "페이지의 한 버전",
          params: pageVersionParamsSchema,
          response: { 200: pageSchema },
        },
      },
      async (request) => readVersion(ctx, request.user, request.params.pageId, request.params.version),
    );
    app.put(
      "/api/pages/:pageId",
      {
        config: { access: "admin", askLogin: true },
        schema: {
          tags: ["pages"],
          summary: "페이지 저장 (관리자)",
          params: pageIdParamsSchema,
          body: pageWriteSchema,
          response: { 200: pageSchema },
        },
      },
      async (request) => savePage(ctx, memberOf(request), sourceOf(request), request.params.pageId, request.body),
    );
    app.post(
      "/api/pages/:pageId/versions/:version/restore",
      {
        config: { access: "admin", askLogin: true },
        schema: {
          tags: ["pages"],
          summary: "이전 버전 복원 (관리자)",
          params: pageVersionParamsSchema,
          response: { 200: pageSchema },
        },
      },
      async (request) =>
        restoreVersion(ctx, memberOf(request), sourceOf(request), request.params.pageId, request.params.version),
    );
    app.post(
      "/api/pages/:pageId/media",
      {
        config: { access: "admin", askLogin: true },
        schema: {
          tags: ["pages"],
          summary: "페이지 본문 그림 올리기 (관리자, multipart)",
          consumes: ["multipart/form-data"],
          params: pageIdParamsSchema,
          response: { 201: fileInfoSchema },
        },
      },
      async (request, reply) => {
        const me = memberOf(request);
        const part = request.isMultipart()
          ? await request.file({ limits: { fileSize: ctx.config.uploadDefaultFileBytes + 1, files: 1 } })
          : undefined;
        const file = part ? { stream: part.file, name: part.filename } : undefined;
        reply.status(201);
        return uploadPageMedia(ctx, me, request.params.pageId, file);
      },
    );
    app.get(
      "/api/pages-media/:mediaId",
      {
        config: { access: "public" },
        schema: {
          tags: ["pages"],
          summary: "페이지 본문 그림",
          params: z.object({ mediaId: z.coerce.number().int().positive() }),
        },
      },
      async (request, reply) => {
        const media = await readPageMedia(ctx, request.params.mediaId);
        reply.header("content-type", media.mime);
        reply.header("cache-control", "public, max-age=31536000, immutable");
        reply.header("x-content-type-options", "nosniff");
        return reply.send(media.body);
      },
    );
    app.get(
      "/api/stats/logistics",
      {
        config: { access: "public" },
        schema: { tags: ["pages"], summary: "물류협의회 회원 현황", response: { 200: logisticsInfoSchema } },
      },
      async () => logisticsInfo(ctx.db),
    );
    app.get(
      "/api/pages-config/frames",
      {
        config: { access: "public" },
        schema: { tags: ["pages"], summary: "디지털트윈·HICOS 프레임 주소", response: { 200: frameConfigSchema } },
      },
      async () => ({ digitalTwinUrl: ctx.config.digitalTwinUrl, hicosUrl: ctx.config.hicosUrl }),
    );
    app.get(
      "/api/pages-files/participation-intent.pdf",
      { config: { access: "public" }, schema: { tags: ["pages"], summary: "참여의향서 PDF" } },
      async (_request, reply) => {
        reply.header("content-type", "application/pdf");
        reply.header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent("참여의향서.pdf")}`);
        reply.header("cache-control", "public, max-age=3600");
        return participationPdf();
      },
    );
    app.get(
      "/api/admin/pages",
      {
        config: { access: "admin" },
        schema: { tags: ["admin"], summary: "정보 페이지와 팝업 목록", response: { 200: adminPageListSchema } },
      },
      async () => ({ items: await listPages(ctx) }),
    );
    app.get(
      "/api/admin/companies",
      {
        config: { access: "admin" },
        schema: { tags: ["admin"], summary: "회사 목록 (업종 구분)", response: { 200: adminCompanyListSchema } },
      },
      async () => ({ items: await listCompanies(ctx) }),
    );
    app.put(
      "/api/admin/companies/:companyCode/kind",
      {
        config: { access: "admin" },
        schema: {
          tags: ["admin"],
          summary: "회사 업종 구분 지정",
          params: companyKindParamsSchema,
          body: companyKindWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await setCompanyKind(ctx, adminOf(request), request.params.companyCode, request.body.kind);
        return { ok: true as const };
      },
    );
  };
}
