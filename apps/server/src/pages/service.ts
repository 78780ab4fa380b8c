/**
 * Page rules (issue 12 §2): anyone reads a public page, members read the login-guarded ones
 * (PLT0201xx–0205xx, 401 LOGIN_REQUIRED otherwise); only administrators save (sanitised with the
 * posts' sanitiser), list the history and restore. Past versions are public only for the legal
 * texts (terms, privacy: their own addresses); a save or restore always becomes a new version, so
 * nothing unsaved or half-written is ever shown.
 */
import {
  type AdminPage,
  PAGE_DEFS,
  type Page,
  type PageVersion,
  type PageWrite,
  pageDef,
  pageNeedsLogin,
} from "@portal/contract";
import { type AuditSource, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { sizeBodyPictures } from "../files/index.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import { adminFor, type Member, memberFor } from "../http/route-guard.ts";
import { cleanHtmlOffThread } from "../text/sanitize-pool.ts";
import { sizePageMedia } from "./media.ts";
import {
  appendVersion,
  currentVersion,
  findVersion,
  listCurrentVersions,
  listVersions,
  type VersionRow,
} from "./queries.ts";

function definition(pageId: string) {
  const def = pageDef(pageId);
  if (!def) throw new AppError("PAGE_NOT_FOUND");
  return def;
}

function toPage(row: VersionRow, past: boolean): Page {
  return {
    pageId: row.pageId,
    title: row.title,
    bodyHtml: row.bodyHtml,
    version: row.version,
    updatedAt: row.createdAt,
    updatedByName: row.createdByName,
    past,
  };
}

/** GET /api/pages/{pageId}: the current version. Errors: PAGE_NOT_FOUND, LOGIN_REQUIRED. */
export async function readPage(ctx: AppContext, user: Member | null, pageId: string): Promise<Page> {
  const def = definition(pageId);
  if (pageNeedsLogin(def)) memberFor(user);
  const row = await currentVersion(ctx.db, pageId);
  if (!row) throw new AppError("PAGE_NOT_FOUND");
  return toPage(row, false);
}

/**
 * GET /api/pages/{pageId}/versions/{version}: a past version. Public for the legal texts (their past
 * versions stay readable); other pages' history is for administrators.
 */
export async function readVersion(
  ctx: AppContext,
  user: Member | null,
  pageId: string,
  version: number,
): Promise<Page> {
  const def = definition(pageId);
  if (def.kind !== "policy") adminFor(user);
  const [row, current] = await Promise.all([findVersion(ctx.db, pageId, version), currentVersion(ctx.db, pageId)]);
  if (!row) throw new AppError("PAGE_VERSION_NOT_FOUND");
  return toPage(row, row.version !== current?.version);
}

/**
 * GET /api/admin/pages: the administrators' list of the stored pages and popups (issue 38 §4), each
 * with its address, kind and current version, in PAGE_DEFS order. The route is for administrators only.
 */
export async function listPages(ctx: AppContext): Promise<AdminPage[]> {
  const rows = new Map((await listCurrentVersions(ctx.db)).map((row) => [row.pageId, row]));
  return PAGE_DEFS.flatMap((def) => {
    const row = rows.get(def.pageId);
    return row
      ? [
          {
            pageId: def.pageId,
            path: def.path,
            kind: def.kind,
            title: row.title,
            version: row.version,
            updatedAt: row.createdAt,
            updatedByName: row.createdByName,
          },
        ]
      : [];
  });
}

/** GET /api/pages/{pageId}/versions: who changed the page and when (legal texts: public). */
export async function pageHistory(ctx: AppContext, user: Member | null, pageId: string): Promise<PageVersion[]> {
  const def = definition(pageId);
  if (def.kind !== "policy") adminFor(user);
  const rows = await listVersions(ctx.db, pageId);
  const head = rows[0]?.version;
  return rows.map((row) => ({ ...row, current: row.version === head }));
}

/**
 * PUT /api/pages/{pageId}: administrators save a new version (sanitised; audited as `page.save`, with
 * `source` the request's address), within the administrator's page edit limit (PAGE_EDIT_LIMIT, with
 * restores). Errors: ADMIN_ONLY, RATE_LIMITED (429), INVALID_INPUT (empty after sanitising),
 * PAGE_VERSION_CONFLICT (someone saved since `baseVersion`).
 */
export async function savePage(
  ctx: AppContext,
  admin: Member,
  source: AuditSource,
  pageId: string,
  input: PageWrite,
): Promise<Page> {
  definition(pageId);
  const clean = await cleanHtmlOffThread(input.bodyHtml);
  if (!clean.visible) throw invalidInput("bodyHtml", "pageBodyRequired");
  const bodyHtml = await sizePageMedia(
    ctx,
    await sizeBodyPictures(ctx.db, clean.html, admin.userId, ctx.config.webDist),
  );
  await takeMemberLimit(ctx, "pageEdits", admin.userId);
  const row = {
    pageId,
    title: input.title,
    bodyHtml,
    createdAt: new Date().toISOString(),
    createdById: admin.userId,
    createdByName: admin.nameKo,
    restoredFrom: null,
  };
  const version = input.baseVersion + 1;
  const audit = (trx: typeof ctx.db) =>
    recordAudit(trx, source, { action: "page.save", targetType: "page", targetId: pageId, detail: { version } });
  if (!(await appendVersion(ctx.db, ctx.dialect, row, input.baseVersion, audit)))
    throw new AppError("PAGE_VERSION_CONFLICT");
  return toPage({ ...row, version }, false);
}

/**
 * POST /api/pages/{pageId}/versions/{version}/restore: copies an old version as the new head (audited);
 * counts toward the page edit limit. Errors: ADMIN_ONLY, PAGE_VERSION_NOT_FOUND, RATE_LIMITED, PAGE_VERSION_CONFLICT.
 */
export async function restoreVersion(
  ctx: AppContext,
  admin: Member,
  source: AuditSource,
  pageId: string,
  version: number,
): Promise<Page> {
  definition(pageId);
  const [old, head] = await Promise.all([findVersion(ctx.db, pageId, version), currentVersion(ctx.db, pageId)]);
  if (!old || !head) throw new AppError("PAGE_VERSION_NOT_FOUND");
  await takeMemberLimit(ctx, "pageEdits", admin.userId);
  const row = {
    pageId,
    title: old.title,
    bodyHtml: old.bodyHtml,
    createdAt: new Date().toISOString(),
    createdById: admin.userId,
    createdByName: admin.nameKo,
    restoredFrom: old.version,
  };
  const audit = (trx: typeof ctx.db) =>
    recordAudit(trx, source, {
      action: "page.restore",
      targetType: "page",
      targetId: pageId,
      detail: { version: head.version + 1, restoredFrom: old.version },
    });
  if (!(await appendVersion(ctx.db, ctx.dialect, row, head.version, audit)))
    throw new AppError("PAGE_VERSION_CONFLICT");
  return toPage({ ...row, version: head.version + 1 }, false);
}
