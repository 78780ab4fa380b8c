/**
 * Pallets, then vehicles (issue 27 §3): builds pallet loads from the boxes with the engine's `pack`
 * (the pallet's deck as a vehicle: its length × width, so nothing overhangs, the height limit less
 * the deck, the weight limit as payload; the same full support, orientation, stacking and bearing
 * rules, the safe default for a blank limit and nothing on fragile boxes), then turns every loaded
 * pallet into one box for the vehicles (deck + goods high, deck + goods heavy, this side up, nothing
 * on top). Boxes too large or too heavy for a pallet go loose into the vehicles. Pure TypeScript;
 * units mm, kg. docs/loading.md "Pallets, then vehicles".
 */
import { planViolations, type Violation } from "./check.ts";
import { pack, stopOf } from "./pack.ts";
import { fitsSize } from "./reasons.ts";
import type { CargoType, PackOptions, PackResult, Placement, Vehicle } from "./types.ts";

/** A pallet type: its deck (length × width × height, mm) and its own weight (kg). */
export interface Pallet {
  length: number;
  width: number;
  deckHeight: number;
  deckWeightKg: number;
}

/** The limits of one loaded pallet: its total height with the deck (mm) and the goods' weight (kg). */
export interface PalletLimits {
  maxHeight: number;
  maxWeightKg: number;
}

/** One loaded pallet. */
export interface PalletLoad {
  /** Unique among the pallets and the cargo ids; the vehicle plans place the pallet under this id. */
  id: string;
  /** The boxes on the deck: x along the pallet's length, y across, z up from the deck's top, mm. */
  placements: Placement[];
  /** The goods' weight, kg (without the deck). */
  weightKg: number;
  /** Deck + goods, mm. */
  height: number;
  /** The delivery stop of every box on it (pallets are built per stop). */
  stop?: number;
}

/** Pallet loads and the boxes that go loose (no pallet can take them). */
export interface PalletPlan {
  loads: PalletLoad[];
  loose: CargoType[];
}

/** The space on a pallet's deck as the engine's vehicle. */
export function palletSpace(pallet: Pallet, limits: PalletLimits): Vehicle {
  return {
    length: pallet.length,
    width: pallet.width,
    height: Math.max(0, limits.maxHeight - pallet.deckHeight),
    maxPayloadKg: limits.maxWeightKg,
  };
}

/** True when some allowed orientation of one box of `type` fits in `space` within its payload. */
function fits(type: CargoType, space: Vehicle): boolean {
  return type.weightKg <= (space.maxPayloadKg ?? Number.POSITIVE_INFINITY) && fitsSize(type, space);
}

/** Distinct pallet loads the time is planned for (the rest are copies or get a greedy fill). */
const DISTINCT = 8;

/** A new id `${base}${n}` that no cargo id uses. */
function idMaker(cargo: CargoType[], base: string): (n: number) => string {
  const taken = new Set(cargo.map((t) => String(t.id)));
  let prefix = base;
  while ([...taken].some((id) => id.startsWith(prefix))) prefix = `${prefix}#`;
  return (n) => `${prefix}${n}`;
}

/**
 * Builds pallet loads from `cargo` within `options.timeLimitMs` for all pallets (each distinct load
 * gets a share of what is left, at least 5 ms, i.e. a greedy fill; a load is copied while the boxes
 * for it last). Boxes of different stops never
 * share a pallet. Returns the loads (ids "P1", "P2", … unless a cargo id starts so) and the loose boxes.
 * Throws RangeError as `pack` does, or when the limits leave no room on the deck.
 */
