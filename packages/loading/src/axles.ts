/**
 * Axle group loads (static beam) and the safe stacking default. Pure functions, units mm and kg;
 * x runs from the load floor's front wall (x = 0) towards the door. docs/loading.md "Axle loads".
 *
 * Beam model: the vehicle is a beam on two supports, the front and the rear axle group. A load of
 * W kg whose centre lies at x puts W·(x − frontX)/(rearX − frontX) on the rear group and the rest on
 * the front group (moments about the front group); each group also carries its empty load.
 */
import type { Axles, CargoType, Placement, Vehicle } from "./types.ts";

const EPS = 1e-6;

/** Load on each group, kg, for a cargo of `weightKg` whose weight moment about x = 0 is `momentKgMm`. */
export function axleLoads(axles: Axles, weightKg: number, momentKgMm: number): { frontKg: number; rearKg: number } {
  const rear = (momentKgMm - weightKg * axles.frontX) / (axles.rearX - axles.frontX);
  return { frontKg: axles.frontEmptyKg + weightKg - rear, rearKg: axles.rearEmptyKg + rear };
}

/** The least load on the front group, kg, for a cargo of `weightKg` (the steering share of the gross weight). */
export function minFrontKg(axles: Axles, weightKg: number): number {
  return (axles.minFrontPercent / 100) * (axles.frontEmptyKg + axles.rearEmptyKg + weightKg);
}

/** True when the cargo keeps both groups within their limits and the front group above its share. */
export function withinAxles(axles: Axles, weightKg: number, momentKgMm: number): boolean {
  const { frontKg, rearKg } = axleLoads(axles, weightKg, momentKgMm);
  return (
    frontKg <= axles.frontMaxKg + EPS && rearKg <= axles.rearMaxKg + EPS && frontKg >= minFrontKg(axles, weightKg) - EPS
  );
}

/**
 * The range of the cargo's centre x (mm) that keeps every axle rule for a cargo of `weightKg` > 0:
 * the front limit bounds it from the front wall, the rear limit and the steering share from the
 * door. `min > max` when no position works (the cargo is too heavy for the axles).
 */
export function centreRange(axles: Axles, weightKg: number): { min: number; max: number } {
  const base = axles.rearX - axles.frontX;
  const byFront = axles.rearX - ((axles.frontMaxKg - axles.frontEmptyKg) * base) / weightKg;
  const byRear = axles.frontX + ((axles.rearMaxKg - axles.rearEmptyKg) * base) / weightKg;
  const bySteering = axles.rearX - ((minFrontKg(axles, weightKg) - axles.frontEmptyKg) * base) / weightKg;
  return { min: byFront, max: Math.min(byRear, bySteering) };
}

/**
 * The safe stacking default (docs/loading.md "Safe stacking"): the weight a box may bear when its
 * limit is blank, kg. It is the weight of a column of boxes like itself up to the ceiling
 * (`ceilingMm`) standing on it, the stack load of a package compression test (ASTM D4169 / ISTA:
 * weight × (stack height − box height) / box height), with its lowest allowed upright side. A
 * non-stackable (fragile) box bears nothing; a stated `maxLoadAboveKg` wins.
 */
export function bearingKg(type: CargoType, ceilingMm: number): number {
  if (!type.stackable) return 0;
  if (type.maxLoadAboveKg !== undefined) return type.maxLoadAboveKg;
  const dims = [type.length, type.width, type.height];
  const upright = Math.min(...dims.filter((_, k) => type.canStand[k]));
  return (type.weightKg * Math.max(0, ceilingMm - upright)) / upright;
}

/** What an axle report advises when the plan breaks an axle rule. */
export interface AxleMove {
  /** Where the cargo's centre must go: "door" (away from the cab) or "front" (towards it). */
  towards: "door" | "front";
  /** How far, mm. */
  mm: number;
  /** The boxes on the wrong side of the allowed range (their centre outside it) and their weight. */
  boxes: number;
  kg: number;
}

/** The axle figures of one vehicle's plan (for the results panel, the report and the plan check). */
export interface AxleReport {
  frontKg: number;
  rearKg: number;
  frontMaxKg: number;
  rearMaxKg: number;
  /** The least front load for steering, kg. */
  minFrontKg: number;
  /** The cargo's centre x, mm, and the range that keeps every rule; null when nothing is loaded. */
  centreX: number | null;
  range: { min: number; max: number } | null;
  /** By how much each group is over its limit, kg (0: within). */
  frontOverKg: number;
  rearOverKg: number;
  /** How much the front group lacks for steering, kg (0: enough). */
  frontShortKg: number;
  /** Where to move the cargo's centre when a rule is broken and some position works; else null. */
  move: AxleMove | null;
  /** Weight to unload, kg, when no position of the centre keeps every rule. */
  unloadKg: number;
  /**
   * The tightest axle margin (front, rear or steering), kg, when boxes were left and it is below the
   * heaviest of them (the axle rules, not the space, may be why they were left); else null.
   */
  boundMarginKg: number | null;
}

/**
 * The axle report of a plan (`placements` of `cargo` in `vehicle`); null for a vehicle without
 * axles. Units mm, kg.
 */
export function axleReport(
  vehicle: Vehicle,
  cargo: CargoType[],
  placements: Placement[],
  unplaced: { typeId: CargoType["id"]; count: number }[],
): AxleReport | null {
  const axles = vehicle.axles;
  if (!axles) return null;
  const types = new Map(cargo.map((t) => [t.id, t]));
  const centre = (p: Placement) => p.x + p.dx / 2;
  let weight = 0;
  let moment = 0;
  for (const p of placements) {
    const w = types.get(p.typeId)?.weightKg ?? 0;
    weight += w;
    moment += w * centre(p);
  }
  const { frontKg, rearKg } = axleLoads(axles, weight, moment);
  const least = minFrontKg(axles, weight);
  const loaded = weight > 0;
  const range = loaded ? centreRange(axles, weight) : null;
  const centreX = loaded ? moment / weight : null;
  let move: AxleMove | null = null;
  let unloadKg = 0;
  if (range && centreX !== null && (centreX < range.min - EPS || centreX > range.max + EPS)) {
    if (range.min > range.max) {
      unloadKg = Math.max(0, weight - (axles.frontMaxKg - axles.frontEmptyKg) - (axles.rearMaxKg - axles.rearEmptyKg));
    }
    const door = centreX < range.min;
    const wrong = placements.filter((p) => (door ? centre(p) < range.min : centre(p) > range.max));
    move = {
      towards: door ? "door" : "front",
      mm: door ? range.min - centreX : centreX - range.max,
      boxes: wrong.length,
      kg: wrong.reduce((s, p) => s + (types.get(p.typeId)?.weightKg ?? 0), 0),
    };
  }
  const margin = Math.min(axles.frontMaxKg - frontKg, axles.rearMaxKg - rearKg, frontKg - least);
  const heaviest = Math.max(0, ...unplaced.map((u) => types.get(u.typeId)?.weightKg ?? 0));
  return {
    frontKg,
    rearKg,
    frontMaxKg: axles.frontMaxKg,
    rearMaxKg: axles.rearMaxKg,
    minFrontKg: least,
    centreX,
    range,
    frontOverKg: Math.max(0, frontKg - axles.frontMaxKg),
    rearOverKg: Math.max(0, rearKg - axles.rearMaxKg),
    frontShortKg: Math.max(0, least - frontKg),
    move,
    unloadKg,
    boundMarginKg: unplaced.length > 0 && margin < heaviest ? Math.max(0, margin) : null,
  };
}
