/**
 * 수요조사 queries (issue 45; docs/surveys.md). Every statement of the feature: surveys (one row
 * each, questions as JSON) and their answers (one row per respondent key, unique per survey).
 */
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

export type SurveyRow = Selectable<Database["surveys"]>;
type NewSurvey = Insertable<Database["surveys"]>;
type SurveyChange = Updateable<Database["surveys"]>;
type NewAnswer = Insertable<Database["surveyAnswers"]>;

/** Inserts a survey; returns its id. */
export async function insertSurvey(db: Db, row: NewSurvey): Promise<number> {
  const { surveyId } = await db.insertInto("surveys").values(row).returning("surveyId").executeTakeFirstOrThrow();
  return surveyId;
}

/** The survey `surveyId`, or undefined. */
export function findSurvey(db: Db, surveyId: number): Promise<SurveyRow | undefined> {
  return db.selectFrom("surveys").selectAll().where("surveyId", "=", surveyId).executeTakeFirst();
}

/**
 * Changes a survey only while it has no answer (one conditional statement; the version goes up so an
 * answer checked against the old questions is refused). True when changed.
 */
export async function updateUnanswered(db: Db, surveyId: number, change: SurveyChange): Promise<boolean> {
  const result = await db
    .updateTable("surveys")
    .set((eb) => ({ ...change, version: eb("version", "+", 1) }))
    .where("surveyId", "=", surveyId)
    .where("answerCount", "=", 0)
    .where("status", "!=", "archived")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes a survey's status (or publication) where its status is one of `from`; true when changed. */
export async function changeStatus(
  db: Db,
  surveyId: number,
  from: readonly SurveyRow["status"][],
  change: SurveyChange,
): Promise<boolean> {
  const result = await db
    .updateTable("surveys")
    .set(change)
    .where("surveyId", "=", surveyId)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every survey, newest first (administrators). */
export function listAllSurveys(db: Db): Promise<SurveyRow[]> {
  return db.selectFrom("surveys").selectAll().orderBy("surveyId", "desc").execute();
}

/** Surveys taking answers at `now` (status open, within the period), ending soonest first. */
export function listOpenSurveys(db: Db, now: string): Promise<SurveyRow[]> {
  return db
    .selectFrom("surveys")
    .selectAll()
    .where("status", "=", "open")
    .where("startsAt", "<=", now)
    .where("endsAt", ">", now)
    .orderBy("endsAt")
    .orderBy("surveyId")
    .execute();
}

/** Surveys whose results are published at `now`: published by hand, closed, or past their deadline. */
export function listPublishedSurveys(db: Db, now: string): Promise<SurveyRow[]> {
  return db
    .selectFrom("surveys")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "in", ["open", "closed"]), eb("publishedAt", "is not", null)]),
        eb("status", "=", "closed"),
        eb.and([eb("status", "=", "open"), eb("endsAt", "<=", now)]),
      ]),
    )
    .orderBy("endsAt", "desc")
    .orderBy("surveyId", "desc")
    .execute();
}

/** When `respondentKey` answered `surveyId` last, or null. */
export async function answeredAt(db: Db, surveyId: number, respondentKey: string): Promise<string | null> {
  const row = await db
    .selectFrom("surveyAnswers")
    .select("updatedAt")
    .where("surveyId", "=", surveyId)
    .where("respondentKey", "=", respondentKey)
    .executeTakeFirst();
  return row?.updatedAt ?? null;
}

/** The answer dates of `keys` in `surveyIds` (a member's list), as "surveyId respondentKey" → date. */
export async function answerDates(db: Db, surveyIds: number[], keys: string[]): Promise<Map<string, string>> {
  if (surveyIds.length === 0 || keys.length === 0) return new Map();
  const rows = await db
    .selectFrom("surveyAnswers")
    .select(["surveyId", "respondentKey", "updatedAt"])
    .where("surveyId", "in", surveyIds)
    .where("respondentKey", "in", keys)
    .execute();
  return new Map(rows.map((r) => [`${r.surveyId} ${r.respondentKey}`, r.updatedAt]));
}

/** Inserts the answer unless its respondent key has one; true when inserted (the unique key decides). */
export async function insertAnswerOnce(db: Db, row: NewAnswer): Promise<boolean> {
  const inserted = await db
    .insertInto("surveyAnswers")
    .values(row)
    .onConflict((oc) => oc.columns(["surveyId", "respondentKey"]).doNothing())
    .returning("answerId")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Replaces the answer of `respondentKey` (a later answer where the survey allows changes). */
export async function replaceAnswer(
  db: Db,
  surveyId: number,
  respondentKey: string,
  change: Pick<NewAnswer, "userId" | "companyKind" | "answers" | "updatedAt">,
): Promise<void> {
  await db
    .updateTable("surveyAnswers")
    .set(change)
    .where("surveyId", "=", surveyId)
    .where("respondentKey", "=", respondentKey)
    .execute();
}

/**
 * Counts an answer (`added` 1 for a new one, 0 for a replacement) where the survey is still the
 * version the answer was checked against and takes answers at `now`: one conditional statement,
 * which also locks the survey row against a concurrent edit until the transaction ends. True when it did.
 */
export async function countAnswer(
  db: Db,
  survey: { surveyId: number; version: number },
  now: string,
  added: 0 | 1,
): Promise<boolean> {
  const result = await db
    .updateTable("surveys")
    .set((eb) => ({ answerCount: eb("answerCount", "+", added) }))
    .where("surveyId", "=", survey.surveyId)
    .where("version", "=", survey.version)
    .where("status", "=", "open")
    .where("startsAt", "<=", now)
    .where("endsAt", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One stored answer with the member's name and company (named surveys). */
export interface AnswerRow {
  userId: string | null;
  nameKo: string | null;
  companyName: string | null;
  companyKind: string | null;
  answers: string;
  updatedAt: string;
}

/** The answers of `surveyId`, oldest first; only those of companies of `companyKind` when given. */
export function listAnswers(db: Db, surveyId: number, companyKind?: string): Promise<AnswerRow[]> {
  let query = db
    .selectFrom("surveyAnswers as a")
    .leftJoin("users as u", "u.userId", "a.userId")
    .leftJoin("companies as c", "c.companyCode", "a.companyCode")
    .select(["a.userId", "u.nameKo", "c.name as companyName", "a.companyKind", "a.answers", "a.updatedAt"])
    .where("a.surveyId", "=", surveyId);
  if (companyKind) query = query.where("a.companyKind", "=", companyKind);
  return query.orderBy("a.answerId").execute();
}

/** The kind of company `companyCode` (logistics, manufacturing, other), or null. */
export async function companyKind(db: Db, companyCode: string): Promise<string | null> {
  const row = await db.selectFrom("companies").select("kind").where("companyCode", "=", companyCode).executeTakeFirst();
  return row?.kind ?? null;
}
