/**
 * 수요조사 (issue 45; docs/surveys.md): surveys of the members and member companies, their answers
 * and results. Schemas of every request and answer, the question kinds and the phase rule shared by
 * the server (which decides) and the web app (which shows).
 */
import { z } from "zod";
import { exportReasonField } from "./access-reviews.ts";
import { keyWith } from "./messages.ts";

export const SURVEY_AUDIENCES = ["all", "company", "managers"] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];
/** One answer per member, or one per company (the company's members share it). */
export const SURVEY_UNITS = ["member", "company"] as const;
export type SurveyUnit = (typeof SURVEY_UNITS)[number];
export const SURVEY_QUESTION_KINDS = ["single", "multiple", "scale", "number", "text"] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
/** What an administrator set: draft, open (answers taken within the period), closed, archived. */
export const SURVEY_STATUSES = ["draft", "open", "closed", "archived"] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
/** What a survey is now: its status read against its period ("scheduled": open but not begun yet). */
export type SurveyPhase = "draft" | "scheduled" | "open" | "closed" | "archived";
export const SURVEY_STATUS_ACTIONS = ["open", "close", "publish", "archive"] as const;
export type SurveyStatusAction = (typeof SURVEY_STATUS_ACTIONS)[number];

export const SURVEY_TITLE_MAX = 200;
export const SURVEY_DESCRIPTION_MAX = 2000;
export const SURVEY_QUESTIONS_MAX = 50;
export const SURVEY_OPTIONS_MAX = 20;
export const SURVEY_OPTION_MAX = 100;
/** Characters of a short-text answer and of a "기타" text. */
export const SURVEY_TEXT_MAX = 500;
/** The company kinds of the member profile (companies.kind), the results' filter. */
export const SURVEY_COMPANY_KINDS = ["logistics", "manufacturing", "other"] as const;

/** The phase of `survey` at `now` (ISO UTC strings compare in time order). */
export function surveyPhase(
  survey: { status: SurveyStatus; startsAt: string; endsAt: string },
  now: string,
): SurveyPhase {
  if (survey.status !== "open") return survey.status;
  if (now < survey.startsAt) return "scheduled";
  return now < survey.endsAt ? "open" : "closed";
}

/** "2026-12-01T09:00": a minute in Asia/Seoul, as the builder's date-time fields give it. */
const seoulMinute = z
  .string({ error: "surveyPeriodRequired" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "surveyPeriodRequired" });

const optionText = z
  .string()
  .trim()
  .min(1, { error: "surveyOptionRequired" })
  .max(SURVEY_OPTION_MAX, { error: keyWith("surveyOptionTooLong", { max: SURVEY_OPTION_MAX }) });

/** One question as the administrator writes it; the server numbers them q1, q2 … in order. */
export const surveyQuestionWriteSchema = z
  .object({
    kind: z.enum(SURVEY_QUESTION_KINDS),
    title: z
      .string({ error: "surveyQuestionTitleRequired" })
      .trim()
      .min(1, { error: "surveyQuestionTitleRequired" })
      .max(SURVEY_TITLE_MAX, { error: "surveyTitleTooLong" }),
    required: z.boolean().default(true),
    /** single / multiple: the options (2 to SURVEY_OPTIONS_MAX). */
    options: z.array(optionText).max(SURVEY_OPTIONS_MAX, { error: "surveyOptionsCount" }).default([]),
    /** single / multiple: a "기타" option with a text of the member's own. */
    allowOther: z.boolean().default(false),
    /** multiple: how many may be chosen at most (null: any number). */
    maxChoices: z.number().int().min(1).nullable().default(null),
    /** number: unit ("대", "명", "㎡") and the allowed range. */
    unit: z.string().trim().max(20).default(""),
    min: z.number().nullable().default(null),
    max: z.number().nullable().default(null),
  })
  .superRefine((q, ctx) => {
    const choice = q.kind === "single" || q.kind === "multiple";
    if (choice && q.options.length < 2)
      ctx.addIssue({ code: "custom", path: ["options"], message: "surveyOptionsCount" });
    if (q.kind === "multiple" && q.maxChoices !== null && q.maxChoices > q.options.length + (q.allowOther ? 1 : 0)) {
      ctx.addIssue({ code: "custom", path: ["maxChoices"], message: "surveyMaxChoicesTooMany" });
    }
    if (q.kind === "number" && (q.min === null || q.max === null || q.min >= q.max)) {
      ctx.addIssue({ code: "custom", path: ["max"], message: "surveyNumberRange" });
    }
  });
export type SurveyQuestionWrite = z.input<typeof surveyQuestionWriteSchema>;

