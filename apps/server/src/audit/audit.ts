/**
 * The audit log: who did what to which target, when and from where, for every administrator
 * action and every login success or failure. Entries are only ever inserted (a trigger refuses
 * UPDATE, and no endpoint edits or deletes them); entries older than AUDIT_PURGE_AFTER_DAYS are
 * purged, never ones younger than AUDIT_MIN_RETENTION_DAYS; changes of rights (role changes) are kept
 * ROLE_CHANGE_RETENTION_DAYS (three years). Administrators' reads of personal data are recorded apart
 * (access-log.ts).
 */
import {
  AUDIT_MIN_RETENTION_DAYS,
  AUDIT_PURGE_AFTER_DAYS,
  type AuditAction,
  type AuditEntry,
  type AuditList,
  type AuditQuery,
  ROLE_CHANGE_RETENTION_DAYS,
  seoulDayStart,
} from "@portal/contract";
import type { FastifyRequest } from "fastify";
import type { Selectable } from "kysely";
import type { Db } from "../db/database.ts";
import type { AuditLogTable } from "../db/schema.ts";

const DAY_MS = 86_400_000;

/** Who acts and from where: the member (null for an unknown login id) and the request's address. */
export interface AuditSource {
  actorId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The audit source of a request, for `actorId` (defaults to the signed-in member). */
export function sourceOf(request: FastifyRequest, actorId = request.user?.userId ?? null): AuditSource {
  return { actorId, ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null };
}

export interface AuditRecord {
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
}

/** Appends one entry. Pass the transaction of the change so both are written or neither. */
export async function recordAudit(db: Db, source: AuditSource, record: AuditRecord): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      at: new Date().toISOString(),
      actorId: source.actorId?.slice(0, 100) ?? null,
      action: record.action,
      targetType: record.targetType ?? null,
      targetId: record.targetId?.slice(0, 100) ?? null,
      detail: record.detail ? JSON.stringify(record.detail) : null,
      ip: source.ip,
      userAgent: source.userAgent,
    })
    .execute();
}

type AuditRow = Omit<Selectable<AuditLogTable>, "userAgent">;

function present(row: AuditRow): AuditEntry {
  let detail: Record<string, unknown> | null = null;
  try {
    detail = row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null;
  } catch {
    detail = null;
  }
  return { ...row, action: row.action as AuditAction, detail };
}

const COLUMNS = ["id", "at", "actorId", "action", "targetType", "targetId", "detail", "ip"] as const;

/**
 * GET /api/admin/audit: newest first, filtered by action, actor, target, address and day range.
 * Unfiltered or by days only, the total and the day a page starts in come from `auditDays` (one row
 * per day), so a deep page skips only entries of its own day; the other filters count and skip
 * within their index (`audit_log_<filter>_at`), so their cost follows the matching entries. A page past
 * the end reads no entries.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditList> {
  let filtered = db.selectFrom("auditLog");
  if (query.action) filtered = filtered.where("action", "=", query.action);
  if (query.actorId) filtered = filtered.where("actorId", "=", query.actorId);
  if (query.targetId) filtered = filtered.where("targetId", "=", query.targetId);
  if (query.ip) filtered = filtered.where("ip", "=", query.ip);
  if (query.from) filtered = filtered.where("at", ">=", seoulDayStart(query.from));
  if (query.to) filtered = filtered.where("at", "<", seoulDayStart(query.to, 1));
  const offset = (query.page - 1) * query.pageSize;
  const byDays = !query.action && !query.actorId && !query.targetId && !query.ip;
  const start = byDays ? await dayStart(db, query, offset) : { total: undefined, before: undefined, skip: offset };
  const total =
    start.total ??
    Number((await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst())?.total ?? 0);
  if (offset >= total) return { items: [], total, page: query.page, pageSize: query.pageSize };
  if (start.before) filtered = filtered.where("at", "<", start.before);
  const rows = await filtered
    .select(COLUMNS)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(query.pageSize)
    .offset(start.skip)
    .execute();
  return { items: rows.map(present), total, page: query.page, pageSize: query.pageSize };
}

/**
 * From the day counts within the query's day range: the total, and where the entry at `offset`
 * (newest first) is: before the end of its day (`before`, ISO) after skipping `skip` entries of it.
 */
async function dayStart(db: Db, query: AuditQuery, offset: number) {
  let days = db.selectFrom("auditDays").select(["day", "entries"]).where("entries", ">", 0);
  if (query.from) days = days.where("day", ">=", query.from);
  if (query.to) days = days.where("day", "<=", query.to);
  const rows = await days.orderBy("day", "desc").execute();
  let seen = 0;
  let start: { before: string | undefined; skip: number } | undefined;
  for (const { day, entries } of rows) {
    if (!start && seen + entries > offset) start = { before: seoulDayStart(day, 1), skip: offset - seen };
    seen += entries;
  }
  return { total: seen, ...(start ?? { before: undefined, skip: offset }) };
}

/** A member's login successes and failures, newest first (from the audit log). */
export async function loginHistory(db: Db, userId: string, page: number, pageSize: number): Promise<AuditList> {
  const filtered = db
    .selectFrom("auditLog")
    .where("targetId", "=", userId)
    .where("action", "in", ["login.success", "login.failure"]);
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  const rows = await filtered
    .select(COLUMNS)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(present), total: Number(count?.total ?? 0), page, pageSize };
}

/** Audit actions that change administrator rights: kept ROLE_CHANGE_RETENTION_DAYS (three years). */
const RIGHTS_ACTIONS: AuditAction[] = ["member.role"];

/**
 * Deletes entries older than AUDIT_PURGE_AFTER_DAYS (400) before `now`, and changes of rights
 * (member.role) older than ROLE_CHANGE_RETENTION_DAYS (three years); entries younger than a year,
 * and changes of rights younger than three years, are never touched. Returns how many were removed.
 */
export async function purgeAuditLog(db: Db, now = new Date()): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const cutoff = before(Math.max(AUDIT_PURGE_AFTER_DAYS, AUDIT_MIN_RETENTION_DAYS));
  const rightsCutoff = before(Math.max(ROLE_CHANGE_RETENTION_DAYS, AUDIT_PURGE_AFTER_DAYS));
  const result = await db
    .deleteFrom("auditLog")
    .where("at", "<", cutoff)
    .where((eb) => eb.or([eb("action", "not in", RIGHTS_ACTIONS), eb("at", "<", rightsCutoff)]))
    .executeTakeFirst();
  // The triggers took the deleted entries off their days; emptied days go too.
  await db.deleteFrom("auditDays").where("entries", "<=", 0).execute();
  return Number(result.numDeletedRows ?? 0);
}
