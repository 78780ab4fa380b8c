/**
 * The planner's entry for a mixed fleet and pallets (issue 27 §2–3): optionally builds pallet loads
 * from the boxes first (`buildPallets`), then chooses the fleet (`planFleet`) for the pallets and the
 * loose boxes; and the independent check of a plan (`checkLoadPlan`, every vehicle with
 * `vehicleViolations`), which the server runs before saving any plan, planned or edited by hand.
 * Pure TypeScript; units mm, kg, won. docs/loading.md "Mixed fleet", "Pallets,
 * then vehicles".
 */
import { planViolations, type Violation } from "./check.ts";
import { cargoLeft } from "./edit.ts";
import { type FleetOption, type FleetPlan, type FleetSettings, planFleet, type ValuedCargo } from "./fleet.ts";
import {
  buildPallets,
  checkPallets,
  groupPallets,
  type Pallet,
  type PalletLimits,
  type PalletLoad,
  type PalletProblem,
  palletBoxes,
} from "./pallets.ts";
import { explainUnplaced } from "./reasons.ts";
import type { CargoType, PackResult, Vehicle } from "./types.ts";

/** Pallets to build first: the pallet type and the limits of one loaded pallet. */
export interface PalletSetting {
  pallet: Pallet;
  limits: PalletLimits;
}

/** A fleet plan with the pallets it carries (empty without pallets). Vehicle placements name pallets by their id. */
export interface LoadPlan extends FleetPlan {
  pallets: PalletLoad[];
}

/** Share of the budget spent on building pallets. */
const PALLET_SHARE = 0.35;

/**
 * Plans `cargo` onto pallets (when `pallets` is given) and into the cheapest fleet of `options`
 * within `settings.timeLimitMs` in all. Without pallets it is `planFleet` with `pallets: []`.
 * Throws RangeError as `planFleet` and `buildPallets` do.
 */
export function planLoad(
  options: FleetOption[],
  cargo: ValuedCargo[],
  pallets: PalletSetting | null,
  settings: FleetSettings,
): LoadPlan {
  if (!pallets) return explained(options, cargo, { ...planFleet(options, cargo, settings), pallets: [] }, settings);
  const clock = settings.now ?? Date.now;
  const started = clock();
  const built = buildPallets(pallets.pallet, pallets.limits, cargo, {
    timeLimitMs: settings.timeLimitMs * PALLET_SHARE,
    shouldStop: settings.shouldStop,
    now: settings.now,
  });
  const value = new Map(cargo.map((t) => [t.id, t.valueWon ?? 0]));
  const palletised: ValuedCargo[] = palletBoxes(pallets.pallet, built.loads).map((box, i) => ({
    ...box,
    valueWon: built.loads[i]!.placements.reduce((s, p) => s + (value.get(p.typeId) ?? 0), 0),
  }));
  const boxes = [...palletised, ...built.loose];
  const grouped = groupPallets(palletised, built.loose);
  const fleet = planFleet(options, grouped.types, {
    ...settings,
    timeLimitMs: Math.max(0, settings.timeLimitMs - (clock() - started)),
  });
  const results = grouped.expand(
    fleet.vehicles.map((v) => v.result),
    boxes,
  );
  const plan = {
    ...fleet,
    vehicles: fleet.vehicles.map((v, i) => ({ option: v.option, result: results[i]! })),
    unplaced: results.at(-1)?.unplaced ?? boxes.map((t) => ({ typeId: t.id, count: t.quantity })),
    pallets: built.loads,
  };
  return explained(options, boxes, plan, settings);
}

/** `plan` with the reason for each box not carried (`explainUnplaced`) on its `unplaced` and its last vehicle's. */
function explained(options: FleetOption[], boxes: CargoType[], plan: LoadPlan, settings: FleetSettings): LoadPlan {
  const used = options.map((_, i) => plan.vehicles.filter((v) => v.option === i).length);
  const max = settings.maxVehicles ?? Number.POSITIVE_INFINITY;
  const unplaced = explainUnplaced(options, used, boxes, plan.unplaced, max, settings.shouldStop?.() ?? false);
  const vehicles = plan.vehicles.map((v, i) =>
    i === plan.vehicles.length - 1 ? { ...v, result: { ...v.result, unplaced } } : v,
  );
  return { ...plan, vehicles, unplaced };
}

/**
 * The broken rules of each vehicle of a plan (vehicles filled in turn): vehicle k in `spaceOf(k)`
 * against the boxes (`cargo`) the vehicles before it left (`cargoLeft`), with `planViolations`. The
 * one check of a vehicle's plan: the server's save check (`checkLoadPlan`) and the plan editor in
 * the browser, at every edit. Units mm, kg.
 */
export function vehicleViolations(
  spaceOf: (index: number) => Vehicle,
  cargo: CargoType[],
  results: PackResult[],
): Violation[][] {
  const lists = cargoLeft(cargo, results);
  return results.map((result, k) => planViolations(spaceOf(k), lists[k]!, result));
}

/**
 * A broken rule of a load plan: one of vehicle `vehicle` (an index into the plan's vehicles), one of
 * a pallet load, a vehicle of no option, a vehicle type used more often than its `count`, or pallet
 * loads without a pallet setting.
 */
export type LoadPlanProblem =
  | { vehicle: number; violation: Violation }
  | PalletProblem
  | { vehicle: number; kind: "unknownVehicle" }
  | { kind: "fleetCount"; option: number; used: number; count: number }
  | { kind: "palletSetting" };

/**
 * Checks a plan of `cargo` into vehicles of `options` (each vehicle's `option` an index into them),
 * with its pallet loads when `pallets` is given: the pallets (`checkPallets`), each option used at
 * most its count, and every vehicle in turn (`vehicleViolations`) against the boxes the vehicles
 * before it left (pallets as one box each, with the height and weight of their contents). Answers
 * the problems in the order found (empty: sound).
 */
export function checkLoadPlan(
  options: Pick<FleetOption, "vehicle" | "count">[],
  cargo: CargoType[],
  pallets: PalletSetting | null,
  palletLoads: PalletLoad[],
  vehicles: { option: number; result: PackResult }[],
): LoadPlanProblem[] {
  const problems: LoadPlanProblem[] = [];
  let boxes = cargo;
  if (pallets) {
    const checked = checkPallets(pallets.pallet, pallets.limits, cargo, palletLoads);
    problems.push(...checked.problems);
    boxes = checked.boxes;
  } else if (palletLoads.length > 0) problems.push({ kind: "palletSetting" });
  const unknown = vehicles.findIndex((v) => !options[v.option]);
  if (unknown >= 0) return [...problems, { vehicle: unknown, kind: "unknownVehicle" }];
  const found = vehicleViolations(
    (k) => options[vehicles[k]!.option]!.vehicle,
    boxes,
    vehicles.map((v) => v.result),
  );
  found.forEach((list, vehicle) => {
    for (const violation of list) problems.push({ vehicle, violation });
  });
  options.forEach((o, option) => {
    const used = vehicles.filter((v) => v.option === option).length;
    if (o.count !== null && used > o.count) problems.push({ kind: "fleetCount", option, used, count: o.count });
  });
  return problems;
}
