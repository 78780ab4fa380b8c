/**
 * An independent check of a plan against every rule the engine promises (docs/loading.md
 * "Algorithm"): bounds, no overlap, allowed orientations, counts, full support, non-stackable
 * boxes carry nothing, the weight above each box within its bearing (maxLoadAboveKg, or when blank
 * the safe default of `bearingKg`; a box bears the whole weight of every box standing on it
 * directly or through others), payload, axle groups within their limits and the front group above
 * its steering share (vehicles with axles), stop order (each box of
 * an earlier stop lies entirely nearer the door, x ≥ the far end of every box of a later stop) and
 * loading order (a box is loaded after every box it stands on). O(n²): for tests and spot checks.
 * Units: mm, kg. Returns the violations found (empty: the plan is sound).
 */
import { axleReport, bearingKg } from "./axles.ts";
import { stopOf } from "./pack.ts";
import type { CargoType, PackResult, Vehicle } from "./types.ts";

const EPS = 1e-6;

export function checkPlan(vehicle: Vehicle, cargo: CargoType[], result: PackResult): string[] {
  const errors: string[] = [];
  const types = new Map(cargo.map((t) => [t.id, t]));
  const boxes = result.placements;
  const used = new Map<CargoType["id"], number>();
  let weight = 0;
  boxes.forEach((b, i) => {
    const t = types.get(b.typeId);
    if (!t) {
      errors.push(`box ${i}: unknown type ${String(b.typeId)}`);
      return;
    }
    used.set(t.id, (used.get(t.id) ?? 0) + 1);
    weight += t.weightKg;
    const dims = [t.length, t.width, t.height];
    const upright = dims.map((d, k) => (d === b.dz && t.canStand[k] ? k : -1)).filter((k) => k >= 0);
    const flat = (k: number) => dims.filter((_, j) => j !== k).sort((p, q) => p - q);
    const lying = [b.dx, b.dy].sort((p, q) => p - q);
    if (!upright.some((k) => flat(k)[0] === lying[0] && flat(k)[1] === lying[1])) {
      errors.push(`box ${i}: ${b.dx}×${b.dy}×${b.dz} is not an allowed orientation of type ${String(t.id)}`);
    }
    if (b.x < -EPS || b.y < -EPS || b.z < -EPS) errors.push(`box ${i}: outside the vehicle`);
    if (b.x + b.dx > vehicle.length + EPS || b.y + b.dy > vehicle.width + EPS || b.z + b.dz > vehicle.height + EPS) {
      errors.push(`box ${i}: outside the vehicle`);
    }
    if (b.stop !== t.stop) errors.push(`box ${i}: stop ${b.stop} differs from its type's`);
  });
  for (const [id, n] of used) if (n > types.get(id)!.quantity) errors.push(`type ${String(id)}: ${n} placed`);
  for (const t of cargo) {
    const missing = t.quantity - (used.get(t.id) ?? 0);
    const reported = result.unplaced.find((u) => u.typeId === t.id)?.count ?? 0;
    if (missing !== reported) errors.push(`type ${String(t.id)}: ${missing} unplaced but ${reported} reported`);
  }
  if (vehicle.maxPayloadKg !== undefined && weight > vehicle.maxPayloadKg + EPS) errors.push(`payload exceeded`);
  if (Math.abs(weight - result.weightKg) > EPS) errors.push(`weight ${result.weightKg} reported, ${weight} placed`);

  const overlap = (a: number, da: number, b: number, db: number) => a < b + db - EPS && b < a + da - EPS;
  // onTop[j]: boxes standing directly on box j.
  const onTop: number[][] = boxes.map(() => []);
  for (let i = 0; i < boxes.length; i++) {
    const b = boxes[i]!;
    let area = 0;
    for (let j = 0; j < boxes.length; j++) {
      if (i === j) continue;
      const a = boxes[j]!;
      const xy = overlap(a.x, a.dx, b.x, b.dx) && overlap(a.y, a.dy, b.y, b.dy);
      if (j > i && xy && overlap(a.z, a.dz, b.z, b.dz)) errors.push(`boxes ${i} and ${j} overlap`);
      if (xy && Math.abs(a.z + a.dz - b.z) <= EPS) {
        area +=
          (Math.min(a.x + a.dx, b.x + b.dx) - Math.max(a.x, b.x)) *
          (Math.min(a.y + a.dy, b.y + b.dy) - Math.max(a.y, b.y));
        onTop[j]!.push(i);
        if (a.step >= b.step) errors.push(`box ${i} is loaded before box ${j} it stands on`);
      }
    }
    if (b.z > EPS && area < b.dx * b.dy - EPS) errors.push(`box ${i}: base not fully supported`);
  }
  boxes.forEach((b, j) => {
    const t = types.get(b.typeId);
    if (!t || onTop[j]!.length === 0) return;
    if (!t.stackable) {
      errors.push(`box ${j}: not stackable but carries boxes`);
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
    if (load > bearing + EPS) errors.push(`box ${j}: carries ${load} kg > ${bearing} kg`);
  });
  // Stop order: a box of an earlier stop lies entirely at x ≥ the far end of every later stop's box.
  const farEnd = new Map<number, number>();
  for (const b of boxes) {
    const s = stopOf(types.get(b.typeId)!);
    farEnd.set(s, Math.max(farEnd.get(s) ?? 0, b.x + b.dx));
  }
  for (const [i, b] of boxes.entries()) {
    const s = stopOf(types.get(b.typeId)!);
    for (const [later, end] of farEnd) {
      if (later > s && b.x < end - EPS) errors.push(`box ${i} of stop ${s} lies behind stop ${later}'s load`);
    }
  }
  const axles = axleReport(vehicle, cargo, boxes, []);
  if (axles && (axles.frontOverKg > EPS || axles.rearOverKg > EPS || axles.frontShortKg > EPS)) {
    errors.push(`axle loads ${axles.frontKg} / ${axles.rearKg} kg outside the limits`);
  }
  const steps = boxes.map((b) => b.step).sort((p, q) => p - q);
  if (steps.some((s, k) => s !== k + 1)) errors.push("steps are not 1..n");
  return errors;
}
