/**
 * Dashboard and ledger-import endpoints (members spec section 7 "Dashboards and info"; issue 13):
 * GET /api/dashboards/companies, /billing, /orders/{bbsId}, /transport/{bbsId},
 * /forwarding/{bbsId}, /settlement/{bbsId}, /bigdata/billing, /bigdata/logistics;
 * POST /api/dashboards/imports (multipart, ?kind=&companyCode=), GET /api/dashboards/imports,
 * DELETE /api/dashboards/imports/{importId}; GET /api/dashboards/templates/{kind}.{format}.
 * Every route needs a login; tenant rules in scope.ts.
 */
import {
  type BbsDashboard,
  bbsParamsSchema,
  bigDataBillingSchema,
  bigDataLogisticsSchema,
  billingDashboardSchema,
  billingQuerySchema,
  companyQuerySchema,
  DASHBOARD_BBS_IDS,
  dashboardCompaniesSchema,
  forwardingDashboardSchema,
  IMPORT_MAX_BYTES,
  type ImportPhase,
  type ImportProgressEvent,
  importIdParamsSchema,
  importQuerySchema,
  importRejectedSchema,
  importResultSchema,
  ledgerImportListSchema,
  okSchema,
  orderDashboardSchema,
  settlementDashboardSchema,
  settlementQuerySchema,
  t,
  templateParamsSchema,
  transportDashboardSchema,
  yearQuerySchema,
} from "@portal/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sourceOf } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { memberChannel } from "../events/stream.ts";
import { contentDisposition } from "../files/index.ts";
import { AppError } from "../http/errors.ts";
import { accessForAll, memberOf } from "../http/route-guard.ts";
import { importCompany } from "./import-queries.ts";
import { importLedger, listImports, RowsRejected, rollbackImport, saveUpload } from "./imports.ts";
import { canImport, type DashboardReader, importableCompany, readableCompany, requireAdmin } from "./scope.ts";
import {
  bigDataBilling,
  bigDataLogistics,
  billingDashboard,
  forwardingDashboard,
  orderDashboard,
  settlementDashboard,
  transportDashboard,
  visibleCompanies,
} from "./service.ts";
import { templateCsv, templateXlsx } from "./templates.ts";

/** 404 unless `bbsId` is the legacy id of dashboard `kind`. */
function checkBbsId(kind: BbsDashboard, bbsId: string): void {
  if (DASHBOARD_BBS_IDS[kind] !== bbsId) throw new AppError("NOT_FOUND");
}

/** Time between two `checking` events of one import, ms. */
const PROGRESS_INTERVAL_MS = 300;

/**
 * Reports an import's phases on the member's event stream (GET /api/events, event `import`) when the
 * browser named the upload `progress`: `checking` at most every PROGRESS_INTERVAL_MS, `storing` once.
 */
