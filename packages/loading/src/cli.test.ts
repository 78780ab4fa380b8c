import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { parseBr } from "./br.ts";

const SHARED = path.resolve(import.meta.dirname, "../../../../shared");
const DATA = path.join(SHARED, "data/loading/bischoff1995");
const VALIDATOR = pathToFileURL(path.join(SHARED, "tools/loading-check.mjs")).href;

describe("loading CLI", () => {
  it("solves a benchmark problem and prints a solution the validator accepts with full support", async () => {
    const { parseInstances, checkSolution } = await import(VALIDATOR);
    const file = path.join(DATA, "BR7.txt");
    const cli = path.resolve(import.meta.dirname, "cli.ts");
    const args = [cli, "solve", "--instance", file, "--problem", "3", "--time-limit", "1", "--json"];
    const solution = JSON.parse(execFileSync(process.execPath, args, { encoding: "utf8" }));
    expect(solution.problem).toBe(3);
    const problem = parseInstances(fs.readFileSync(file, "utf8"))[2];
    const check = checkSolution(problem, solution, { support: 1, problemNumber: 3 });
    expect(check.errors).toEqual([]);
    expect(check.volumeUtilisation).toBeGreaterThan(85);
  });

  it("answers 2 and the usage on bad arguments", () => {
    const cli = path.resolve(import.meta.dirname, "cli.ts");
    let status = 0;
    try {
      execFileSync(process.execPath, [cli, "solve", "--problem", "1"], { stdio: "pipe" });
    } catch (error) {
      status = (error as { status: number }).status;
    }
    expect(status).toBe(2);
  });
});

describe("parseBr", () => {
  it("reads every BR1–BR7 problem as the validator does", async () => {
    const { parseInstances } = await import(VALIDATOR);
    for (let c = 1; c <= 7; c++) {
      const text = fs.readFileSync(path.join(DATA, `BR${c}.txt`), "utf8");
      const ours = parseBr(text);
      const theirs = parseInstances(text);
      expect(ours).toHaveLength(100);
      ours.forEach((p, i) => {
        const t = theirs[i];
        expect(p.vehicle).toEqual(t.container);
        expect(p.cargo.map((c) => [c.id, c.length, c.width, c.height, c.canStand, c.quantity])).toEqual(
          t.types.map((c: any) => [c.id, ...c.dims, c.vertical, c.quantity]),
        );
      });
    }
  });
});
