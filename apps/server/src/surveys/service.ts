/**
 * 수요조사 rules (issue 45; docs/surveys.md): administrators build, edit (until the first answer),
 * open, close, publish and archive surveys; members of the audience answer once per member or per
 * company within the period (Asia/Seoul minutes stored as ISO UTC); results and exports in results.ts,
 * exports.ts. Errors are AppErrors with Korean details (problem.ts SURVEY_*).
 */
import { createHash } from "node:crypto";
import {
  type MemberSurveyList,
  roleAtLeast,
  type SurveyAnswer,
  type SurveyDetail,
  type SurveyQuestion,
  type SurveyStatusAction,
  type SurveySummary,
  type SurveyWrite,
  seoulInstant,
  seoulMinute,
  surveyPhase,
  surveyWriteSchema,
  t,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { checkAnswers } from "./answers.ts";
import {
  answerDates,
  answeredAt,
  changeStatus,
  companyKind,
  countAnswer,
  findSurvey,
  insertAnswerOnce,
  insertSurvey,
  listAllSurveys,
  listOpenSurveys,
  listPublishedSurveys,
  replaceAnswer,
  type SurveyRow,
  updateUnanswered,
} from "./queries.ts";

const nowIso = () => new Date().toISOString();

/** "2026-12-01T09:00" (Asia/Seoul) → ISO UTC. */
export function seoulMinuteToIso(minute: string): string {
  return seoulInstant(minute.slice(0, 10), minute.slice(11, 16)).toISOString();
}

/** The stored questions of `survey`. */
export function questionsOf(survey: SurveyRow): SurveyQuestion[] {
  return JSON.parse(survey.questions) as SurveyQuestion[];
}

/** A survey row as lists show it, its phase read at `now`. */
export function summaryOf(row: SurveyRow, now = nowIso()): SurveySummary {
  return {
    surveyId: row.surveyId,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    audience: row.audience,
    unit: row.unit,
    allowChanges: row.allowChanges === 1,
    anonymous: row.anonymous === 1,
    status: row.status,
    phase: surveyPhase(row, now),
    publishedAt: row.publishedAt,
    answerCount: row.answerCount,
  };
}

/** Whether the results of `row` are published at `now` (closed, past the deadline, or published by hand). */
export function isPublished(row: SurveyRow, now = nowIso()): boolean {
  const phase = surveyPhase(row, now);
  return phase === "closed" || (row.publishedAt !== null && (phase === "open" || phase === "scheduled"));
}

/** The stored columns of a survey as written (questions numbered q1, q2 … in order). */
function columnsOf(input: SurveyWrite) {
  const body = surveyWriteSchema.parse(input);
  const questions: SurveyQuestion[] = body.questions.map((q, i) => {
    const choice = q.kind === "single" || q.kind === "multiple";
    return {
      id: `q${i + 1}`,
      kind: q.kind,
      title: q.title,
      required: q.required,
      options: choice ? q.options : [],
      allowOther: choice && q.allowOther,
      maxChoices: q.kind === "multiple" ? q.maxChoices : null,
      unit: q.kind === "number" ? q.unit : "",
      min: q.kind === "number" ? q.min : null,
      max: q.kind === "number" ? q.max : null,
    };
  });
  return {
    title: body.title,
    description: body.description,
    startsAt: seoulMinuteToIso(body.startsAt),
    endsAt: seoulMinuteToIso(body.endsAt),
    audience: body.audience,
    unit: body.unit,
    allowChanges: body.allowChanges ? 1 : 0,
    anonymous: body.anonymous ? 1 : 0,
    questions: JSON.stringify(questions),
    updatedAt: nowIso(),
  };
}

/** POST /api/admin/surveys: a new draft survey; returns its id. */
export function createSurvey(ctx: AppContext, admin: AdminActor, input: SurveyWrite): Promise<number> {
  const now = nowIso();
  return insertSurvey(ctx.db, {
    ...columnsOf(input),
    status: "draft",
    publishedAt: null,
    createdBy: admin.user.userId,
    createdAt: now,
  });
}

/** The survey `surveyId`, or 404 SURVEY_NOT_FOUND. */
export async function surveyOrThrow(ctx: AppContext, surveyId: number): Promise<SurveyRow> {
  const row = await findSurvey(ctx.db, surveyId);
  if (!row) throw new AppError("SURVEY_NOT_FOUND");
  return row;
}

/** PUT /api/admin/surveys/{id}: replaces the survey while no answer exists, else 409 SURVEY_LOCKED. */
export async function updateSurvey(ctx: AppContext, surveyId: number, input: SurveyWrite): Promise<void> {
  const columns = columnsOf(input);
  if (await updateUnanswered(ctx.db, surveyId, columns)) return;
  const row = await surveyOrThrow(ctx, surveyId);
  throw new AppError(row.status === "archived" ? "SURVEY_STATUS_CONFLICT" : "SURVEY_LOCKED");
}

/** Which statuses each action starts from, and what it sets. */
const ACTIONS: Record<SurveyStatusAction, { from: SurveyRow["status"][]; change: () => Partial<SurveyRow> }> = {
  open: { from: ["draft"], change: () => ({ status: "open" }) },
  close: { from: ["open"], change: () => ({ status: "closed" }) },
  publish: { from: ["open", "closed"], change: () => ({ publishedAt: nowIso() }) },
  archive: { from: ["draft", "open", "closed"], change: () => ({ status: "archived" }) },
};

/** POST /api/admin/surveys/{id}/status: open, close, publish or archive (409 from any other status). */
export async function changeSurveyStatus(ctx: AppContext, surveyId: number, action: SurveyStatusAction): Promise<void> {
  const { from, change } = ACTIONS[action];
  if (await changeStatus(ctx.db, surveyId, from, { ...change(), updatedAt: nowIso() })) return;
  await surveyOrThrow(ctx, surveyId);
  throw new AppError("SURVEY_STATUS_CONFLICT");
}

/** GET /api/admin/surveys: every survey, newest first. */
export async function adminSurveys(ctx: AppContext): Promise<SurveySummary[]> {
  const now = nowIso();
  return (await listAllSurveys(ctx.db)).map((row) => summaryOf(row, now));
}

/** GET /api/admin/surveys/{id}: the survey with its questions. */
export async function adminSurvey(ctx: AppContext, surveyId: number): Promise<SurveyDetail> {
  const row = await surveyOrThrow(ctx, surveyId);
  return { ...summaryOf(row), questions: questionsOf(row), editable: row.answerCount === 0, answeredAt: null };
}

/** Whether `member` is in the audience of `row` (the answering unit's company rule aside). */
function inAudience(row: SurveyRow, member: Member): boolean {
  if (row.audience === "all") return true;
  if (!member.companyCode) return false;
  return row.audience === "company" || roleAtLeast(member.role, "M");
}

/** The key of the member's answer (per member or per company; hashed for anonymous surveys), or null. */
function respondentKey(row: SurveyRow, member: Member): string | null {
  const key = row.unit === "company" ? member.companyCode && `c:${member.companyCode}` : `m:${member.userId}`;
  if (!key) return null;
  return row.anonymous === 1 ? createHash("sha256").update(`${row.surveyId}:${key}`).digest("hex") : key;
}

/** GET /api/surveys: the surveys taking answers now whose audience holds `member`, with their answer dates. */
export async function memberSurveys(ctx: AppContext, member: Member): Promise<MemberSurveyList> {
  const now = nowIso();
  const rows = (await listOpenSurveys(ctx.db, now)).filter((row) => inAudience(row, member));
  const keys = rows.flatMap((row) => respondentKey(row, member) ?? []);
  const dates = await answerDates(
    ctx.db,
    rows.map((r) => r.surveyId),
    keys,
  );
  return {
    items: rows.map((row) => ({
      ...summaryOf(row, now),
      answeredAt: dates.get(`${row.surveyId} ${respondentKey(row, member)}`) ?? null,
    })),
  };
}

/**
 * GET /api/surveys/{id}: the survey to answer. 404 for drafts and archived surveys, 403
 * SURVEY_NOT_AUDIENCE outside its audience.
 */
export async function memberSurvey(ctx: AppContext, member: Member, surveyId: number): Promise<SurveyDetail> {
  const row = await surveyOrThrow(ctx, surveyId);
  if (row.status === "draft" || row.status === "archived") throw new AppError("SURVEY_NOT_FOUND");
  if (!inAudience(row, member)) throw new AppError("SURVEY_NOT_AUDIENCE");
  const key = respondentKey(row, member);
  return {
    ...summaryOf(row),
    questions: questionsOf(row),
    editable: false,
    answeredAt: key ? await answeredAt(ctx.db, surveyId, key) : null,
  };
}

/** The refusal of an answer to `row` at `now` for its period or status, or null when it takes answers. */
function periodRefusal(row: SurveyRow, now: string): AppError | null {
  const phase = surveyPhase(row, now);
  if (phase === "draft" || phase === "archived") return new AppError("SURVEY_NOT_FOUND");
  if (phase === "scheduled") {
    return new AppError("SURVEY_NOT_OPEN_YET", {
      detail: t("surveyNotOpenYetFrom", { startsAt: seoulMinute(row.startsAt) }),
    });
  }
  return phase === "closed" ? new AppError("SURVEY_CLOSED") : null;
}

/**
 * POST /api/surveys/{id}/answers: checks every answer (400 SURVEY_ANSWERS_INVALID with all faults),
 * then stores it once per member or company: the unique key decides between parallel submissions; a
 * later one replaces the answer where the survey allows changes, else 409. The survey's version and
 * period are checked by the same conditional statement that counts the answer. Returns whether it
 * replaced an earlier answer.
 */
export async function submitAnswers(
  ctx: AppContext,
  member: Member,
  surveyId: number,
  body: SurveyAnswer,
): Promise<{ replaced: boolean }> {
  const row = await surveyOrThrow(ctx, surveyId);
  const refusal = periodRefusal(row, nowIso());
  if (refusal) throw refusal;
  if (!inAudience(row, member)) throw new AppError("SURVEY_NOT_AUDIENCE");
  const key = respondentKey(row, member);
  if (!key) throw new AppError("SURVEY_NO_COMPANY");
  const answers = JSON.stringify(checkAnswers(questionsOf(row), body.answers));
  const named = row.anonymous === 0;
  const kind = member.companyCode ? await companyKind(ctx.db, member.companyCode) : null;
  return writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const now = nowIso();
    const stored = { userId: named ? member.userId : null, companyKind: kind, answers, updatedAt: now };
    const inserted = await insertAnswerOnce(trx, {
      ...stored,
      surveyId,
      respondentKey: key,
      companyCode: named ? member.companyCode : null,
      createdAt: now,
    });
    if (!inserted && row.allowChanges !== 1) {
      throw new AppError("SURVEY_ALREADY_ANSWERED", {
        detail: t(row.unit === "company" ? "surveyCompanyAlreadyAnswered" : "surveyAlreadyAnswered"),
      });
    }
    if (!inserted) await replaceAnswer(trx, surveyId, key, stored);
    if (!(await countAnswer(trx, row, now, inserted ? 1 : 0))) {
      const current = await findSurvey(trx, surveyId);
      throw (current && periodRefusal(current, now)) ?? new AppError("SURVEY_CHANGED");
    }
    return { replaced: !inserted };
  });
}

/** GET /api/surveys/published: the surveys whose results are published, newest deadline first. */
export async function publishedSurveys(ctx: AppContext): Promise<SurveySummary[]> {
  const now = nowIso();
  return (await listPublishedSurveys(ctx.db, now)).map((row) => summaryOf(row, now));
}
