/**
 * Checks a plan a browser sends to be saved against its own vehicles and cargo list with the
 * engine's independent checker (`checkLoadPlan` of @portal/loading, which runs `checkPlan` on each
 * vehicle: bounds, overlap, orientations, counts, full support, stacking limits with the safe
 * default for a blank limit, payload, the axle groups' limits and steering share of a vehicle with
 * axles, stop order). Vehicles are checked in turn, each against the cargo the vehicles before it
 * left over; with a mixed fleet each against its own type and no type more often than its count;
 * with pallets built first, the pallet loads too (no overhang, the pallet's limits) and the vehicles
 * against the pallets and the loose boxes. Units mm, kg, won.
 */
import { fleetOptions, type PlanSave, palletSetting } from "@portal/contract/loading";
import { checkLoadPlan } from "@portal/loading";

/** The parts of a saved plan the check reads. */
export type CheckedPlan = Pick<
  PlanSave,
  "vehicle" | "palletBase" | "cargo" | "results" | "mixedFleet" | "palletise" | "pallets"
>;

/** True when the plan's results (and pallet loads) are a sound packing of its cargo into its vehicles. */
export function planIsValid(plan: CheckedPlan): boolean {
  const types = plan.mixedFleet?.vehicles.length ?? 0;
  // A mixed fleet's results each name their type; a one-vehicle plan's results name none.
  const named = plan.results.every((r) =>
    types > 0 ? r.fleetVehicle !== undefined && r.fleetVehicle < types : r.fleetVehicle === undefined,
  );
  if (!named) return false;
  const pallets = plan.palletise ? palletSetting(plan.palletise) : null;
  const vehicles = plan.results.map((result) => ({ option: result.fleetVehicle ?? 0, result }));
  return checkLoadPlan(fleetOptions(plan), plan.cargo, pallets, plan.pallets ?? [], vehicles).length === 0;
}
