/**
 * The approval queues' statements (Kysely, the same on SQLite and PostgreSQL): company registration
 * requests and alliance applications, their one decision (a conditional UPDATE on `pending`), and
 * the companies an approval creates or marks.
 */
import type { AllianceWrite, CompanyRequestWrite, RequestListQuery } from "@portal/contract";
import type { Selectable } from "kysely";
import type { Db } from "../db/database.ts";
import type { CompaniesTable, RequestStatus } from "../db/schema.ts";

/** Either approval queue. */
export type Queue = "companyRequests" | "allianceApplications";

/** One page of a queue, pending entries first, then newest, with the member's name, and its total. */
export async function listQueuePage(db: Db, queue: Queue, query: RequestListQuery) {
  let filtered = db
    .selectFrom(`${queue} as r` as "companyRequests as r")
    .innerJoin("users as u", "u.userId", "r.userId");
  if (query.status) filtered = filtered.where("r.status", "=", query.status);
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  const rows = await filtered
    .selectAll("r")
    .select("u.nameKo")
    .orderBy((eb) => eb.case().when("r.status", "=", "pending").then(0).else(1).end())
    .orderBy("r.createdAt", "desc")
    .orderBy("r.id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(count?.total ?? 0) };
}

/** A company registration request by id, or undefined. */
export function findCompanyRequest(db: Db, id: number) {
  return db.selectFrom("companyRequests").selectAll().where("id", "=", id).executeTakeFirst();
}

/** An alliance application by id, or undefined. */
export function findAllianceApplication(db: Db, id: number) {
  return db.selectFrom("allianceApplications").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks a pending entry decided; false when it was not pending (someone decided first). */
export async function decideEntry(
  db: Db,
  queue: Queue,
  id: number,
  decision: { status: RequestStatus; reason: string | null; decidedAt: string; decidedBy: string },
): Promise<boolean> {
  const result = await db
    .updateTable(queue)
    .set(decision)
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Finds the company of `businessNo` or creates it with code "C" + the number; two approvals at once
 * for one number create it once (the insert yields to the key, then the row is read).
 */
export async function companyFor(
  db: Db,
  businessNo: string,
  name: string,
  now: string,
): Promise<Selectable<CompaniesTable>> {
  const found = await db.selectFrom("companies").selectAll().where("businessNo", "=", businessNo).executeTakeFirst();
  if (found) return found;
  const company = { companyCode: `C${businessNo}`, name, businessNo, allianceAt: null, createdAt: now, updatedAt: now };
  await db
    .insertInto("companies")
    .values(company)
    .onConflict((oc) => oc.column("companyCode").doNothing())
    .execute();
  return db
    .selectFrom("companies")
    .selectAll()
    .where("companyCode", "=", company.companyCode)
    .executeTakeFirstOrThrow();
}

/** Attaches a member to a company (its code, name and the business number). */
export async function attachMember(
  db: Db,
  userId: string,
  company: { companyCode: string; name: string; businessNo: string },
  now: string,
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      companyCode: company.companyCode,
      companyName: company.name,
      businessNo: company.businessNo,
      updatedAt: now,
    })
    .where("userId", "=", userId)
    .execute();
}

/** Marks the company an alliance member, creating it (without a business number) when unknown. */
export async function joinAlliance(db: Db, company: { companyCode: string; name: string }, now: string): Promise<void> {
  await db
    .insertInto("companies")
    .values({ ...company, businessNo: null, allianceAt: now, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column("companyCode").doUpdateSet({ allianceAt: now, updatedAt: now }))
    .execute();
}

const undecided = () => ({ reason: null, createdAt: new Date().toISOString(), decidedAt: null, decidedBy: null });

/** Inserts a pending company request; returns its id (the "one pending per member" index may refuse it). */
export async function insertCompanyRequest(db: Db, userId: string, input: CompanyRequestWrite): Promise<number> {
  const row = await db
    .insertInto("companyRequests")
    .values({ userId, ...input, ...undecided() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a pending alliance application; returns its id (the "one pending per member" index may refuse it). */
export async function insertAllianceApplication(
  db: Db,
  userId: string,
  companyCode: string,
  input: AllianceWrite,
): Promise<number> {
  const row = await db
    .insertInto("allianceApplications")
    .values({ userId, companyCode, ...input, ...undecided() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
