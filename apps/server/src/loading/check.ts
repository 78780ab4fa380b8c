/**
 * Checks a plan a browser sends to be saved against its own vehicle and cargo list with the
 * engine's independent checker (`checkPlan` of @portal/loading: bounds, overlap, orientations,
 * counts, full support, stacking limits with the safe default for a blank limit, payload, the axle
 * groups' limits and steering share of a vehicle with axles, stop order). Vehicles filled in turn are checked
 * in turn: each against the cargo the vehicles before it left over. Units mm, kg.
 */
import type { CargoRow, PackResultRow, VehicleDims } from "@portal/contract";
import { checkPlan } from "@portal/loading";

/** True when `results` are a sound packing, vehicle after vehicle, of `cargo` into `space`. */
export function planIsValid(
  space: VehicleDims,
  cargo: readonly CargoRow[],
  results: readonly PackResultRow[],
): boolean {
  let left: CargoRow[] = [...cargo];
  for (const result of results) {
    if (!soundVehicle(space, left, result)) return false;
    const placed = new Map<string, number>();
    for (const p of result.placements) placed.set(String(p.typeId), (placed.get(String(p.typeId)) ?? 0) + 1);
    left = left
      .map((row) => ({ ...row, quantity: row.quantity - (placed.get(String(row.id)) ?? 0) }))
      .filter((row) => row.quantity > 0);
  }
  return true;
}

/** One vehicle's check; a plan the checker cannot even read (e.g. an unknown cargo row) is unsound. */
function soundVehicle(space: VehicleDims, cargo: CargoRow[], result: PackResultRow): boolean {
  try {
    return checkPlan(space, cargo, result).length === 0;
  } catch {
    return false;
  }
}
