/**
 * Who sees which results of a survey, and the administrators' exports (issue 45 §2):
 * - administrators see every survey's results at any time, with the short-text and "기타" texts, a
 *   filter by company kind, and for a named survey each respondent's answers;
 * - everyone else sees a survey's results only once published (closed, past its deadline or published
 *   by hand; 403 SURVEY_RESULTS_HIDDEN before), never texts nor names (404 for drafts, archived);
 * - an export (CSV UTF-8 with BOM, or XLSX) lists every answer; it asks for a reason, and when the
 *   survey is named the export is first recorded in the personal-data access log (survey.export).
 */
import { type SurveyAnswerValue, type SurveyExport, type SurveyResults, seoulMinute, t } from "@portal/contract";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { recordAccess } from "../audit/access-log.ts";
import type { AppContext } from "../context.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { type AnswerRow, listAnswers } from "./queries.ts";
import { answerText, surveyResults } from "./results.ts";
import { isPublished, questionsOf, summaryOf, surveyOrThrow } from "./service.ts";

const parse = (row: AnswerRow) => JSON.parse(row.answers) as Record<string, SurveyAnswerValue>;

/**
 * GET /api/surveys/{id}/results (anyone; published only) and GET /api/admin/surveys/{id}/results
 * (`admin` set): the results, filtered by company kind for administrators.
 */
export async function surveyResultsFor(
  ctx: AppContext,
  viewer: Member | null,
  surveyId: number,
  options: { admin: boolean; companyKind?: string },
): Promise<SurveyResults> {
  const row = await surveyOrThrow(ctx, surveyId);
  const admin = options.admin && viewer?.role === "A";
  if (!admin) {
    if (row.status === "draft" || row.status === "archived") throw new AppError("SURVEY_NOT_FOUND");
    if (!isPublished(row)) throw new AppError("SURVEY_RESULTS_HIDDEN");
  }
  const questions = questionsOf(row);
  const rows = await listAnswers(ctx.db, surveyId, admin ? options.companyKind : undefined);
  const answers = rows.map(parse);
  const named = admin && row.anonymous === 0;
  return {
    survey: summaryOf(row),
    respondents: rows.length,
    questions: surveyResults(questions, answers, admin),
    ...(named
      ? {
          responses: rows.map((r, i) => ({
            userId: r.userId,
            nameKo: r.nameKo,
            companyName: r.companyName,
            answeredAt: r.updatedAt,
            answers: Object.fromEntries(questions.map((q) => [q.id, answerText(q, answers[i]![q.id])])),
          })),
        }
      : {}),
  };
}

/** The export's table: a header row and one row per answer (names for named surveys). */
function exportTable(named: boolean, questions: ReturnType<typeof questionsOf>, rows: AnswerRow[]) {
  const header = [
    t("surveyCsvAnsweredAt"),
    ...(named ? [t("surveyCsvUserId"), t("surveyCsvName"), t("surveyCsvCompany")] : []),
    ...questions.map((q, i) => `${i + 1}. ${q.title}`),
  ];
  const body = rows.map((row) => {
    const answers = parse(row);
    return [
      seoulMinute(row.updatedAt),
      ...(named ? [row.userId ?? "", row.nameKo ?? "", row.companyName ?? ""] : []),
      ...questions.map((q) => answerText(q, answers[q.id])),
    ];
  });
  return [header, ...body];
}

/**
 * POST /api/admin/surveys/{id}/export: every answer as CSV or XLSX, and its file name. A named
 * survey's export is recorded (reason, format) before the file leaves; 500 when it cannot be.
 */
export async function exportSurvey(
  ctx: AppContext,
  admin: AdminActor,
  surveyId: number,
  request: SurveyExport,
): Promise<{ data: string | Buffer; type: string; filename: string }> {
  const row = await surveyOrThrow(ctx, surveyId);
  const rows = await listAnswers(ctx.db, surveyId);
  const named = row.anonymous === 0;
  if (named) {
    await recordAccess(ctx, admin, {
      action: "survey.export",
      memberIds: rows.flatMap((r) => (r.userId ? [r.userId] : [])),
      filter: { surveyId, format: request.format },
      reason: request.reason,
    });
  }
  const table = exportTable(named, questionsOf(row), rows);
  const name = `${row.title}_응답`;
  if (request.format === "csv") {
    const data = stringify(table, { bom: true, record_delimiter: "windows", escape_formulas: true });
    return { data, type: "text/csv; charset=utf-8", filename: `${name}.csv` };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("응답");
  for (const line of table) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true };
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    data,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    filename: `${name}.xlsx`,
  };
}
