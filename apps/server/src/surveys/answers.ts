/**
 * The check of one submission against a survey's questions (issue 45 §1): every question at fault is
 * reported at once, each with its Korean message; what passes is stored in a clean form (only the
 * fields of the question's kind, texts trimmed, unanswered optional questions left out).
 */
import { SURVEY_TEXT_MAX, type SurveyAnswerValue, type SurveyQuestion, t } from "@portal/contract";

export interface AnswerError {
  questionId: string;
  message: string;
}

/** Thrown with every error of a submission (400 SURVEY_ANSWERS_INVALID). */
export class AnswersInvalid extends Error {
  readonly errors: AnswerError[];
  constructor(errors: AnswerError[]) {
    super("survey answers invalid");
    this.errors = errors;
  }
}

const numberText = (n: number) => n.toLocaleString("ko-KR");

function isEmpty(value: SurveyAnswerValue | undefined): boolean {
  if (!value) return true;
  return (value.choices?.length ?? 0) === 0 && !value.other?.trim() && value.value === undefined && !value.text?.trim();
}

/** A choice question's clean answer, or the Korean message of its fault. */
function checkChoice(q: SurveyQuestion, value: SurveyAnswerValue): SurveyAnswerValue | string {
  const choices = [...new Set(value.choices ?? [])].sort((a, b) => a - b);
  const other = value.other?.trim() ?? "";
  if (choices.some((c) => c >= q.options.length)) return t("surveyAnswerBadOption");
  if (other && !q.allowOther) return t("surveyAnswerBadOption");
  if (other.length > SURVEY_TEXT_MAX) return t("surveyAnswerTextTooLong", { max: numberText(SURVEY_TEXT_MAX) });
  const picked = choices.length + (other ? 1 : 0);
  if (q.kind === "single" && picked !== 1) return t("surveyAnswerChooseOne");
  if (q.kind === "multiple" && q.maxChoices !== null && picked > q.maxChoices) {
    return t("surveyAnswerTooMany", { max: numberText(q.maxChoices) });
  }
  return other ? { choices, other } : { choices };
}

/** The clean answer of one non-empty answer to `q`, or the Korean message of its fault. */
function checkOne(q: SurveyQuestion, value: SurveyAnswerValue): SurveyAnswerValue | string {
  switch (q.kind) {
    case "single":
    case "multiple":
      return checkChoice(q, value);
    case "scale":
      return Number.isInteger(value.value) && value.value! >= 1 && value.value! <= 5
        ? { value: value.value }
        : t("surveyAnswerScale");
    case "number": {
      const min = q.min ?? 0;
      const max = q.max ?? 0;
      const n = value.value;
      return n !== undefined && n >= min && n <= max
        ? { value: n }
        : t("surveyAnswerNumberRange", { min: numberText(min), max: numberText(max) });
    }
    case "text": {
      const text = value.text?.trim() ?? "";
      if (text.length > SURVEY_TEXT_MAX) return t("surveyAnswerTextTooLong", { max: numberText(SURVEY_TEXT_MAX) });
      return { text };
    }
  }
}

/**
 * The clean answers of a submission by question id. Throws AnswersInvalid with every fault: a
 * required question left empty, an answer outside its question's rule, an answer to no question.
 */
export function checkAnswers(
  questions: SurveyQuestion[],
  given: Record<string, SurveyAnswerValue>,
): Record<string, SurveyAnswerValue> {
  const errors: AnswerError[] = [];
  const clean: Record<string, SurveyAnswerValue> = {};
  const ids = new Set(questions.map((q) => q.id));
  for (const questionId of Object.keys(given)) {
    if (!ids.has(questionId)) errors.push({ questionId, message: t("surveyAnswerUnknown") });
  }
  for (const q of questions) {
    const value = given[q.id];
    if (isEmpty(value)) {
      if (q.required) errors.push({ questionId: q.id, message: t("surveyAnswerRequired") });
      continue;
    }
    const checked = checkOne(q, value!);
    if (typeof checked === "string") errors.push({ questionId: q.id, message: checked });
    else clean[q.id] = checked;
  }
  if (errors.length > 0) throw new AnswersInvalid(errors);
  return clean;
}