function progressReporter(ctx: AppContext, userId: string, progress: string | undefined) {
  if (!progress) return undefined;
  let last = 0;
  return (phase: ImportPhase, rows: number) => {
    const now = Date.now();
    if (phase === "checking" && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    const event: ImportProgressEvent = { type: "import", progress, phase, rows };
    void ctx.events.publish(memberChannel(userId), { ...event });
  };
}

const bigDataQuerySchema = z.object({ year: yearQuerySchema.shape.year });

/** The member reading a dashboard, with the request's address and route for the audit log. */
const readerOf = (request: FastifyRequest): DashboardReader => ({
  ...sourceOf(request),
  user: memberOf(request),
  path: request.routeOptions.url ?? request.url,
});

/** The dashboard routes as a Fastify plugin. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    accessForAll(app, "member");
    app.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    });
    const tags = ["dashboards"];

    app.get(
      "/api/dashboards/companies",
      {
        schema: {
          tags,
          summary: "볼 수 있는 회사 (본인 회사, 관리자는 전체)",
          response: { 200: dashboardCompaniesSchema },
        },
      },
      async (request) => {
        const user = memberOf(request);
        const items = await visibleCompanies(ctx, user);
        return { items, canImport: user.role === "A" || canImport(user, user.companyCode) };
      },
    );
    app.get(
      "/api/dashboards/billing",
      {
        schema: {
          tags,
          summary: "청구 대시보드 [YEAR, YEAR_MONTH, COMPANY_CODE, BILL_TO_NAME]",
          querystring: billingQuerySchema,
          response: { 200: billingDashboardSchema },
        },
      },
      async (request) =>
        billingDashboard(ctx, await readableCompany(ctx, readerOf(request), request.query.companyCode), request.query),
    );
    for (const [kind, schema, build] of [
      ["orders", orderDashboardSchema, orderDashboard],
      ["transport", transportDashboardSchema, transportDashboard],
      ["forwarding", forwardingDashboardSchema, forwardingDashboard],
    ] as const) {
      app.get(
        `/api/dashboards/${kind}/:bbsId`,
        {
          schema: {
            tags,
            summary: `${kind} 대시보드 [BBS_ID]`,
            params: bbsParamsSchema,
            querystring: yearQuerySchema,
            response: { 200: schema },
          },
        },
        async (request) => {
          checkBbsId(kind, request.params.bbsId);
          const companyCode = await readableCompany(ctx, readerOf(request), request.query.companyCode);
          return build(ctx, companyCode, request.query.year);
        },
      );
    }
    app.get(
      "/api/dashboards/settlement/:bbsId",
      {
        schema: {
          tags,
          summary: "정산 대시보드 [COMPANY_CODE, DATE, DATE_TYPE]",
          params: bbsParamsSchema,
          querystring: settlementQuerySchema,
          response: { 200: settlementDashboardSchema },
        },
      },
      async (request) => {
        checkBbsId("settlement", request.params.bbsId);
        return settlementDashboard(
          ctx,
          await readableCompany(ctx, readerOf(request), request.query.companyCode),
          request.query,
        );
      },
    );
    for (const [view, summary, schema, build] of [
      ["billing", "빅데이터 청구 분석 (관리자)", bigDataBillingSchema, bigDataBilling],
      ["logistics", "빅데이터 물류 분석 (관리자)", bigDataLogisticsSchema, bigDataLogistics],
    ] as const) {
      app.get(
        `/api/dashboards/bigdata/${view}`,
        { schema: { tags, summary, querystring: bigDataQuerySchema, response: { 200: schema } } },
        async (request) => {
          requireAdmin(memberOf(request));
          return build(ctx, request.query.year);
        },
      );
    }

    app.get(
      "/api/dashboards/templates/:kind.:format",
      { schema: { tags, summary: "원장 양식 내려받기 (CSV, XLSX)", params: templateParamsSchema } },
      async (request, reply) => {
        const { kind, format } = request.params;
        const name = `${t("dashImport")}_${kind}.${format}`;
        reply
          .header("content-disposition", contentDisposition("attachment", name))
          .header("cache-control", "private, max-age=3600");
        if (format === "csv") return reply.type("text/csv; charset=utf-8").send(templateCsv(kind));
        return reply
          .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
          .send(await templateXlsx(kind));
      },
    );

    app.get(
      "/api/dashboards/imports",
      {
        schema: {
          tags,
          summary: "가져오기 내역 (해당 회사 M, 관리자)",
          querystring: companyQuerySchema,
          response: { 200: ledgerImportListSchema },
        },
      },
      async (request) => {
        const { companyCode } = await importableCompany(ctx, readerOf(request), request.query.companyCode);
        return { items: await listImports(ctx.db, companyCode) };
      },
    );
    app.post(
      "/api/dashboards/imports",
      {
        schema: {
          tags,
          summary: "원장 가져오기 (multipart file; CSV UTF-8/EUC-KR 또는 XLSX; 전부 아니면 전무)",
          consumes: ["multipart/form-data"],
          querystring: importQuerySchema,
          response: { 200: importResultSchema, 422: importRejectedSchema },
        },
      },
      async (request, reply) => {
        const { user, companyCode } = await importableCompany(ctx, readerOf(request), request.query.companyCode);
        if (!request.isMultipart()) throw new AppError("INVALID_INPUT", { field: "file" });
        const part = await request.file({
          limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1 },
          throwFileSizeLimit: false,
        });
        if (!part) throw new AppError("INVALID_INPUT", { field: "file" });
        const upload = await saveUpload(part.file, IMPORT_MAX_BYTES);
        try {
          return await importLedger(ctx, sourceOf(request), user, {
            companyCode,
            kind: request.query.kind,
            fileName: part.filename,
            upload,
            onPhase: progressReporter(ctx, user.userId, request.query.progress),
          });
        } catch (error) {
          if (!(error instanceof RowsRejected)) throw error;
          return reply.code(422).send({
            type: "about:blank#IMPORT_ROWS_INVALID",
            title: "Unprocessable Content",
            status: 422 as const,
            code: "IMPORT_ROWS_INVALID" as const,
            detail: t("dashImportRejected", { count: error.errorCount.toLocaleString("ko-KR") }),
            errorCount: error.errorCount,
            errors: error.errors,
          });
        } finally {
          await upload.remove();
        }
      },
    );
    app.delete(
      "/api/dashboards/imports/:importId",
      {
        schema: {
          tags,
          summary: "가져오기 되돌리기 (해당 회사 M, 관리자)",
          params: importIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = memberOf(request);
        const owner = await importCompany(ctx.db, request.params.importId);
        // Another company's import answers like a missing one: ids are sequential (issue 23 §5).
        if (!owner || (user.role !== "A" && owner !== user.companyCode)) throw new AppError("IMPORT_NOT_FOUND");
        const { companyCode } = await importableCompany(ctx, readerOf(request), owner);
        await rollbackImport(ctx, sourceOf(request), companyCode, request.params.importId);
        return { ok: true as const };
      },
    );
  };
}
