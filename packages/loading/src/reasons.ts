/**
 * Why boxes were not carried (issue 44 §1): each type left over after a plan gets one reason, so
 * the planner is told what to change. Pure TypeScript; units mm, kg. docs/loading.md "Not carried".
 */
import type { CargoType, PackResult, UnplacedReason, Vehicle } from "./types.ts";

/** An entry of `unplaced` with its reason. */
export interface ExplainedUnplaced {
  typeId: CargoType["id"];
  count: number;
  reason: UnplacedReason;
}

/** True when some allowed orientation of one box of `type` fits inside `space` (sizes only). */
export function fitsSize(type: CargoType, space: Pick<Vehicle, "length" | "width" | "height">): boolean {
  const d = [type.length, type.width, type.height];
  return d.some((up, k) => {
    if (!type.canStand[k] || up > space.height) return false;
    const [a, b] = d.filter((_, j) => j !== k) as [number, number];
    return (a <= space.length && b <= space.width) || (b <= space.length && a <= space.width);
  });
}

/** The most cargo weight a vehicle takes, kg: its payload and what its axle groups leave. */
function weightRoom(vehicle: Vehicle): number {
  const payload = vehicle.maxPayloadKg ?? Number.POSITIVE_INFINITY;
  const a = vehicle.axles;
  if (!a) return payload;
  return Math.min(payload, a.frontMaxKg - a.frontEmptyKg + (a.rearMaxKg - a.rearEmptyKg));
}

/**
 * The reasons for `unplaced` (what no vehicle of the plan carries) of `boxes` (the cargo the
 * vehicles were planned for: with pallets, the pallet boxes and the loose boxes), given the vehicle
 * types (`options`, each with its count, null = as many as needed), how many vehicles of each type
 * the plan uses (`used`, by index), the most vehicles a plan may use, and whether the plan was
 * stopped for its time (`stopped`). An entry whose type is not among `boxes` gets `rules`.
 */
export function explainUnplaced(
  options: { vehicle: Vehicle; count: number | null }[],
  used: number[],
  boxes: CargoType[],
  unplaced: PackResult["unplaced"],
  maxVehicles: number,
  stopped: boolean,
): ExplainedUnplaced[] {
  const types = new Map(boxes.map((t) => [t.id, t]));
  const total = used.reduce((s, n) => s + n, 0);
  return unplaced.map(({ typeId, count }) => {
    const type = types.get(typeId);
    const explained = (reason: UnplacedReason) => ({ typeId, count, reason });
    if (!type) return explained("rules");
    const bySize = options.map((o, i) => ({ ...o, i })).filter((o) => fitsSize(type, o.vehicle));
    if (bySize.length === 0) return explained("size");
    const byWeight = bySize.filter((o) => type.weightKg <= weightRoom(o.vehicle));
    if (byWeight.length === 0) return explained("weight");
    const left = byWeight.some((o) => o.count === null || (used[o.i] ?? 0) < o.count);
    if (!(left && total < maxVehicles)) return explained("vehicles");
    return explained(stopped ? "time" : "rules");
  });
}

/**
 * `results` of one vehicle type filled in turn (`fleet`; else one vehicle), cut to at most
 * `maxVehicles` (the API's LOADING_LIMITS.maxVehicles) with the reasons on the last one's `unplaced`;
 * `stopped`: the plan was stopped for its time (no more vehicles were added).
 */
export function explainInTurn<R extends PackResult>(
  vehicle: Vehicle,
  cargo: CargoType[],
  fleet: boolean,
  results: R[],
  maxVehicles: number,
  stopped: boolean,
): R[] {
  const last = results.at(-1);
  if (!last) return results;
  const used = results.filter((r) => r.placements.length > 0).length;
  const options = [{ vehicle, count: fleet ? null : 1 }];
  const unplaced = explainUnplaced(options, [used], cargo, last.unplaced, maxVehicles, stopped);
  return [...results.slice(0, -1), { ...last, unplaced }];
}
