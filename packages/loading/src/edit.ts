/**
 * Plans edited by hand (issue 27 §4; docs/loading.md "Editing a plan"): move a box, turn it to its
 * next allowed orientation or take it out (back to the unplaced cargo), each answering a new plan
 * (the input is not changed) with the loading steps and the figures (volume, weight, centre of
 * gravity, axle loads) computed again; the rules are then checked with `vehicleViolations` of
 * load-plan.ts, the same checker the server runs before it saves a plan. Pure, no Node imports (the
 * browser and the server run it). Units mm, kg.
 *
 * A fleet plan (vehicles filled in turn) is edited one vehicle at a time; vehicle k is checked
 * against the cargo the vehicles before it left (`cargoLeft`).
 */
import { summarise } from "./pack.ts";
import { loadingOrder } from "./steps.ts";
import type { CargoType, PackResult, Placement, Vehicle } from "./types.ts";

/** A box's placed extents along x, y and z, mm. */
export type Orientation = [dx: number, dy: number, dz: number];

/**
 * The orientations a type may be placed in: each side allowed upright (`canStand`) with the two
 * lying sides either way round; duplicates (equal sides) once. Order: upright side 0, 1, 2.
 */
export function orientations(type: CargoType): Orientation[] {
  const dims = [type.length, type.width, type.height];
  const found = new Map<string, Orientation>();
  dims.forEach((up, k) => {
    if (!type.canStand[k]) return;
    const [a, b] = dims.filter((_, j) => j !== k) as [number, number];
    for (const o of [
      [a, b, up],
      [b, a, up],
    ] as Orientation[]) {
      found.set(o.join("×"), o);
    }
  });
  return [...found.values()];
}

/**
 * `result` with `placements` in the same order, steps and figures computed again; other fields of
 * the result (a mixed fleet's vehicle type) kept.
 */
function rebuilt<R extends PackResult>(vehicle: Vehicle, cargo: CargoType[], result: R, placements: Placement[]): R {
  const steps: number[] = [];
  for (const box of loadingOrder(placements.map((p, index) => ({ ...p, index })))) steps[box.index] = box.step;
  const next = placements.map((p, i) => ({ ...p, step: steps[i]! }));
  return { ...result, placements: next, ...summarise(vehicle, cargo, next) };
}

/** Box `index` of `result` with its minimum corner at `to` (mm); other boxes stay where they are. */
export function moveBox<R extends PackResult>(
  vehicle: Vehicle,
  cargo: CargoType[],
  result: R,
  index: number,
  to: { x: number; y: number; z: number },
): R {
  const placements = result.placements.map((p, i) => (i === index ? { ...p, ...to } : p));
  return rebuilt(vehicle, cargo, result, placements);
}

/**
 * Box `index` turned to the next allowed orientation of its type (in the order of `orientations`,
 * after the current one), its minimum corner kept. Unchanged when the type has one orientation.
 */
export function turnBox<R extends PackResult>(vehicle: Vehicle, cargo: CargoType[], result: R, index: number): R {
  const box = result.placements[index]!;
  const type = cargo.find((t) => t.id === box.typeId);
  const options = type ? orientations(type) : [];
  if (options.length < 2) return result;
  const current = options.findIndex(([dx, dy, dz]) => dx === box.dx && dy === box.dy && dz === box.dz);
  const [dx, dy, dz] = options[(current + 1) % options.length]!;
  const placements = result.placements.map((p, i) => (i === index ? { ...p, dx, dy, dz } : p));
  return rebuilt(vehicle, cargo, result, placements);
}

/**
 * The fleet plan with box `index` of vehicle `at` taken out: it counts as unplaced in that vehicle
 * and every later one (each later vehicle was filled from what the one before left).
 */
export function removeBox<R extends PackResult>(
  vehicle: Vehicle,
  cargo: CargoType[],
  results: R[],
  at: number,
  index: number,
): R[] {
  const typeId = results[at]!.placements[index]!.typeId;
  return results.map((result, k) => {
    if (k < at) return result;
    const unplaced = result.unplaced.some((u) => u.typeId === typeId)
      ? result.unplaced.map((u) => (u.typeId === typeId ? { ...u, count: u.count + 1 } : u))
      : [...result.unplaced, { typeId, count: 1 }];
    if (k > at) return { ...result, unplaced };
    const placements = result.placements.filter((_, i) => i !== index);
    return rebuilt(vehicle, cargo, { ...result, unplaced }, placements);
  });
}

/**
 * The height, mm, box `index` rests at when its minimum corner is put at (x, y): the highest top
 * of the other boxes under that footprint, or the floor (for dragging in the view from above).
 */
export function restingZ(result: PackResult, index: number, x: number, y: number): number {
  const box = result.placements[index]!;
  let z = 0;
  result.placements.forEach((p, i) => {
    if (i !== index && p.x < x + box.dx && x < p.x + p.dx && p.y < y + box.dy && y < p.y + p.dy) {
      z = Math.max(z, p.z + p.dz);
    }
  });
  return z;
}

/** The cargo each vehicle of a fleet plan was filled from: the whole list, then what each vehicle left. */
export function cargoLeft(cargo: CargoType[], results: PackResult[]): CargoType[][] {
  const lists: CargoType[][] = [];
  let left = cargo;
  for (const result of results) {
    lists.push(left);
    const placed = new Map<string, number>();
    for (const p of result.placements) placed.set(String(p.typeId), (placed.get(String(p.typeId)) ?? 0) + 1);
    left = left
      .map((t) => ({ ...t, quantity: t.quantity - (placed.get(String(t.id)) ?? 0) }))
      .filter((t) => t.quantity > 0);
  }
  return lists;
}
