/**
 * The administrator's audit and member lists at scale (issue 15).
 * - `auditDays` counts the audit entries of each Asia/Seoul day, and `memberCounts` the members of
 *   each role and state (active, locked, inactive). Triggers keep both on every write of `auditLog`
 *   and `users`, so no writer can forget them: a list's total is read from a few rows instead of
 *   counting the table, and a deep audit page skips only entries of its own day.
 * - One index per member sort column (then the id), so a member page is read in index order, and one
 *   on (ip, at) for the audit list's address filter.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

const MEMBER_SORTS = ["nameKo", "companyName", "role", "lastLoginAt", "createdAt"];

/** The member state of a `users` row alias (the same rule as the application's `stateOf`). */
const memberState = (row: string) =>
  `case when ${row}."lockedAt" is not null then 'locked' when ${row}."active" = 1 then 'active' else 'inactive' end`;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("auditDays")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("entries", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("memberCounts")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("members", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("memberCounts_pk", ["role", "state"])
    .execute();
  // The audit list's last filter without its own index (action, actor and target have theirs).
  await db.schema.createIndex("audit_log_ip_at").on("auditLog").columns(["ip", "at"]).execute();
  for (const column of MEMBER_SORTS) {
    await db.schema.createIndex(`users_sort_${column}`).on("users").columns([column, "userId"]).execute();
  }
  if (dialect === "sqlite") await sqliteTriggers(db);
  else await postgresTriggers(db);

  const seoulDay =
    dialect === "sqlite"
      ? `date("at", '+9 hours')`
      : `to_char(("at")::timestamptz at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  await sql
    .raw(`insert into "auditDays" ("day", "entries") select ${seoulDay}, count(*) from "auditLog" group by 1`)
    .execute(db);
  await sql
    .raw(`insert into "memberCounts" ("role", "state", "members")
      select "role", ${memberState('"users"')}, count(*) from "users" group by 1, 2`)
    .execute(db);
}

/** SQLite: row triggers with an upsert (a count row appears on its first member or entry). */
async function sqliteTriggers(db: Kysely<unknown>) {
  const seoulDay = (row: string) => `date(${row}."at", '+9 hours')`;
  const addMember = (row: string, n: number) =>
    `insert into "memberCounts" ("role", "state", "members") values (${row}."role", ${memberState(row)}, ${n})
       on conflict ("role", "state") do update set "members" = "members" + ${n};`;
  const statements = [
    `create trigger "auditLog_days_insert" after insert on "auditLog" begin
       insert into "auditDays" ("day", "entries") values (${seoulDay("new")}, 1)
         on conflict ("day") do update set "entries" = "entries" + 1;
     end`,
    `create trigger "auditLog_days_delete" after delete on "auditLog" begin
       update "auditDays" set "entries" = "entries" - 1 where "day" = ${seoulDay("old")};
     end`,
    `create trigger "users_counts_insert" after insert on "users" begin ${addMember("new", 1)} end`,
    `create trigger "users_counts_delete" after delete on "users" begin ${addMember("old", -1)} end`,
    `create trigger "users_counts_update" after update of "role", "active", "lockedAt" on "users" begin
       ${addMember("old", -1)} ${addMember("new", 1)}
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** PostgreSQL: the same counts from two trigger functions. */
async function postgresTriggers(db: Kysely<unknown>) {
  const seoulDay = (row: string) => `to_char((${row}."at")::timestamptz at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const addMember = (row: string, n: number) =>
    `insert into "memberCounts" ("role", "state", "members") values (${row}."role", ${memberState(row)}, ${n})
       on conflict ("role", "state") do update set "members" = "memberCounts"."members" + ${n};`;
  const statements = [
    `create function "auditLog_days"() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then
         insert into "auditDays" ("day", "entries") values (${seoulDay("new")}, 1)
           on conflict ("day") do update set "entries" = "auditDays"."entries" + 1;
         return new;
       end if;
       update "auditDays" set "entries" = "entries" - 1 where "day" = ${seoulDay("old")};
       return old;
     end $$`,
    `create trigger "auditLog_days" after insert or delete on "auditLog"
       for each row execute function "auditLog_days"()`,
    `create function "users_counts"() returns trigger language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') then ${addMember("old", -1)} end if;
       if tg_op in ('UPDATE', 'INSERT') then ${addMember("new", 1)} end if;
       return null;
     end $$`,
    `create trigger "users_counts" after insert or delete or update of "role", "active", "lockedAt" on "users"
       for each row execute function "users_counts"()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
