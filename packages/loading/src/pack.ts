/**
 * The packing engine's entry points: `pack` (one vehicle) and `packFleet` (vehicles in turn).
 * Pure TypeScript without Node imports: it runs in a browser Web Worker and on the server.
 * Units: mm and kg. Rules and model: docs/loading.md "Algorithm".
 */
import { axleLoads, bearingKg } from "./axles.ts";
import { type Block, generateBlocks, type Item, pairBlocks } from "./blocks.ts";
import { type Control, type Placed, type RegionSolution, solveRegion } from "./search.ts";
import { loadingOrder } from "./steps.ts";
import type { CargoType, PackOptions, PackResult, Placement, Vehicle } from "./types.ts";

/** Largest number of simple blocks the search considers per region (the largest by volume). */
const MAX_BLOCKS = 20_000;
/** Largest number of pairs of blocks side by side (blocks.ts `pairBlocks`) per region. */
const MAX_PAIRS = 2_000;
/** Least time between two progress reports, ms. */
const PROGRESS_MS = 100;

/** The stop a type is delivered at: absent means 1 (delivered first, loaded last). */
export const stopOf = (type: CargoType): number => type.stop ?? 1;

/** The engine's view of a type in a vehicle `ceilingMm` high (its bearing: the stated limit or the safe default). */
function toItem(type: CargoType, index: number, ceilingMm: number): Item {
  return {
    index,
    dims: [type.length, type.width, type.height],
    weight: type.weightKg,
    canStand: type.canStand,
    stackable: type.stackable,
    maxLoad: bearingKg(type, ceilingMm),
  };
}

function boxesOf(region: RegionSolution, x0: number, cargo: CargoType[]): Omit<Placement, "step">[] {
  const blocks: Placed[] = [];
  for (let p = region.last; p; p = p.previous) blocks.push(p);
  blocks.reverse();
  const boxes: Omit<Placement, "step">[] = [];
  // A simple block's boxes from its corner (x, y, z in the vehicle).
  const expand = (b: Block, x: number, y: number, z: number) => {
    const type = cargo[b.item]!;
    for (let k = 0; k < b.nz; k++) {
      for (let j = 0; j < b.ny; j++) {
        for (let i = 0; i < b.nx; i++) {
          const box: Omit<Placement, "step"> = {
            typeId: type.id,
            x: x + i * b.ox,
            y: y + j * b.oy,
            z: z + k * b.oz,
            dx: b.ox,
            dy: b.oy,
            dz: b.oz,
          };
          if (type.stop !== undefined) box.stop = type.stop;
          boxes.push(box);
        }
      }
    }
  };
  for (const p of blocks) {
    expand(p.block, x0 + p.x, p.y, p.z);
    const pair = p.block.pair;
    if (pair) expand(pair.block, x0 + p.x + pair.x, p.y + pair.y, p.z);
  }
  return boxes;
}

/** Calls `report` at most every PROGRESS_MS of the clock (a Web Worker posts each report). */
function throttled(clock: () => number, report: (now: number) => void): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = clock();
    if (now - last < PROGRESS_MS) return;
    last = now;
    report(now);
  };
}

/** Figures of a plan: volume used, weight, the centre of gravity and (with axles) the axle group loads. */
export function summarise(
  vehicle: Vehicle,
  cargo: CargoType[],
  placements: Placement[],
): Omit<PackResult, "placements" | "unplaced"> {
  const weightById = new Map(cargo.map((t) => [t.id, t.weightKg]));
  let volume = 0;
  let weight = 0;
  let mass = 0;
  const moment = { x: 0, y: 0, z: 0 };
  let weightMoment = 0;
  // Weight-weighted centre; when every box weighs 0 kg, the centre of the packed volume.
  const anyWeight = placements.some((p) => (weightById.get(p.typeId) ?? 0) > 0);
  for (const p of placements) {
    const v = p.dx * p.dy * p.dz;
    const w = weightById.get(p.typeId) ?? 0;
    volume += v;
    weight += w;
    weightMoment += w * (p.x + p.dx / 2);
    const m = anyWeight ? w : v;
    mass += m;
    moment.x += m * (p.x + p.dx / 2);
    moment.y += m * (p.y + p.dy / 2);
    moment.z += m * (p.z + p.dz / 2);
  }
  return {
    volumeUsed: volume / (vehicle.length * vehicle.width * vehicle.height),
    weightKg: weight,
    centreOfGravity: mass > 0 ? { x: moment.x / mass, y: moment.y / mass, z: moment.z / mass } : null,
    ...(vehicle.axles ? { axleLoads: axleLoads(vehicle.axles, weight, weightMoment) } : {}),
  };
}

