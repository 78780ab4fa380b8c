/**
 * Where `npm test`'s time goes (issue 39 §4): each step's wall time, and each test file's time from the
 * Vitest and Playwright JSON reports — a Vitest file from its start to its end (its databases' set-up
 * included), a Playwright file as the sum of its tests' durations (its `beforeAll` and its tests'
 * page loads; files of the two-worker project overlap in wall time), and how busy the machine's cores
 * were during each step (from /proc/stat: a step at 50% on two cores left one idle, so work could be
 * split over both). Printed as a table before the summary line; a report it cannot read adds no rows
 * (the timing never fails the run).
 */
import fs from "node:fs";
import path from "node:path";

export interface Timing {
  /** What was timed: a step's label, or a test file's path from the repository's root. */
  name: string;
  seconds: number;
  /** The share (0–1) of all the machine's cores busy during a step; absent for files, or where /proc/stat is missing. */
  cpuBusy?: number;
}

/** The machine's CPU time counters (busy and total jiffies over every core, /proc/stat), or undefined off Linux. */
export function cpuTimes(): { busy: number; total: number } | undefined {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return total > 0 ? { busy: total - idle, total } : undefined;
  } catch {
    return undefined;
  }
}

/** The share of the cores busy between two `cpuTimes()` readings, or undefined when either is missing. */
export function busyBetween(
  before: ReturnType<typeof cpuTimes>,
  after: ReturnType<typeof cpuTimes>,
): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (after.busy - before.busy) / (after.total - before.total);
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
  const busy = (t: Timing) => (t.cpuBusy === undefined ? "–" : `${Math.round(t.cpuBusy * 100)}%`);
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, most);
  return [
    "| step | seconds | cores busy |",
    "| --- | ---: | ---: |",
    ...steps.map((t) => `${row(t)} ${busy(t)} |`),
    "",
    `| test file (slowest ${slowest.length} of ${files.length}) | seconds |`,
    "| --- | ---: |",
    ...slowest.map(row),
  ].join("\n");
}