export function buildPallets(
  pallet: Pallet,
  limits: PalletLimits,
  cargo: CargoType[],
  options: Omit<PackOptions, "onProgress">,
): PalletPlan {
  const space = palletSpace(pallet, limits);
  if (!(space.height > 0 && limits.maxWeightKg > 0)) throw new RangeError("the pallet limits leave no room (mm, kg)");
  const clock = options.now ?? Date.now;
  const deadline = clock() + options.timeLimitMs;
  const idOf = idMaker(cargo, "P");
  const deckVolume = space.length * space.width * space.height;
  const loads: PalletLoad[] = [];
  const loose: CargoType[] = cargo.filter((t) => t.quantity > 0 && !fits(t, space));
  let left = cargo.filter((t) => t.quantity > 0 && fits(t, space));
  const stops = [...new Set(left.map(stopOf))].sort((a, b) => b - a);
  for (const stop of stops) {
    let group = left.filter((t) => stopOf(t) === stop);
    while (group.length > 0) {
      const volume = group.reduce((s, t) => s + t.length * t.width * t.height * t.quantity, 0);
      const weight = group.reduce((s, t) => s + t.weightKg * t.quantity, 0);
      const expected = Math.max(1, Math.ceil(volume / (0.8 * deckVolume)), Math.ceil(weight / limits.maxWeightKg));
      // Alike pallets are copied, so a handful of distinct loads share the time.
      const timeLimitMs = Math.max(5, (deadline - clock()) / Math.min(expected, DISTINCT) / stops.length);
      const result = pack(space, group, { ...options, timeLimitMs });
      if (result.placements.length === 0) {
        loose.push(...group);
        break;
      }
      const top = Math.max(...result.placements.map((p) => p.z + p.dz));
      const load: PalletLoad = {
        id: idOf(loads.length + 1),
        placements: result.placements,
        weightKg: result.weightKg,
        height: pallet.deckHeight + top,
      };
      if (group[0]!.stop !== undefined) load.stop = stop;
      // The same load again while the boxes last (a long cargo list fills many pallets alike).
      const used = new Map<CargoType["id"], number>();
      for (const p of result.placements) used.set(p.typeId, (used.get(p.typeId) ?? 0) + 1);
      const copies = Math.min(
        ...group.filter((t) => used.has(t.id)).map((t) => Math.floor(t.quantity / used.get(t.id)!)),
      );
      for (let k = 0; k < copies; k++) loads.push({ ...load, id: idOf(loads.length + 1) });
      group = group
        .map((t) => ({ ...t, quantity: t.quantity - copies * (used.get(t.id) ?? 0) }))
        .filter((t) => t.quantity > 0);
    }
    left = left.filter((t) => stopOf(t) !== stop);
  }
  return { loads, loose };
}

/** Each loaded pallet as one box for the vehicles (quantity 1, this side up, nothing on top). */
export function palletBoxes(pallet: Pallet, loads: PalletLoad[]): CargoType[] {
  return loads.map((load) => {
    const box: CargoType = {
      id: load.id,
      name: load.id,
      length: pallet.length,
      width: pallet.width,
      height: load.height,
      weightKg: pallet.deckWeightKg + load.weightKg,
      quantity: 1,
      canStand: [false, false, true],
      stackable: false,
    };
    if (load.stop !== undefined) box.stop = load.stop;
    return box;
  });
}

/**
 * Groups identical pallet boxes (`palletBoxes`: the same height, weight, value and stop) into one
 * type with a quantity, so the engine builds blocks of them; the loose boxes are not touched (each
 * keeps its own row, size and count: issue 44 §1). Returns the types for the vehicles (the groups,
 * then `loose`) and `expand`, which turns a plan of those types back into one placement per pallet
 * id (in loading order) and restates every `unplaced` against `cargo` (see `restate`), the pallet
 * boxes and the loose boxes the plans are checked against.
 */
