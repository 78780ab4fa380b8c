/**
 * An independent check of a plan against every rule the engine promises (docs/loading.md
 * "Algorithm"): bounds, no overlap, allowed orientations, counts, full support, non-stackable
 * boxes carry nothing, the weight above each box within its bearing (maxLoadAboveKg, or when blank
 * the safe default of `bearingKg`; a box bears the whole weight of every box standing on it
 * directly or through others), payload, axle groups within their limits and the front group above
 * its steering share (vehicles with axles), stop order (each box of
 * an earlier stop lies entirely nearer the door, x ≥ the far end of every box of a later stop) and
 * loading order (a box is loaded after every box it stands on). Pairs are found by a sweep along x;
 * for tests, the save check and plans edited by hand. Units: mm, kg.
 */
import { axleReport, bearingKg } from "./axles.ts";
import { stopOf } from "./pack.ts";
import type { CargoType, PackResult, Vehicle } from "./types.ts";

const EPS = 1e-6;

/**
 * One broken rule. `boxes` are indexes into the plan's `placements` (for "overlap" and
 * "loadOrder" the two boxes; for "bearing" and "fragile" the box that carries too much).
 * "count", "unknownType", "stopMismatch", "weightReported" and "steps" are bookkeeping a plan
 * edited by hand through `edit.ts` never breaks (only a tampered or stale plan does).
 */
export type Violation =
  | { kind: "overlap" | "loadOrder"; boxes: [number, number] }
  | { kind: "outside" | "orientation" | "support" | "fragile" | "unknownType" | "stopMismatch"; boxes: [number] }
  | { kind: "bearing"; boxes: [number]; loadKg: number; maxKg: number }
  | { kind: "stopOrder"; boxes: [number]; stop: number; laterStop: number }
  | { kind: "payload"; weightKg: number; maxKg: number }
  | { kind: "axles"; frontKg: number; rearKg: number; frontMaxKg: number; rearMaxKg: number; minFrontKg: number }
  | { kind: "count"; typeId: CargoType["id"]; placed: number; reported: number }
  | { kind: "weightReported" | "steps" };

