/**
 * Command line of the packing engine (Node):
 *   npm run --silent loading -- solve --instance FILE --problem N --time-limit SECONDS [--seed S] [--json]
 * Solves problem N (1-based) of a Bischoff & Ratcliff format file. With --json it prints the
 * validator's solution JSON (shared/tools/loading-check.mjs) on stdout, with a `meta` key the
 * validator ignores; without it, one line of figures. Exit code 2 on bad arguments or input.
 */
import fs from "node:fs";
import { brSolution, parseBr } from "./br.ts";
import { pack } from "./pack.ts";

const USAGE =
  "usage: loading solve --instance FILE --problem N --time-limit SECONDS [--seed S] [--json]\n" +
  "  Solves problem N (1-based) of a Bischoff & Ratcliff format file and prints the plan.\n";

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
  const started = performance.now();
  const result = pack(problem.vehicle, problem.cargo, {
    timeLimitMs: seconds * 1000,
    seed: options.has("seed") ? Number(options.get("seed")) : undefined,
  });
  const ms = Math.round(performance.now() - started);
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

process.exitCode = main(process.argv.slice(2));