/** POST/PUT /api/admin/surveys: the whole survey (edits only until the first answer). */
export const surveyWriteSchema = z
  .object({
    title: z
      .string({ error: "surveyTitleRequired" })
      .trim()
      .min(1, { error: "surveyTitleRequired" })
      .max(SURVEY_TITLE_MAX, { error: "surveyTitleTooLong" }),
    description: z.string().trim().max(SURVEY_DESCRIPTION_MAX, { error: "surveyDescriptionTooLong" }).default(""),
    /** Asia/Seoul minutes; answers are taken from startsAt until (not at) endsAt. */
    startsAt: seoulMinute,
    endsAt: seoulMinute,
    audience: z.enum(SURVEY_AUDIENCES),
    unit: z.enum(SURVEY_UNITS),
    /** Whether a member (or the company) may answer again before the deadline, replacing the answer. */
    allowChanges: z.boolean().default(false),
    anonymous: z.boolean().default(true),
    questions: z
      .array(surveyQuestionWriteSchema)
      .min(1, { error: "surveyQuestionsRequired" })
      .max(SURVEY_QUESTIONS_MAX, { error: keyWith("surveyQuestionsTooMany", { max: SURVEY_QUESTIONS_MAX }) }),
  })
  .superRefine((s, ctx) => {
    if (s.endsAt <= s.startsAt) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "surveyEndBeforeStart" });
  });
export type SurveyWrite = z.input<typeof surveyWriteSchema>;

export const surveyQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  allowOther: z.boolean(),
  maxChoices: z.number().int().nullable(),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** A survey as lists show it. Times are ISO UTC. */
export const surveySummarySchema = z.object({
  surveyId: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  audience: z.enum(SURVEY_AUDIENCES),
  unit: z.enum(SURVEY_UNITS),
  allowChanges: z.boolean(),
  anonymous: z.boolean(),
  status: z.enum(SURVEY_STATUSES),
  phase: z.enum(["draft", "scheduled", "open", "closed", "archived"]),
  publishedAt: z.string().nullable(),
  /** Answers counted (members or companies). */
  answerCount: z.number().int(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

/** A survey with its questions; for a member also whether they (or their company) answered. */
export const surveyDetailSchema = surveySummarySchema.extend({
  questions: z.array(surveyQuestionSchema),
  /** Whether the survey can still be edited (no answer yet). */
  editable: z.boolean(),
  answeredAt: z.string().nullable(),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;
export const surveyListSchema = z.object({ items: z.array(surveySummarySchema) });
export type SurveyList = z.infer<typeof surveyListSchema>;
/** Members' list: each open survey of their audience, and when they (or their company) answered. */
export const memberSurveyListSchema = z.object({
  items: z.array(surveySummarySchema.extend({ answeredAt: z.string().nullable() })),
});
export type MemberSurveyList = z.infer<typeof memberSurveyListSchema>;

export const surveyIdParamsSchema = z.object({ surveyId: z.coerce.number().int().positive() });
export const surveyStatusSchema = z.object({ action: z.enum(SURVEY_STATUS_ACTIONS) });

/** One question's answer: chosen option indexes, a "기타" text, a number (scale or number) or a text. */
export const surveyAnswerValueSchema = z.object({
  choices: z.array(z.number().int().nonnegative()).max(SURVEY_OPTIONS_MAX).optional(),
  other: z
    .string()
    .max(SURVEY_TEXT_MAX * 2)
    .optional(),
  value: z.number().finite().optional(),
  text: z
    .string()
    .max(SURVEY_TEXT_MAX * 2)
    .optional(),
});
export type SurveyAnswerValue = z.infer<typeof surveyAnswerValueSchema>;
/** POST /api/surveys/{id}/answers: answers by question id (every question in one request). */
export const surveyAnswerSchema = z.object({
  answers: z.record(z.string().max(10), surveyAnswerValueSchema),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export const surveyAnswerResultSchema = z.object({ replaced: z.boolean() });

/** 400 SURVEY_ANSWERS_INVALID: every question at fault, each with its Korean message. */
export const surveyAnswerProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.literal(400),
  code: z.literal("SURVEY_ANSWERS_INVALID"),
  detail: z.string(),
  errors: z.array(z.object({ questionId: z.string(), message: z.string() })),
});

const countRow = z.object({ label: z.string(), count: z.number().int(), percent: z.number() });
/** One question's results. Texts (short text answers, "기타" texts) only in administrators' results. */
export const surveyQuestionResultSchema = z.object({
  questionId: z.string(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: z.string(),
  unit: z.string(),
  /** Respondents who answered this question. */
  answered: z.number().int(),
  /** single / multiple: each option (and "기타" last); scale: 1 … 5; number: five equal ranges. */
  counts: z.array(countRow),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  texts: z.array(z.string()).optional(),
});
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResultSchema>;

/** A named survey's answers, for administrators: who answered, and each answer as text. */
export const surveyResponseSchema = z.object({
  userId: z.string().nullable(),
  nameKo: z.string().nullable(),
  companyName: z.string().nullable(),
  answeredAt: z.string(),
  answers: z.record(z.string(), z.string()),
});

export const surveyResultsSchema = z.object({
  survey: surveySummarySchema,
  respondents: z.number().int(),
  questions: z.array(surveyQuestionResultSchema),
  /** Administrators, named surveys only. */
  responses: z.array(surveyResponseSchema).optional(),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;
export const surveyResultsQuerySchema = z.object({ companyKind: z.enum(SURVEY_COMPANY_KINDS).optional() });

/** POST /api/admin/surveys/{id}/export: the format and why (recorded when the file holds names). */
export const surveyExportSchema = z.object({ format: z.enum(["csv", "xlsx"]), reason: exportReasonField });
export type SurveyExport = z.infer<typeof surveyExportSchema>;
