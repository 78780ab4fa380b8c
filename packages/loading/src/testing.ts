/**
 * Test helpers of the engine: the benchmark's independent validator (shared/tools/loading-check.mjs,
 * beside the repository) applied to one vehicle's plan or a whole load plan, and the count of every
 * box of a plan (issue 44). Used by the *.test.ts files only (the server's too, as
 * `@portal/loading/testing`).
 */
import type { PalletSetting } from "./load-plan.ts";
import { type PalletLoad, palletisedCargo, palletSpace } from "./pallets.ts";
import type { CargoType, PackResult, Vehicle } from "./types.ts";

/** Where the validator module lies (import it dynamically). */
export const VALIDATOR = new URL("../../../../shared/tools/loading-check.mjs", import.meta.url).href;

/** The errors of the benchmark validator for one vehicle's plan (full support). */
export function validate(
  checkSolution: (problem: unknown, solution: unknown, options: unknown) => { errors: string[] },
  vehicle: Vehicle,
  cargo: CargoType[],
  result: PackResult,
): string[] {
  const index = new Map(cargo.map((t, i) => [t.id, i + 1]));
  const types = cargo.map((t, i) => ({
    id: i + 1,
    dims: [t.length, t.width, t.height],
    vertical: t.canStand,
    quantity: t.quantity,
  }));
  const placements = result.placements.map((p) => ({
    boxType: index.get(p.typeId),
    x: p.x,
    y: p.y,
    z: p.z,
    length: p.dx,
    width: p.dy,
    height: p.dz,
  }));
  return checkSolution({ container: vehicle, types }, { placements }, { support: 1 }).errors;
}

type CheckSolution = Parameters<typeof validate>[0];

/**
 * The benchmark validator's errors (full support) for a whole load plan: each pallet load on its
 * deck (`palletSpace`) and each vehicle k in `spaceOf(k)` against the pallet boxes and loose boxes
 * (`palletisedCargo`), each message prefixed with where it is ("P3: …", "vehicle 2: …").
 */
export function validateLoadPlan(
  checkSolution: CheckSolution,
  spaceOf: (index: number) => Vehicle,
  cargo: CargoType[],
  setting: PalletSetting | null,
  pallets: PalletLoad[],
  results: PackResult[],
): string[] {
  const errors: string[] = [];
  const boxes = setting ? palletisedCargo(setting.pallet, cargo, pallets) : cargo;
  if (setting) {
    const deck = palletSpace(setting.pallet, setting.limits);
    for (const load of pallets) {
      const result = { placements: load.placements, unplaced: [], volumeUsed: 0, weightKg: 0, centreOfGravity: null };
      errors.push(...validate(checkSolution, deck, cargo, result).map((e) => `${load.id}: ${e}`));
    }
  }
  results.forEach((result, k) => {
    errors.push(...validate(checkSolution, spaceOf(k), boxes, result).map((e) => `vehicle ${k + 1}: ${e}`));
  });
  return errors;
}

/**
 * What breaks "every box exactly once" (issue 44 §3) in a plan of `cargo`: each box lies on one
 * pallet or loose in one vehicle, or is reported not carried (loose, or on a pallet not carried)
 * with a reason on the last vehicle's `unplaced`; every pallet is carried once or reported. Answers
 * the problems in words (empty: every box is kept).
 */
export function lostBoxes(cargo: CargoType[], pallets: PalletLoad[], results: PackResult[]): string[] {
  const problems: string[] = [];
  const seen = new Map<CargoType["id"], number>();
  const add = (id: CargoType["id"], n: number) => seen.set(id, (seen.get(id) ?? 0) + n);
  const palletIds = new Map(pallets.map((l) => [l.id, 0]));
  for (const load of pallets) for (const p of load.placements) add(p.typeId, 1);
  for (const r of results) {
    for (const p of r.placements) {
      if (palletIds.has(String(p.typeId))) palletIds.set(String(p.typeId), palletIds.get(String(p.typeId))! + 1);
      else add(p.typeId, 1);
    }
  }
  for (const u of results.at(-1)?.unplaced ?? []) {
    if (!u.reason) problems.push(`${String(u.typeId)}: not carried without a reason`);
    if (palletIds.has(String(u.typeId))) palletIds.set(String(u.typeId), palletIds.get(String(u.typeId))! + u.count);
    else add(u.typeId, u.count);
  }
  for (const [id, n] of palletIds) if (n !== 1) problems.push(`pallet ${id}: carried or reported ${n} times`);
  for (const t of cargo) {
    const n = seen.get(t.id) ?? 0;
    if (n !== t.quantity) problems.push(`${String(t.id)}: ${n} boxes accounted for, ${t.quantity} in the list`);
  }
  for (const id of seen.keys()) if (!cargo.some((t) => t.id === id)) problems.push(`${String(id)}: not in the list`);
  return problems;
}