/**
 * Packs the cargo into one vehicle, maximising the loaded volume within `options.timeLimitMs`.
 *
 * Every result keeps the boxes inside the vehicle, apart, in allowed orientations, fully supported
 * (each base lies on the floor or on box tops at exactly its height), keeps non-stackable boxes
 * free of load, keeps the weight above every box within its bearing (`maxLoadAboveKg`, or when blank
 * the safe default of `bearingKg`; conservative model: a box bears the whole weight of everything
 * standing on it, directly or indirectly), keeps the payload, keeps each axle group within its limit
 * and the front group above its steering share (vehicles with `axles`; every partial plan is
 * checked, so the search never places a block that breaks them), and keeps the stop order: stops occupy consecutive slabs along x, the last stop from the
 * back wall (x = 0), so every box of an earlier stop lies entirely nearer the door (larger x) than
 * every box of a later stop. Synchronous; polls `shouldStop` and reports progress as it goes.
 * Throws RangeError on a non-positive or non-finite dimension, weight or quantity.
 */
export function pack(vehicle: Vehicle, cargo: CargoType[], options: PackOptions): PackResult {
  validate(vehicle, cargo);
  const clock = options.now ?? Date.now;
  const started = clock();
  // Keep a little of the budget for turning the plan into placements and their loading order (a
  // few milliseconds for a container of boxes) and for the search's last stretch past the deadline
  // (with 100 ms kept, one BR problem in 100 took 5.01 s of CPU time: a large beam's garbage).
  const budget = Math.max(0, options.timeLimitMs - Math.min(150, options.timeLimitMs * 0.03));
  const progress = options.onProgress;
  const control: Control = {
    now: clock,
    deadline: started + budget,
    shouldStop: options.shouldStop,
    onProgress: progress
      ? throttled(clock, (now) => progress(Math.min(1, (now - started) / Math.max(1, budget))))
      : undefined,
    stopped: false,
  };
  const items = cargo.map((t, i) => toItem(t, i, vehicle.height));
  // Track the weight on every block when a weighted box may meet a finite bearing.
  const loadLimits =
    items.some((it) => it.weight > 0) && items.some((it) => it.stackable && Number.isFinite(it.maxLoad));
  const stops = [...new Set(cargo.map(stopOf))].sort((a, b) => b - a);
  const totalVolume = cargo.reduce((s, t) => s + t.length * t.width * t.height * t.quantity, 0);
  let payload = vehicle.maxPayloadKg ?? Number.POSITIVE_INFINITY;
  let x0 = 0;
  let loadedKg = 0;
  let momentKgMm = 0;
  const boxes: Omit<Placement, "step">[] = [];
  const placedCount = new Map<CargoType["id"], number>();
  let volumeDone = 0;
  for (const stop of stops) {
    const quantity = cargo.map((t) => (stopOf(t) === stop ? t.quantity : 0));
    const groupVolume = cargo.reduce((s, t, i) => s + t.length * t.width * t.height * quantity[i]!, 0);
    const L = vehicle.length - x0;
    if (L <= 0 || groupVolume === 0) continue;
    // This stop's share of the time left, by its share of the volume left.
    const now = clock();
    const share = totalVolume - volumeDone > 0 ? groupVolume / (totalVolume - volumeDone) : 1;
    volumeDone += groupVolume;
    control.deadline = now + Math.max(0, started + budget - now) * Math.min(1, share);
    control.stopped = false;
    const simple = generateBlocks(items, quantity, L, vehicle.width, vehicle.height, MAX_BLOCKS);
    const blocks = simple
      .concat(pairBlocks(simple, L, vehicle.width, MAX_PAIRS))
      .sort((a, b) => b.volume - a.volume || a.dz - b.dz);
    const region = solveRegion(
      {
        items,
        quantity,
        blocks,
        L,
        W: vehicle.width,
        H: vehicle.height,
        payload,
        loadLimits,
        axles: vehicle.axles ? { axles: vehicle.axles, x0, weight: loadedKg, moment: momentKgMm } : null,
      },
      control,
    );
    const placed = boxesOf(region, x0, cargo);
    for (const box of placed) {
      boxes.push(box);
      placedCount.set(box.typeId, (placedCount.get(box.typeId) ?? 0) + 1);
    }
    payload -= region.weight;
    loadedKg += region.weight;
    momentKgMm += region.moment;
    x0 += region.extent;
    if (options.shouldStop?.()) control.stopped = true;
  }
  progress?.(1);
  const placements = loadingOrder(boxes);
  const unplaced = cargo
    .map((t) => ({ typeId: t.id, count: t.quantity - (placedCount.get(t.id) ?? 0) }))
    .filter((u) => u.count > 0);
  return { placements, unplaced, ...summarise(vehicle, cargo, placements) };
}

