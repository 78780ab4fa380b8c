/**
 * The Bischoff & Ratcliff / OR-Library "thpack" raw format (BR1–BR15): parsing into the engine's
 * types, and the benchmark validator's solution JSON (shared/data/loading/bischoff1995/README.md).
 * Units: the files' own integers, used as mm; the boxes weigh nothing.
 */
import type { CargoType, PackResult, Vehicle } from "./types.ts";

export interface BrProblem {
  /** 1-based problem number. */
  index: number;
  seed: number;
  vehicle: Vehicle;
  /** Type ids are the file's 1-based box type numbers. */
  cargo: CargoType[];
}

/** Parses every problem of a raw file. Throws Error on a malformed file. */
export function parseBr(text: string): BrProblem[] {
  const tokens = text.split(/\s+/).filter((s) => s.length > 0);
  let k = 0;
  const next = (what: string): number => {
    const token = tokens[k++];
    if (token === undefined || !/^-?\d+$/.test(token)) throw new Error(`expected an integer for ${what} (token ${k})`);
    return Number(token);
  };
  const count = next("number of problems");
  const problems: BrProblem[] = [];
  for (let p = 1; p <= count; p++) {
    const index = next("problem number");
    const seed = next("seed");
    const vehicle = { length: next("length"), width: next("width"), height: next("height") };
    const n = next("number of box types");
    const cargo: CargoType[] = [];
    for (let i = 0; i < n; i++) {
      const id = next("box type");
      const length = next("box length");
      const fl = next("length flag");
      const width = next("box width");
      const fw = next("width flag");
      const height = next("box height");
      const fh = next("height flag");
      const quantity = next("quantity");
      cargo.push({
        id,
        length,
        width,
        height,
        weightKg: 0,
        quantity,
        canStand: [fl === 1, fw === 1, fh === 1],
        stackable: true,
      });
    }
    problems.push({ index, seed, vehicle, cargo });
  }
  return problems;
}

/** The validator's solution JSON for one problem. */
export function brSolution(instance: string, problem: BrProblem, result: PackResult) {
  return {
    instance,
    problem: problem.index,
    container: { length: problem.vehicle.length, width: problem.vehicle.width, height: problem.vehicle.height },
    placements: result.placements.map((p) => ({
      boxType: p.typeId,
      x: p.x,
      y: p.y,
      z: p.z,
      length: p.dx,
      width: p.dy,
      height: p.dz,
    })),
  };
}
