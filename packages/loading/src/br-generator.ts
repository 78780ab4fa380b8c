/**
 * Bischoff & Ratcliff's instance generator (Omega 23(4):377–390, 1995), the procedure that made the
 * OR-Library "thpack" files BR1–BR7 (docs/loading.md "Strongly heterogeneous bench set"), and the
 * thpack text of its problems. Pure: no Node imports. Units: the files' integers (mm).
 *
 * The procedure, as lucasguesserts/bischoff-and-ratcliff-1995 (bischoff_and_ratcliff_1995/Instance.py,
 * Random.py) gives it: a Lehmer generator (16807 · x mod 2³¹ − 1, seeded with the problem's seed;
 * the first 10 numbers discarded); for each of the n box types three numbers r give the sides
 * a_j + ⌊r_j (b_j − a_j + 1)⌋, sorted longest first; side j may stand upright when side j divided
 * by the shortest side is below L; every type starts with one box; then one more box of type
 * ⌊r·n⌋ while the cargo's volume with it stays within the container's. With the container
 * 587 × 233 × 220, a = (30, 25, 20), b = (120, 100, 80), L = 2 and the seed 2502505 + 100 (p − 1)
 * for problem p, it gives BR1–BR7 exactly with n = 3, 5, 8, 10, 12, 15, 20 (test: br-generator.test.ts).
 */
import type { BrProblem } from "./br.ts";
import type { CargoType } from "./types.ts";

export interface BrGeneratorOptions {
  /** Number of box types n. */
  types: number;
  seed: number;
  /** 1-based problem number written to the file. */
  index: number;
  container?: { length: number; width: number; height: number };
  /** Smallest and largest value of the three sides before sorting (a_j, b_j). */
  lower?: [number, number, number];
  upper?: [number, number, number];
  /** Side j may stand upright when side j / shortest side < L. */
  ratio?: number;
}

/** The BR container and side ranges. */
export const BR_CONTAINER = { length: 587, width: 233, height: 220 };
const BR_LOWER: [number, number, number] = [30, 25, 20];
const BR_UPPER: [number, number, number] = [120, 100, 80];
const MODULUS = 2 ** 31 - 1;

/** One problem by Bischoff & Ratcliff's procedure. */
export function generateBrProblem(options: BrGeneratorOptions): BrProblem {
  const container = options.container ?? BR_CONTAINER;
  const lower = options.lower ?? BR_LOWER;
  const upper = options.upper ?? BR_UPPER;
  const ratio = options.ratio ?? 2;
  const n = options.types;
  let x = options.seed;
  // 16807 · x < 2^46: exact in a double.
  const random = () => {
    x = (16807 * x) % MODULUS;
    return x / MODULUS;
  };
  for (let i = 0; i < 10; i++) random();
  const cargo: CargoType[] = [];
  for (let i = 0; i < n; i++) {
    const r = [random(), random(), random()];
    const d = [0, 1, 2].map((j) => lower[j]! + Math.floor(r[j]! * (upper[j]! - lower[j]! + 1))).sort((p, q) => q - p);
    const min = d[2]!;
    cargo.push({
      id: i + 1,
      length: d[0]!,
      width: d[1]!,
      height: d[2]!,
      weightKg: 0,
      quantity: 1,
      canStand: [d[0]! / min < ratio, d[1]! / min < ratio, d[2]! / min < ratio],
      stackable: true,
    });
  }
  const target = container.length * container.width * container.height;
  const volumes = cargo.map((t) => t.length * t.width * t.height);
  let volume = volumes.reduce((s, v) => s + v, 0);
  for (;;) {
    const k = Math.floor(random() * n);
    if (target < volume + volumes[k]!) break;
    cargo[k]!.quantity++;
    volume += volumes[k]!;
  }
  return { index: options.index, seed: options.seed, vehicle: { ...container }, cargo };
}

/** Problems in the thpack text format (the layout of the OR-Library files), parsed back by `parseBr`. */
export function formatBr(problems: BrProblem[]): string {
  const lines = [` ${problems.length}`];
  for (const p of problems) {
    lines.push(` ${p.index} ${p.seed}`, ` ${p.vehicle.length} ${p.vehicle.width} ${p.vehicle.height}`);
    lines.push(` ${p.cargo.length}`);
    for (const t of p.cargo) {
      const [fl, fw, fh] = t.canStand.map((c) => (c ? 1 : 0));
      lines.push(` ${t.id} ${t.length} ${fl} ${t.width} ${fw} ${t.height} ${fh} ${t.quantity}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