/** The violations of `result` in `vehicle` with `cargo` (empty: the plan is sound), in the order found. */
export function planViolations(vehicle: Vehicle, cargo: CargoType[], result: PackResult): Violation[] {
  const found: Violation[] = [];
  const types = new Map(cargo.map((t) => [t.id, t]));
  const boxes = result.placements;
  const used = new Map<CargoType["id"], number>();
  let weight = 0;
  boxes.forEach((b, i) => {
    const t = types.get(b.typeId);
    if (!t) {
      found.push({ kind: "unknownType", boxes: [i] });
      return;
    }
    used.set(t.id, (used.get(t.id) ?? 0) + 1);
    weight += t.weightKg;
    const dims = [t.length, t.width, t.height];
    const upright = dims.map((d, k) => (d === b.dz && t.canStand[k] ? k : -1)).filter((k) => k >= 0);
    const flat = (k: number) => dims.filter((_, j) => j !== k).sort((p, q) => p - q);
    const lying = [b.dx, b.dy].sort((p, q) => p - q);
    if (!upright.some((k) => flat(k)[0] === lying[0] && flat(k)[1] === lying[1])) {
      found.push({ kind: "orientation", boxes: [i] });
    }
    if (
      b.x < -EPS ||
      b.y < -EPS ||
      b.z < -EPS ||
      b.x + b.dx > vehicle.length + EPS ||
      b.y + b.dy > vehicle.width + EPS ||
      b.z + b.dz > vehicle.height + EPS
    ) {
      found.push({ kind: "outside", boxes: [i] });
    }
    if (b.stop !== t.stop) found.push({ kind: "stopMismatch", boxes: [i] });
  });
  for (const t of cargo) {
    const placed = used.get(t.id) ?? 0;
    const reported = result.unplaced.find((u) => u.typeId === t.id)?.count ?? 0;
    if (placed > t.quantity || t.quantity - placed !== reported) {
      found.push({ kind: "count", typeId: t.id, placed, reported });
    }
  }
  if (vehicle.maxPayloadKg !== undefined && weight > vehicle.maxPayloadKg + EPS) {
    found.push({ kind: "payload", weightKg: weight, maxKg: vehicle.maxPayloadKg });
  }
  if (Math.abs(weight - result.weightKg) > EPS) found.push({ kind: "weightReported" });

  const overlap = (a: number, da: number, b: number, db: number) => a < b + db - EPS && b < a + da - EPS;
  // onTop[j]: boxes standing directly on box j; area[i]: the part of box i's base resting on boxes.
  const onTop: number[][] = boxes.map(() => []);
  const area = boxes.map(() => 0);
  /** Box `upper` directly on box `lower` (their footprints overlap): its share of the support. */
  const rests = (upper: number, lower: number) => {
    const a = boxes[lower]!;
    const b = boxes[upper]!;
    area[upper]! +=
      (Math.min(a.x + a.dx, b.x + b.dx) - Math.max(a.x, b.x)) * (Math.min(a.y + a.dy, b.y + b.dy) - Math.max(a.y, b.y));
    onTop[lower]!.push(upper);
    if (a.step >= b.step) found.push({ kind: "loadOrder", boxes: [upper, lower] });
  };
  // Every pair overlapping along x, found by a sweep along x (O(n log n + pairs), not O(n²): a plan
  // edited by hand is checked again at every key press).
  const byX = boxes.map((_, i) => i).sort((p, q) => boxes[p]!.x - boxes[q]!.x);
  for (let s = 0; s < byX.length; s++) {
    const i = byX[s]!;
    const a = boxes[i]!;
    for (let u = s + 1; u < byX.length && boxes[byX[u]!]!.x < a.x + a.dx - EPS; u++) {
      const j = byX[u]!;
      const b = boxes[j]!;
      if (!overlap(a.x, a.dx, b.x, b.dx) || !overlap(a.y, a.dy, b.y, b.dy)) continue;
      if (overlap(a.z, a.dz, b.z, b.dz)) found.push({ kind: "overlap", boxes: [Math.min(i, j), Math.max(i, j)] });
      if (Math.abs(a.z + a.dz - b.z) <= EPS) rests(j, i);
      else if (Math.abs(b.z + b.dz - a.z) <= EPS) rests(i, j);
    }
  }
  boxes.forEach((b, i) => {
    if (b.z > EPS && area[i]! < b.dx * b.dy - EPS) found.push({ kind: "support", boxes: [i] });
  });
  boxes.forEach((b, j) => {
    const t = types.get(b.typeId);
    if (!t || onTop[j]!.length === 0) return;
    if (!t.stackable) {
      found.push({ kind: "fragile", boxes: [j] });
      return;
    }
    const bearing = bearingKg(t, vehicle.height);
    const cone = new Set<number>();
    const stack = [...onTop[j]!];
    while (stack.length > 0) {
      const k = stack.pop()!;
      if (cone.has(k)) continue;
      cone.add(k);
      stack.push(...onTop[k]!);
    }
    let load = 0;
    for (const k of cone) load += types.get(boxes[k]!.typeId)?.weightKg ?? 0;
    if (load > bearing + EPS) found.push({ kind: "bearing", boxes: [j], loadKg: load, maxKg: bearing });
  });
  // Stop order: a box of an earlier stop lies entirely at x ≥ the far end of every later stop's box.
  const farEnd = new Map<number, number>();
  for (const b of boxes) {
    const t = types.get(b.typeId);
    if (!t) continue;
    const s = stopOf(t);
    farEnd.set(s, Math.max(farEnd.get(s) ?? 0, b.x + b.dx));
  }
  for (const [i, b] of boxes.entries()) {
    const t = types.get(b.typeId);
    if (!t) continue;
    const s = stopOf(t);
    for (const [later, end] of farEnd) {
      if (later > s && b.x < end - EPS) found.push({ kind: "stopOrder", boxes: [i], stop: s, laterStop: later });
    }
  }
  const axles = axleReport(vehicle, cargo, boxes, []);
  if (axles && (axles.frontOverKg > EPS || axles.rearOverKg > EPS || axles.frontShortKg > EPS)) {
    const { frontKg, rearKg, frontMaxKg, rearMaxKg, minFrontKg } = axles;
    found.push({ kind: "axles", frontKg, rearKg, frontMaxKg, rearMaxKg, minFrontKg });
  }
  const steps = boxes.map((b) => b.step).sort((p, q) => p - q);
  if (steps.some((s, k) => s !== k + 1)) found.push({ kind: "steps" });
  return found;
}

/** The violations of `result` as English lines (tests and the command line). Empty: the plan is sound. */
export function checkPlan(vehicle: Vehicle, cargo: CargoType[], result: PackResult): string[] {
  return planViolations(vehicle, cargo, result).map((v) => {
    switch (v.kind) {
      case "overlap":
        return `boxes ${v.boxes[0]} and ${v.boxes[1]} overlap`;
      case "loadOrder":
        return `box ${v.boxes[0]} is loaded before box ${v.boxes[1]} it stands on`;
      case "outside":
        return `box ${v.boxes[0]}: outside the vehicle`;
      case "orientation":
        return `box ${v.boxes[0]}: not an allowed orientation of its type`;
      case "support":
        return `box ${v.boxes[0]}: base not fully supported`;
      case "fragile":
        return `box ${v.boxes[0]}: not stackable but carries boxes`;
      case "unknownType":
        return `box ${v.boxes[0]}: unknown type`;
      case "stopMismatch":
        return `box ${v.boxes[0]}: stop differs from its type's`;
      case "bearing":
        return `box ${v.boxes[0]}: carries ${v.loadKg} kg > ${v.maxKg} kg`;
      case "stopOrder":
        return `box ${v.boxes[0]} of stop ${v.stop} lies behind stop ${v.laterStop}'s load`;
      case "payload":
        return "payload exceeded";
      case "axles":
        return `axle loads ${v.frontKg} / ${v.rearKg} kg outside the limits`;
      case "count":
        return `type ${String(v.typeId)}: ${v.placed} placed, ${v.reported} reported unplaced`;
      case "weightReported":
        return "weight reported differs from the boxes placed";
      default:
        return "steps are not 1..n";
    }
  });
}
