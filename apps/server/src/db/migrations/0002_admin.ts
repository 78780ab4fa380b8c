/**
 * Administration (issue 4): per-board settings (read and comment permission, secret mode, notice
 * switch, default sort), administrator locks on members, the audit log (append-only), single-use
 * password reset tokens, companies, company registration requests and alliance applications, and
 * one live category name per board.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId, forbidUpdates }: MigrationContext): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  const boardColumns: [string, string, string | number][] = [
    ["readRole", "text", "ALL"],
    ["commentRole", "text", "U"],
    ["secretMode", "text", "optional"],
    ["noticeAllowed", "integer", 1],
    ["defaultSort", "text", "createdAt"],
    ["defaultOrder", "text", "desc"],
  ];
  for (const [name, type, fallback] of boardColumns) {
    await db.schema
      .alterTable("boards")
      .addColumn(name, type as "text", (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema.alterTable("users").addColumn("lockedAt", "text").execute();
  await db.schema.alterTable("users").addColumn("lockedBy", "text").execute();

  await db.schema
    .createIndex("categories_board_name_in_use")
    .on("categories")
    .columns(["boardId", "name"])
    .unique()
    .where(sql.ref("inUse"), "=", 1)
    .execute();

  await db.schema
    .createTable("auditLog")
    .addColumn("id", "integer", autoId)
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actorId", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("targetType", "text")
    .addColumn("targetId", "text")
    .addColumn("detail", "text")
    .addColumn("ip", "text")
    .addColumn("userAgent", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("auditLog").column("at").execute();
  await db.schema.createIndex("audit_log_actor_at").on("auditLog").columns(["actorId", "at"]).execute();
  await db.schema.createIndex("audit_log_action_at").on("auditLog").columns(["action", "at"]).execute();
  await db.schema.createIndex("audit_log_target_at").on("auditLog").columns(["targetId", "at"]).execute();
  await forbidUpdates(db, "auditLog");

  await db.schema
    .createTable("passwordResetTokens")
    .addColumn("tokenHash", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("users.userId").onDelete("cascade"))
    .addColumn("createdBy", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("usedAt", "text")
    .execute();
  await db.schema.createIndex("password_reset_tokens_user").on("passwordResetTokens").column("userId").execute();

  await db.schema
    .createTable("companies")
    .addColumn("companyCode", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("businessNo", "text")
    .addColumn("allianceAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("companies_business_no").on("companies").column("businessNo").execute();

  await db.schema
    .createTable("companyRequests")
    .addColumn("id", "integer", autoId)
    .addColumn("userId", "text", (c) => c.notNull().references("users.userId").onDelete("cascade"))
    .addColumn("businessNo", "text", (c) => c.notNull())
    .addColumn("companyName", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("reason", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("decidedAt", "text")
    .addColumn("decidedBy", "text")
    .execute();
  await db.schema
    .createIndex("company_requests_status")
    .on("companyRequests")
    .columns(["status", "createdAt"])
    .execute();
  await db.schema.createIndex("company_requests_user").on("companyRequests").column("userId").execute();

  await db.schema
    .createTable("allianceApplications")
    .addColumn("id", "integer", autoId)
    .addColumn("userId", "text", (c) => c.notNull().references("users.userId").onDelete("cascade"))
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("companyName", "text", (c) => c.notNull())
    .addColumn("representativeName", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("reason", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("decidedAt", "text")
    .addColumn("decidedBy", "text")
    .execute();
  await db.schema
    .createIndex("alliance_applications_status")
    .on("allianceApplications")
    .columns(["status", "createdAt"])
    .execute();
  await db.schema.createIndex("alliance_applications_user").on("allianceApplications").column("userId").execute();
}
