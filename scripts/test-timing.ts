/**
 * Where `npm test`'s time goes (issue 39 §4): each step's wall time, and each test file's time from the
 * Vitest and Playwright JSON reports — a Vitest file from its start to its end (its databases' set-up
 * included), a Playwright file as the sum of its tests' durations (its `beforeAll` and its tests'
 * page loads; files of the two-worker project overlap in wall time). Printed as a table before the
 * summary line; a report it cannot read adds no rows (the timing never fails the run).
 */
import path from "node:path";

export interface Timing {
  /** What was timed: a step's label, or a test file's path from the repository's root. */
  name: string;
  seconds: number;
}

/** Test files' times from Vitest's JSON report (`testResults[]`: name, startTime, endTime in ms). */
export function vitestFileTimes(report: any, root: string): Timing[] {
  const files: any[] = Array.isArray(report?.testResults) ? report.testResults : [];
  return files.map((file) => ({
    name: path.relative(root, String(file.name)),
    seconds: (Number(file.endTime) - Number(file.startTime)) / 1000 || 0,
  }));
}

/** Test files' times from Playwright's JSON report (nested `suites[]`, each spec's tests' results' durations). */
export function playwrightFileTimes(report: any): Timing[] {
  const byFile = new Map<string, number>();
  const visit = (suite: any) => {
    for (const spec of suite?.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          byFile.set(`e2e/tests/${spec.file}`, (byFile.get(`e2e/tests/${spec.file}`) ?? 0) + (result.duration ?? 0));
    for (const child of suite?.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...byFile].map(([name, ms]) => ({ name, seconds: ms / 1000 }));
}

/** The table: the steps in order, then the `most` slowest files, slowest first. */
export function timingTable(steps: Timing[], files: Timing[], most = 30): string {
  const row = (t: Timing) => `| ${t.name} | ${t.seconds.toFixed(1)} |`;
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, most);
  return [
    "| step | seconds |",
    "| --- | ---: |",
    ...steps.map(row),
    "",
    `| test file (slowest ${slowest.length} of ${files.length}) | seconds |`,
    "| --- | ---: |",
    ...slowest.map(row),
  ].join("\n");
}
