/**
 * Members (issue 5): the consents each member gave (with the text version and time), the social
 * accounts linked to members, database-kept rate limits for the public checks and password find,
 * the recommending staff member of the registration form, the session's password re-check time,
 * and one account per e-mail address (case-insensitive unique index).
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema.alterTable("users").addColumn("salesUserName", "text").execute();
  await db.schema.alterTable("sessions").addColumn("reauthAt", "text").execute();

  await db.schema
    .createTable("userConsents")
    .addColumn("id", "integer", autoId)
    .addColumn("userId", "text", (c) => c.notNull().references("users.userId").onDelete("cascade"))
    .addColumn("termsUse", "integer", (c) => c.notNull())
    .addColumn("termsPersonal", "integer", (c) => c.notNull())
    .addColumn("termsLocation", "integer", (c) => c.notNull())
    .addColumn("termsPromotion", "integer", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("agreedAt", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("user_consents_user_at").on("userConsents").columns(["userId", "agreedAt"]).execute();

  await db.schema
    .createTable("socialAccounts")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("users.userId").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("lastLoginAt", "text")
    .addPrimaryKeyConstraint("social_accounts_pk", ["provider", "subject"])
    .execute();
  await db.schema
    .createIndex("social_accounts_user_provider")
    .on("socialAccounts")
    .columns(["userId", "provider"])
    .unique()
    .execute();

  await db.schema
    .createTable("rateLimitHits")
    .addColumn("id", "integer", autoId)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_scope_at").on("rateLimitHits").columns(["scope", "at"]).execute();

  // One account per e-mail, whatever the letter case (the index also serves the duplicate check).
  await db.schema
    .createIndex("users_email_lower_unique")
    .on("users")
    .unique()
    .expression(sql`lower(${sql.ref("email")})`)
    .execute();
}
