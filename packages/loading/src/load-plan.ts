/**
 * The planner's entry for a mixed fleet and pallets (issue 27 §2–3): optionally builds pallet loads
 * from the boxes first (`buildPallets`), then chooses the fleet (`planFleet`) for the pallets and the
 * loose boxes; and the independent check of such a plan (`checkLoadPlan`), which the server runs
 * before saving one. Pure TypeScript; units mm, kg, won. docs/loading.md "Mixed fleet", "Pallets,
 * then vehicles".
 */
import { type FleetOption, type FleetPlan, type FleetSettings, planFleet, type ValuedCargo } from "./fleet.ts";
import {
  buildPallets,
  checkPallets,
  groupPallets,
  type Pallet,
  type PalletLimits,
  type PalletLoad,
  palletBoxes,
  violations,
} from "./pallets.ts";
import type { CargoType, PackResult } from "./types.ts";

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
  if (!pallets) return { ...planFleet(options, cargo, settings), pallets: [] };
  const clock = settings.now ?? Date.now;
  const started = clock();
  const built = buildPallets(pallets.pallet, pallets.limits, cargo, {
    timeLimitMs: settings.timeLimitMs * PALLET_SHARE,
    shouldStop: settings.shouldStop,
    now: settings.now,
  });
  const value = new Map(cargo.map((t) => [t.id, t.valueWon ?? 0]));
  const boxes: ValuedCargo[] = [
    ...palletBoxes(pallets.pallet, built.loads).map((box, i) => ({
      ...box,
      valueWon: built.loads[i]!.placements.reduce((s, p) => s + (value.get(p.typeId) ?? 0), 0),
    })),
    ...built.loose,
  ];
  const grouped = groupPallets(boxes);
  const fleet = planFleet(options, grouped.types, {
    ...settings,
    timeLimitMs: Math.max(0, settings.timeLimitMs - (clock() - started)),
  });
  const results = grouped.expand(
    fleet.vehicles.map((v) => v.result),
    boxes,
  );
  return {
    ...fleet,
    vehicles: fleet.vehicles.map((v, i) => ({ option: v.option, result: results[i]! })),
    unplaced: results.at(-1)?.unplaced ?? boxes.map((t) => ({ typeId: t.id, count: t.quantity })),
    pallets: built.loads,
  };
}

/**
 * Checks a plan of `cargo` into vehicles of `options` (each vehicle's `option` an index into them),
 * with its pallet loads when `pallets` is given: the pallets (`checkPallets`), each option used at
 * most its count, and every vehicle in turn with `checkPlan` against the boxes the vehicles before
 * it left (pallets as one box each, with the height and weight of their contents). Answers the
 * violations (empty: sound).
 */
export function checkLoadPlan(
  options: Pick<FleetOption, "vehicle" | "count">[],
  cargo: CargoType[],
  pallets: PalletSetting | null,
  palletLoads: PalletLoad[],
  vehicles: { option: number; result: PackResult }[],
): string[] {
  const errors: string[] = [];
  let boxes = cargo;
  if (pallets) {
    const checked = checkPallets(pallets.pallet, pallets.limits, cargo, palletLoads);
    errors.push(...checked.errors);
    boxes = checked.boxes;
  } else if (palletLoads.length > 0) errors.push("pallet loads without a pallet setting");
  const used = options.map(() => 0);
  let left = boxes;
  for (const [i, v] of vehicles.entries()) {
    const option = options[v.option];
    if (!option) {
      errors.push(`vehicle ${i}: unknown option ${v.option}`);
      continue;
    }
    used[v.option]! += 1;
    for (const e of violations(option.vehicle, left, v.result)) errors.push(`vehicle ${i}: ${e}`);
    const placed = new Map<CargoType["id"], number>();
    for (const p of v.result.placements) placed.set(p.typeId, (placed.get(p.typeId) ?? 0) + 1);
    left = left.map((t) => ({ ...t, quantity: t.quantity - (placed.get(t.id) ?? 0) })).filter((t) => t.quantity > 0);
  }
  options.forEach((o, k) => {
    if (o.count !== null && used[k]! > o.count) errors.push(`option ${k}: ${used[k]} vehicles, ${o.count} available`);
  });
  return errors;
}
