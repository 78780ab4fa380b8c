/**
 * Loading benchmark (part of `npm run bench`; alone: `BENCH_ONLY=loading npm run bench`): the
 * packing engine on Bischoff & Ratcliff BR1–BR7 (../shared/data/loading/bischoff1995), one problem
 * after another on one core, with full support enforced. `BENCH_LOADING_SET=het` runs the strongly
 * heterogeneous bench set instead: HET20, HET50 and HET100 (packages/loading/bench, 100 problems
 * each of 20, 50 and 100 box types made by Bischoff & Ratcliff's generator, docs/loading.md).
 *
 * Every solution is checked by the independent validator ../shared/tools/loading-check.mjs
 * (`--support 1.0`); an invalid solution counts as 0 %. Reports per class the mean volume use,
 * the worst problem, and the mean and largest time per problem. Times and the time limit are CPU time
 * of the benchmark's thread (`threadCpuMs`), so they mean "on one core" even while the machine is busy.
 *
 * BENCH_LOADING_PROBLEMS = problems per class (default 20: a sample of 140 problems, about 12 min;
 * 100 = all 700, about an hour); a sample of k per class takes problems 1, 1 + 100/k, 1 + 200/k …
 * BENCH_LOADING_FIRST = the first problem of the sample (default 1).
 * BENCH_LOADING_SECONDS = time limit per problem (default 5). BENCH_LOADING_CLASSES = e.g. "1,7"
 * (default all seven; with the het set e.g. "20,100", default "20,50,100").
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brSolution, parseBr } from "../packages/loading/src/br.ts";
import { threadCpuMs as cpuMs } from "../packages/loading/src/cli.ts";
import { pack } from "../packages/loading/src/pack.ts";
import { positiveInt, ROOT, round } from "./bench-server.ts";

const SETS = {
  br: { folder: path.resolve(ROOT, "../shared/data/loading/bischoff1995"), prefix: "BR", classes: "1,2,3,4,5,6,7" },
  het: { folder: path.resolve(ROOT, "packages/loading/bench"), prefix: "HET", classes: "20,50,100" },
};
const VALIDATOR = path.resolve(ROOT, "../shared/tools/loading-check.mjs");

export interface LoadingClassResult {
  instance: string;
  problems: number;
  invalid: number;
  meanPercent: number;
  worstPercent: number;
  worstProblem: number;
  meanSeconds: number;
  maxSeconds: number;
}

export interface LoadingBenchResult {
  secondsLimit: number;
  problemsPerClass: number;
  classes: LoadingClassResult[];
}

/** Runs the benchmark and prints one line per class as it goes. */
export async function benchLoading(): Promise<LoadingBenchResult> {
  const perClass = Math.min(100, positiveInt(process.env.BENCH_LOADING_PROBLEMS, 20));
  const seconds = Number(process.env.BENCH_LOADING_SECONDS ?? "5");
  const first = Math.min(100, positiveInt(process.env.BENCH_LOADING_FIRST, 1));
  const set = SETS[process.env.BENCH_LOADING_SET === "het" ? "het" : "br"];
  const classes = (process.env.BENCH_LOADING_CLASSES ?? set.classes).split(",").map(Number);
  const { parseInstances, checkSolution } = await import(pathToFileURL(VALIDATOR).href);
  console.log(
    `Loading: ${set.prefix}${classes.join(`, ${set.prefix}`)}, ${perClass} problems per class, ${seconds} s limit each, full support`,
  );
  const results: LoadingClassResult[] = [];
  for (const c of classes) {
    const instance = `${set.prefix}${c}`;
    const text = fs.readFileSync(path.join(set.folder, `${instance}.txt`), "utf8");
    const problems = parseBr(text);
    const reference = parseInstances(text);
    const step = Math.max(1, Math.floor(problems.length / perClass));
    const percents: number[] = [];
    const times: number[] = [];
    let invalid = 0;
    let worst = { percent: Number.POSITIVE_INFINITY, problem: 0 };
    for (let i = first - 1; i < problems.length && percents.length < perClass; i += step) {
      const problem = problems[i]!;
      const started = cpuMs();
      const result = pack(problem.vehicle, problem.cargo, { timeLimitMs: seconds * 1000, now: cpuMs });
      times.push((cpuMs() - started) / 1000);
      const check = checkSolution(reference[i], brSolution(instance, problem, result), {
        support: 1,
        problemNumber: problem.index,
      });
      const percent = check.valid ? check.volumeUtilisation : 0;
      if (!check.valid) {
        invalid++;
        console.log(`  ${instance} #${problem.index} INVALID: ${check.errors.join("; ")}`);
      }
      percents.push(percent);
      if (percent < worst.percent) worst = { percent, problem: problem.index };
    }
    const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
    const row: LoadingClassResult = {
      instance,
      problems: percents.length,
      invalid,
      meanPercent: round(mean(percents), 2),
      worstPercent: worst.percent,
      worstProblem: worst.problem,
      meanSeconds: round(mean(times), 2),
      maxSeconds: round(Math.max(...times), 2),
    };
    results.push(row);
    console.log(
      `  ${instance}: mean ${row.meanPercent} % over ${row.problems}, worst ${row.worstPercent} % (#${row.worstProblem}), ` +
        `${row.meanSeconds} s mean, ${row.maxSeconds} s max, ${row.invalid} invalid`,
    );
  }
  return { secondsLimit: seconds, problemsPerClass: perClass, classes: results };
}

/** The per-class Markdown table. */
export function loadingTable(result: LoadingBenchResult): string {
  const all = result.classes;
  const mean =
    all.reduce((s, r) => s + r.meanPercent * r.problems, 0) /
    Math.max(
      1,
      all.reduce((s, r) => s + r.problems, 0),
    );
  return [
    `Loading (${result.classes[0]?.instance.replace(/\d+$/, "") ?? "BR"}, full support, ${result.secondsLimit} s limit, ${result.problemsPerClass} problems per class, validated):`,
    "",
    "| Class | Problems | Mean volume % | Worst % (problem) | Mean s | Max s | Invalid |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...all.map(
      (r) =>
        `| ${r.instance} | ${r.problems} | ${r.meanPercent} | ${r.worstPercent} (#${r.worstProblem}) | ${r.meanSeconds} | ${r.maxSeconds} | ${r.invalid} |`,
    ),
    `| all | ${all.reduce((s, r) => s + r.problems, 0)} | ${round(mean, 2)} | | | | ${all.reduce((s, r) => s + r.invalid, 0)} |`,
  ].join("\n");
}

if (import.meta.filename === process.argv[1]) {
  console.log(`\n${loadingTable(await benchLoading())}`);
}