/**
 * Fills vehicles of one kind in turn: packs the cargo, then packs what did not fit into the next
 * vehicle, until everything is placed or a vehicle receives nothing (what is left then fits in no
 * vehicle of this kind) or `maxVehicles` are filled. `options.timeLimitMs` is the budget per vehicle.
 * Returns one result per vehicle used; the `unplaced` of the last result is what no vehicle took.
 */
export function packFleet(
  vehicle: Vehicle,
  cargo: CargoType[],
  options: PackOptions,
  maxVehicles = Number.POSITIVE_INFINITY,
): PackResult[] {
  validate(vehicle, cargo);
  const results: PackResult[] = [];
  let left = cargo.filter((t) => t.quantity > 0);
  while (left.length > 0 && results.length < maxVehicles) {
    const result = pack(vehicle, left, options);
    if (result.placements.length === 0) {
      if (results.length === 0) results.push(result);
      else results[results.length - 1]!.unplaced = result.unplaced;
      break;
    }
    results.push(result);
    const unplaced = new Map(result.unplaced.map((u) => [u.typeId, u.count]));
    left = left.filter((t) => unplaced.has(t.id)).map((t) => ({ ...t, quantity: unplaced.get(t.id)! }));
    if (options.shouldStop?.()) break;
  }
  return results;
}

function validate(vehicle: Vehicle, cargo: CargoType[]): void {
  const positive = (v: number) => Number.isFinite(v) && v > 0;
  if (![vehicle.length, vehicle.width, vehicle.height].every(positive)) {
    throw new RangeError("vehicle dimensions must be positive finite numbers (mm)");
  }
  if (vehicle.maxPayloadKg !== undefined && !(vehicle.maxPayloadKg >= 0)) {
    throw new RangeError("vehicle payload must be a non-negative number (kg)");
  }
  const ids = new Set<CargoType["id"]>();
  for (const t of cargo) {
    if (ids.has(t.id)) throw new RangeError(`cargo type id ${String(t.id)} is used twice`);
    ids.add(t.id);
    if (![t.length, t.width, t.height].every(positive)) {
      throw new RangeError(`cargo type ${String(t.id)}: dimensions must be positive finite numbers (mm)`);
    }
    if (!(Number.isFinite(t.weightKg) && t.weightKg >= 0)) {
      throw new RangeError(`cargo type ${String(t.id)}: weight must be a non-negative number (kg)`);
    }
    if (!(Number.isInteger(t.quantity) && t.quantity >= 0)) {
      throw new RangeError(`cargo type ${String(t.id)}: quantity must be a non-negative integer`);
    }
    if (t.maxLoadAboveKg !== undefined && !(t.maxLoadAboveKg >= 0)) {
      throw new RangeError(`cargo type ${String(t.id)}: maxLoadAboveKg must be a non-negative number (kg)`);
    }
  }
  const a = vehicle.axles;
  if (a && !(a.rearX > a.frontX && a.frontEmptyKg <= a.frontMaxKg && a.rearEmptyKg <= a.rearMaxKg)) {
    throw new RangeError(
      "vehicle axles: the rear group must lie behind the front one, the empty loads within the limits",
    );
  }
}
