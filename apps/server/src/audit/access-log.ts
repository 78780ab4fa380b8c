/**
 * Administrators' access to members' personal data (issue 23; 개인정보의 안전성 확보조치 기준 §8):
 * every read or export of member lists, login records, company requests, alliance applications and
 * visit rosters writes one record — who, when, from which address, what, the query or target that
 * selected the members, and each member whose data the answer held — before the answer leaves.
 * A download carries the administrator's reason (issue 43 §3, §8②), kept with the record.
 * Records are only inserted (a trigger refuses UPDATE, no route edits or deletes them), readable by
 * administrators with filters, and purged once older than PRIVACY_ACCESS_RETENTION_DAYS (two years).
 */
import {
  PRIVACY_ACCESS_IDS_SHOWN,
  PRIVACY_ACCESS_RETENTION_DAYS,
  type PrivacyAccessAction,
  type PrivacyAccessList,
  type PrivacyAccessQuery,
  seoulDayStart,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { AdminActor } from "../http/admin-guard.ts";

const DAY_MS = 86_400_000;
/** Member rows written per INSERT (two parameters each). */
const MEMBER_BATCH = 500;

/** What was read: the members whose data the answer held and the query or target that selected them. */
export interface AccessRecord {
  action: PrivacyAccessAction;
  memberIds: readonly string[];
  filter?: Record<string, unknown>;
  /** Why the data was downloaded (every download has one: contract `exportReasonField`). */
  reason?: string;
}

/**
 * Records one access by `admin` (the record and its members in one transaction). Call it before the
 * answer is sent: when the record cannot be written, the data is not given out either (500).
 */
export async function recordAccess(ctx: AppContext, admin: AdminActor, record: AccessRecord): Promise<void> {
  const members = [...new Set(record.memberIds)];
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const { id } = await trx
      .insertInto("privacyAccessLog")
      .values({
        at: new Date().toISOString(),
        adminId: admin.user.userId,
        action: record.action,
        filter: record.filter ? JSON.stringify(record.filter) : null,
        memberCount: members.length,
        ip: admin.ip,
        userAgent: admin.userAgent,
        reason: record.reason ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let i = 0; i < members.length; i += MEMBER_BATCH) {
      await trx
        .insertInto("privacyAccessMembers")
        .values(members.slice(i, i + MEMBER_BATCH).map((userId) => ({ accessId: id, userId })))
        .execute();
    }
  });
}

function parseFilter(text: string | null): Record<string, unknown> | null {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/admin/privacy-access: newest first, filtered by Asia/Seoul day range, administrator,
 * action and member (any record whose answer held that member). Each record lists its first
 * PRIVACY_ACCESS_IDS_SHOWN members by id.
 */
export async function listAccess(db: Db, query: PrivacyAccessQuery): Promise<PrivacyAccessList> {
  let filtered = db.selectFrom("privacyAccessLog as l");
  if (query.action) filtered = filtered.where("l.action", "=", query.action);
  if (query.adminId) filtered = filtered.where("l.adminId", "=", query.adminId);
  if (query.from) filtered = filtered.where("l.at", ">=", seoulDayStart(query.from));
  if (query.to) filtered = filtered.where("l.at", "<", seoulDayStart(query.to, 1));
  const memberId = query.memberId;
  if (memberId) {
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom("privacyAccessMembers as m")
          .select("m.accessId")
          .whereRef("m.accessId", "=", "l.id")
          .where("m.userId", "=", memberId),
      ),
    );
  }
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  const total = Number(count?.total ?? 0);
  const rows = await filtered
    .select(["l.id", "l.at", "l.adminId", "l.action", "l.ip", "l.filter", "l.memberCount", "l.reason"])
    .orderBy("l.at", "desc")
    .orderBy("l.id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const items = [];
  for (const row of rows) {
    const members = await db
      .selectFrom("privacyAccessMembers")
      .select("userId")
      .where("accessId", "=", row.id)
      .orderBy("userId")
      .limit(PRIVACY_ACCESS_IDS_SHOWN)
      .execute();
    items.push({
      ...row,
      action: row.action as PrivacyAccessAction,
      filter: parseFilter(row.filter),
      memberIds: members.map((m) => m.userId),
    });
  }
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Deletes the records older than PRIVACY_ACCESS_RETENTION_DAYS before `now` (and their member rows);
 * a younger record is never touched. Returns how many records were removed.
 */
export async function purgeAccessLog(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PRIVACY_ACCESS_RETENTION_DAYS * DAY_MS).toISOString();
  await db
    .deleteFrom("privacyAccessMembers")
    .where("accessId", "in", (eb) => eb.selectFrom("privacyAccessLog").select("id").where("at", "<", cutoff))
    .execute();
  const result = await db.deleteFrom("privacyAccessLog").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