export function groupPallets<T extends CargoType & { valueWon?: number }>(
  pallets: T[],
  loose: T[],
): {
  types: T[];
  expand: (plans: PackResult[], cargo: CargoType[]) => PackResult[];
} {
  const groups = new Map<string, T[]>();
  for (const box of pallets) {
    const key = `${box.height}|${box.weightKg}|${box.valueWon ?? 0}|${box.stop ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), box]);
  }
  const members = new Map<CargoType["id"], T[]>();
  const grouped = [...groups.values()].map((same) => {
    members.set(same[0]!.id, same);
    return { ...same[0]!, quantity: same.length };
  });
  const expand = (plans: PackResult[], cargo: CargoType[]) => {
    const next = new Map<CargoType["id"], number>();
    const expanded = plans.map((plan) => ({
      ...plan,
      placements: [...plan.placements]
        .sort((a, b) => a.step - b.step)
        .map((p) => {
          const same = members.get(p.typeId);
          if (!same) return p;
          const k = next.get(p.typeId) ?? 0;
          next.set(p.typeId, k + 1);
          return { ...p, typeId: same[k]!.id };
        }),
    }));
    return restate(expanded, cargo);
  };
  return { types: [...grouped, ...loose], expand };
}

/**
 * Sets each plan's `unplaced` to what of `cargo` is left after it and the plans before it (the
 * contract of vehicles filled in turn).
 */
export function restate(plans: PackResult[], cargo: CargoType[]): PackResult[] {
  const left = new Map(cargo.map((t) => [t.id, t.quantity]));
  return plans.map((plan) => {
    for (const p of plan.placements) left.set(p.typeId, (left.get(p.typeId) ?? 0) - 1);
    const unplaced = cargo.map((t) => ({ typeId: t.id, count: left.get(t.id) ?? 0 })).filter((u) => u.count > 0);
    return { ...plan, unplaced };
  });
}

/**
 * The boxes the vehicles carry for pallet loads built from `cargo`: one per pallet (`palletBoxes`,
 * its height and goods' weight computed from its placements and the cargo's weights, not taken from
 * the load) and what of `cargo` lies on no pallet (loose).
 */
export function palletisedCargo(pallet: Pallet, cargo: CargoType[], loads: PalletLoad[]): CargoType[] {
  const weightOf = new Map(cargo.map((t) => [t.id, t.weightKg]));
  const placed = new Map<CargoType["id"], number>();
  const computed = loads.map((load) => {
    let weightKg = 0;
    for (const p of load.placements) {
      weightKg += weightOf.get(p.typeId) ?? 0;
      placed.set(p.typeId, (placed.get(p.typeId) ?? 0) + 1);
    }
    const box: PalletLoad = {
      id: load.id,
      placements: load.placements,
      weightKg,
      height: pallet.deckHeight + Math.max(0, ...load.placements.map((p) => p.z + p.dz)),
    };
    const stop = load.placements[0]?.stop;
    if (stop !== undefined) box.stop = stop;
    return box;
  });
  const loose = cargo
    .map((t) => ({ ...t, quantity: t.quantity - (placed.get(t.id) ?? 0) }))
    .filter((t) => t.quantity > 0);
  return [...palletBoxes(pallet, computed), ...loose];
}

/**
 * A broken rule of one pallet load: a rule of its boxes on the deck (`planViolations`), or its id
 * used twice (or a cargo id), an empty pallet, boxes of several stops.
 */
export type PalletProblem =
  | { pallet: string; violation: Violation }
  | { pallet: string; kind: "palletId" | "palletEmpty" | "palletStops" };

/**
 * Checks pallet loads built from `cargo`: each against the cargo the pallets before it left, with
 * `planViolations` on the pallet's space (no overhang, height and weight limits, support, stacking,
 * bearing, orientations), one stop per pallet, ids unique and not a cargo id, no empty pallet.
 * Answers the problems (empty: sound) and the boxes for the vehicles (`palletisedCargo`).
 */
export function checkPallets(
  pallet: Pallet,
  limits: PalletLimits,
  cargo: CargoType[],
  loads: PalletLoad[],
): { problems: PalletProblem[]; boxes: CargoType[] } {
  const space = palletSpace(pallet, limits);
  const problems: PalletProblem[] = [];
  const ids = new Set(cargo.map((t) => String(t.id)));
  let left = cargo.filter((t) => t.quantity > 0);
  for (const load of loads) {
    const id = load.id;
    if (ids.has(id)) problems.push({ pallet: id, kind: "palletId" });
    ids.add(id);
    if (load.placements.length === 0) problems.push({ pallet: id, kind: "palletEmpty" });
    if (new Set(load.placements.map((p) => p.stop)).size > 1) problems.push({ pallet: id, kind: "palletStops" });
    const placed = new Map<CargoType["id"], number>();
    for (const p of load.placements) placed.set(p.typeId, (placed.get(p.typeId) ?? 0) + 1);
    const after = left.map((t) => ({ ...t, quantity: t.quantity - (placed.get(t.id) ?? 0) }));
    const weightKg = load.placements.reduce((s, p) => s + (left.find((t) => t.id === p.typeId)?.weightKg ?? 0), 0);
    const result: PackResult = {
      placements: load.placements,
      unplaced: after.filter((t) => t.quantity > 0).map((t) => ({ typeId: t.id, count: t.quantity })),
      volumeUsed: 0,
      weightKg,
      centreOfGravity: null,
    };
    for (const violation of planViolations(space, left, result)) problems.push({ pallet: id, violation });
    left = after.filter((t) => t.quantity > 0);
  }
  return { problems, boxes: palletisedCargo(pallet, cargo, loads) };
}
