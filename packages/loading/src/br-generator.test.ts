import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBr } from "./br.ts";
import { formatBr, generateBrProblem } from "./br-generator.ts";

const DATA = path.resolve(import.meta.dirname, "../../../../shared/data/loading/bischoff1995");
const BENCH = path.resolve(import.meta.dirname, "../bench");

describe("Bischoff & Ratcliff's generator", () => {
  it("makes every problem of BR1–BR7 exactly, from the seed 2502505 + 100 (p − 1)", () => {
    const types = [3, 5, 8, 10, 12, 15, 20];
    types.forEach((n, c) => {
      const file = parseBr(fs.readFileSync(path.join(DATA, `BR${c + 1}.txt`), "utf8"));
      const made = file.map((_, p) => generateBrProblem({ types: n, seed: 2502505 + 100 * p, index: p + 1 }));
      expect(made).toEqual(file);
    });
  });

  it("writes the thpack format that parseBr reads back", () => {
    const problems = [1, 2].map((index) => generateBrProblem({ types: 50, seed: 4412405 + 100 * index, index }));
    expect(parseBr(formatBr(problems))).toEqual(problems);
  });

  it("made the committed bench set HET20, HET50 and HET100 (100 problems each, fixed seeds)", () => {
    for (const [n, seed] of [
      [20, 4402505],
      [50, 4412505],
      [100, 4422505],
    ] as const) {
      const made = Array.from({ length: 100 }, (_, p) =>
        generateBrProblem({ types: n, seed: seed + 100 * p, index: p + 1 }),
      );
      expect(fs.readFileSync(path.join(BENCH, `HET${n}.txt`), "utf8")).toBe(formatBr(made));
      // Every type has at least one box, and the cargo fits the container's volume.
      for (const p of made) {
        expect(p.cargo).toHaveLength(n);
        const volume = p.cargo.reduce((s, t) => s + t.length * t.width * t.height * t.quantity, 0);
        expect(volume).toBeLessThanOrEqual(587 * 233 * 220);
      }
    }
  });
});
