/**
 * 수요조사 (issue 45; application code: surveys/, docs/surveys.md).
 * - `surveys`: one row per survey; its questions as JSON (fixed once answered), `version` raised by
 *   every edit (an answer checks it in its one conditional statement), `answerCount` the answers counted.
 * - `surveyAnswers`: one row per member or per company (`respondentKey`, unique per survey: the
 *   once-per-member/company rule under parallel submissions); anonymous surveys keep no member id and
 *   a hashed key.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("surveys")
    .addColumn("surveyId", "integer", autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("startsAt", "text", (c) => c.notNull())
    .addColumn("endsAt", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("allowChanges", "integer", (c) => c.notNull())
    .addColumn("anonymous", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("publishedAt", "text")
    .addColumn("questions", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("answerCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdBy", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("surveys_status_ends").on("surveys").columns(["status", "endsAt"]).execute();

  await db.schema
    .createTable("surveyAnswers")
    .addColumn("answerId", "integer", autoId)
    .addColumn("surveyId", "integer", (c) => c.notNull())
    .addColumn("respondentKey", "text", (c) => c.notNull())
    .addColumn("userId", "text")
    .addColumn("companyCode", "text")
    .addColumn("companyKind", "text")
    .addColumn("answers", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addUniqueConstraint("survey_answers_once", ["surveyId", "respondentKey"])
    .execute();
}
