/**
 * A survey's results from its stored answers (issue 45 §2): per question the respondents who answered,
 * counts and percentages (of those respondents, one decimal) of each option, "기타" and scale point,
 * numbers in five equal ranges of the question's range, mean and median of scales and numbers, and —
 * only when `withTexts` (administrators) — the short-text answers and "기타" texts.
 */
import { type SurveyAnswerValue, type SurveyQuestion, type SurveyQuestionResult, t } from "@portal/contract";

const NUMBER_BINS = 5;

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Mean and median of `values` (null when empty), two decimals. */
export function meanMedian(values: number[]): { mean: number | null; median: number | null } {
  if (values.length === 0) return { mean: null, median: null };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { mean: round2(values.reduce((a, b) => a + b, 0) / values.length), median: round2(median) };
}

/** The five equal ranges of a number question: labels and the index of `value`. */
function numberBins(q: SurveyQuestion) {
  const min = q.min ?? 0;
  const width = ((q.max ?? 0) - min) / NUMBER_BINS;
  const label = (i: number) =>
    t("surveyRange", {
      from: round2(min + width * i).toLocaleString("ko-KR"),
      to: `${round2(min + width * (i + 1)).toLocaleString("ko-KR")}${q.unit}`,
    });
  const index = (value: number) => Math.min(NUMBER_BINS - 1, Math.max(0, Math.floor((value - min) / width)));
  return { labels: Array.from({ length: NUMBER_BINS }, (_, i) => label(i)), index };
}

/** The result of question `q` over `values` (the answers that answered it). */
function questionResult(q: SurveyQuestion, values: SurveyAnswerValue[], withTexts: boolean): SurveyQuestionResult {
  const answered = values.length;
  const base = { questionId: q.id, kind: q.kind, title: q.title, unit: q.unit, answered, mean: null, median: null };
  const rows = (labels: string[], counts: number[]) =>
    labels.map((label, i) => ({ label, count: counts[i]!, percent: percentOf(counts[i]!, answered) }));
  if (q.kind === "single" || q.kind === "multiple") {
    const labels = q.allowOther ? [...q.options, t("surveyOther")] : q.options;
    const counts = labels.map(() => 0);
    for (const v of values) {
      for (const c of v.choices ?? []) counts[c] = (counts[c] ?? 0) + 1;
      if (v.other) counts[q.options.length] = (counts[q.options.length] ?? 0) + 1;
    }
    const texts = values.flatMap((v) => (v.other ? [v.other] : []));
    return { ...base, counts: rows(labels, counts), ...(withTexts ? { texts } : {}) };
  }
  if (q.kind === "text") {
    return { ...base, counts: [], ...(withTexts ? { texts: values.map((v) => v.text ?? "") } : {}) };
  }
  const numbers = values.map((v) => v.value ?? 0);
  if (q.kind === "scale") {
    const counts = [1, 2, 3, 4, 5].map((point) => numbers.filter((n) => n === point).length);
    return { ...base, counts: rows(["1", "2", "3", "4", "5"], counts), ...meanMedian(numbers) };
  }
  const bins = numberBins(q);
  const counts = bins.labels.map(() => 0);
  for (const n of numbers) counts[bins.index(n)]! += 1;
  return { ...base, counts: rows(bins.labels, counts), ...meanMedian(numbers) };
}

/** Every question's result over `answers` (each a respondent's answers by question id). */
export function surveyResults(
  questions: SurveyQuestion[],
  answers: Record<string, SurveyAnswerValue>[],
  withTexts: boolean,
): SurveyQuestionResult[] {
  return questions.map((q) =>
    questionResult(
      q,
      answers.flatMap((a) => (a[q.id] ? [a[q.id]!] : [])),
      withTexts,
    ),
  );
}

/** One answer as text, for a named survey's answer list and the exports ("" when unanswered). */
export function answerText(q: SurveyQuestion, value: SurveyAnswerValue | undefined): string {
  if (!value) return "";
  if (q.kind === "single" || q.kind === "multiple") {
    const picked = (value.choices ?? []).map((c) => q.options[c] ?? "");
    if (value.other) picked.push(`${t("surveyOther")}: ${value.other}`);
    return picked.join(", ");
  }
  if (q.kind === "text") return value.text ?? "";
  return value.value === undefined ? "" : `${value.value}${q.unit}`;
}
