/**
 * Command line of the packing engine (Node):
 *   npm run --silent loading -- solve --instance FILE --problem N --time-limit SECONDS [--seed S] [--json]
 *   npm run --silent loading -- generate --types N --problems P --seed S
 * `solve` solves problem N (1-based) of a Bischoff & Ratcliff format file within SECONDS of CPU time
 * of its thread (`threadCpuMs`). With --json it prints the validator's solution JSON
 * (shared/tools/loading-check.mjs) on stdout, with a `meta` key the validator ignores; without it,
 * one line of figures. `generate` prints P problems of N box types made by Bischoff & Ratcliff's
 * procedure (br-generator.ts), problem p with seed S + 100 (p − 1), in the same format.
 * Exit code 2 on bad arguments or input.
 */
import fs from "node:fs";
import { brSolution, parseBr } from "./br.ts";
import { formatBr, generateBrProblem } from "./br-generator.ts";
import { pack } from "./pack.ts";

const USAGE =
  "usage: loading solve --instance FILE --problem N --time-limit SECONDS [--seed S] [--json]\n" +
  "  Solves problem N (1-based) of a Bischoff & Ratcliff format file and prints the plan.\n" +
  "       loading generate --types N --problems P --seed S\n" +
  "  Prints P problems of N box types by Bischoff & Ratcliff's generator (seeds S, S + 100, ...).\n";

/** CPU time of the calling thread, ms: "5 s" means 5 s of one core, however busy the machine is. */
export const threadCpuMs = (): number => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

function generate(options: Map<string, string>): number {
  const types = Number(options.get("types"));
  const problems = Number(options.get("problems") ?? "100");
  const seed = Number(options.get("seed"));
  if (![types, problems, seed].every((v) => Number.isInteger(v) && v > 0)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const list = Array.from({ length: problems }, (_, i) =>
    generateBrProblem({ types, seed: seed + 100 * i, index: i + 1 }),
  );
  process.stdout.write(formatBr(list));
  return 0;
}

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  const options = new Map<string, string>();
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--json") json = true;
    else if (arg.startsWith("--") && i + 1 < rest.length) options.set(arg.slice(2), rest[++i]!);
    else {
      process.stderr.write(`unknown argument ${arg}\n${USAGE}`);
      return 2;
    }
  }
  if (command === "generate") return generate(options);
  const file = options.get("instance");
  const number = Number(options.get("problem"));
  const seconds = Number(options.get("time-limit") ?? "5");
  if (command !== "solve" || !file || !Number.isInteger(number) || !(seconds >= 0)) {
    process.stderr.write(USAGE);
    return 2;
  }
  let problems: ReturnType<typeof parseBr>;
  try {
    problems = parseBr(fs.readFileSync(file, "utf8"));
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  const problem = problems[number - 1];
  if (!problem) {
    process.stderr.write(`problem must be 1..${problems.length}\n`);
    return 2;
  }
  const started = threadCpuMs();
  const result = pack(problem.vehicle, problem.cargo, {
    timeLimitMs: seconds * 1000,
    now: threadCpuMs,
    seed: options.has("seed") ? Number(options.get("seed")) : undefined,
  });
  const ms = Math.round(threadCpuMs() - started);
  const instance = file
    .split(/[\\/]/)
    .pop()!
    .replace(/\.txt$/i, "");
  if (json) {
    const solution = { ...brSolution(instance, problem, result), meta: { volumeUsed: result.volumeUsed, ms } };
    process.stdout.write(`${JSON.stringify(solution)}\n`);
  } else {
    const placed = result.placements.length;
    const total = problem.cargo.reduce((s, t) => s + t.quantity, 0);
    process.stdout.write(
      `${instance} #${number}: ${(100 * result.volumeUsed).toFixed(2)} % of the volume, ${placed}/${total} boxes, ${ms} ms\n`,
    );
  }
  return 0;
}

if (import.meta.filename === process.argv[1]) process.exitCode = main(process.argv.slice(2));
