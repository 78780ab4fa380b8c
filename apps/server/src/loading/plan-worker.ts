/**
 * The load planner's worker thread (run by `plan-pool.ts` through piscina): packs one plan, or checks
 * a plan sent to be saved, with the shared engine `@portal/loading` (TypeScript, loaded by Node's type stripping from
 * packages/loading/src, the same code the request thread used before and the browser's Web Worker
 * runs). The engine's own time limit counts from when this thread starts the task, so a plan that
 * waited in the queue still gets its full search time; the pool's hard deadline stops the thread
 * if it overruns.
 */
// The loading schemas only (not the whole contract with its message catalogue): a thread starts faster.
import {
  type CargoRow,
  fleetOptions,
  LOADING_LIMITS,
  loadResponse,
  type PlanRequest,
  type PlanSave,
  palletSetting,
  planResponseSchema,
  type VehicleDims,
} from "@portal/contract/loading";
import { checkLoadPlan, explainInTurn, type LoadPlanProblem, pack, packFleet, planLoad } from "@portal/loading";

/**
 * One plan: the usable space (mm, kg), the cargo, and the engine's limits (ms); with `request`
 * (a mixed fleet or pallets built first), the whole request for `planLoad`.
 */
export interface PlanTask {
  vehicle: VehicleDims;
  cargo: CargoRow[];
  /** Fill vehicles of this kind in turn (`packFleet`) rather than one (`pack`). */
  fleet: boolean;
  /** Search time per vehicle, ms. */
  perVehicleMs: number;
  /** Time for the whole plan, ms, from the start of the task on this thread. */
  totalMs: number;
  /**
   * When no more vehicles are added (the rest reported as not carried for the time), ms from the
   * start of the task: by default `totalMs` (one type in turn) or twice it (`planLoad`). The
   * property test gives a short search and a late stop.
   */
  stopAfterMs?: number;
  /** When the request arrived, ms since the epoch (for `elapsedMs`). */
  arrivedAt: number;
  /** A request with a mixed fleet or pallets (issue 27 §2–3), planned by `planLoad`. */
  request?: PlanRequest;
}

/** A plan sent to be saved (planned or edited by hand): its vehicles, cargo, results and pallet loads (mm, kg). */
export type CheckTask = Pick<
  PlanSave,
  "vehicle" | "palletBase" | "cargo" | "results" | "mixedFleet" | "palletise" | "pallets"
>;

/**
 * Packs `task` and answers the API's answer already as JSON text (`PlanResponse`: one result per
 * vehicle used, at most LOADING_LIMITS.maxVehicles, and `elapsedMs` since arrival): checking and
 * writing 5,000 placements took 30–300 ms, which is done here rather than on the request thread.
 */
export function plan(task: PlanTask): string {
  const started = Date.now();
  if (task.request) return JSON.stringify(planResponseSchema.parse(loadPlan(task.request, task, started)));
  const stopAfterMs = task.stopAfterMs ?? task.totalMs;
  let stopped = false;
  const shouldStop = () => {
    stopped ||= Date.now() - started > stopAfterMs;
    return stopped;
  };
  const options = { timeLimitMs: task.perVehicleMs, shouldStop };
  const results = task.fleet
    ? packFleet(task.vehicle, task.cargo, options, LOADING_LIMITS.maxVehicles)
    : [pack(task.vehicle, task.cargo, options)];
  return JSON.stringify(
    planResponseSchema.parse({
      results: explainInTurn(task.vehicle, task.cargo, task.fleet, results, LOADING_LIMITS.maxVehicles, stopped),
      elapsedMs: Date.now() - task.arrivedAt,
    }),
  );
}

/**
 * A mixed fleet and/or pallets built first: `planLoad` within the task's time (at most 50 vehicles).
 * The time is the search's budget; the hard stop (no more vehicles, the rest not placed) comes only
 * at twice that, so a busy machine slows the plan rather than cutting it short.
 */
function loadPlan(request: PlanRequest, task: PlanTask, started: number) {
  const stopAfterMs = task.stopAfterMs ?? 2 * task.totalMs;
  const shouldStop = () => Date.now() - started > stopAfterMs;
  const planned = planLoad(
    fleetOptions(request, request.fleet),
    request.cargo,
    request.palletise ? palletSetting(request.palletise) : null,
    {
      objective: request.mixedFleet?.objective ?? "volume",
      timeLimitMs: task.totalMs,
      maxVehicles: LOADING_LIMITS.maxVehicles,
      shouldStop,
    },
  );
  return loadResponse(request, planned, Date.now() - task.arrivedAt);
}

/**
 * Checks a plan sent to be saved with the engine's independent checker (`checkLoadPlan` of
 * @portal/loading: every vehicle with `planViolations` — bounds, overlap, orientations, counts, full
 * support, stacking limits with the safe default for a blank limit, payload, the axle groups' limits
 * and steering share of a vehicle with axles, stop order — each against the boxes the ones before it
 * left; with a mixed fleet each in its own type's space and no type more often than its count; with
 * pallets built first, the pallet loads too and the vehicles against the pallets and loose boxes).
 * A mixed fleet's results each name their type, a one-vehicle plan's none. Answers the first
 * problem, or null when the plan is sound.
 */
export function check(task: CheckTask): LoadPlanProblem | null {
  const types = task.mixedFleet?.vehicles.length ?? 0;
  const unnamed = task.results.findIndex((r) =>
    types > 0 ? r.fleetVehicle === undefined || r.fleetVehicle >= types : r.fleetVehicle !== undefined,
  );
  if (unnamed >= 0) return { vehicle: unnamed, kind: "unknownVehicle" };
  const pallets = task.palletise ? palletSetting(task.palletise) : null;
  const vehicles = task.results.map((result) => ({ option: result.fleetVehicle ?? 0, result }));
  return checkLoadPlan(fleetOptions(task), task.cargo, pallets, task.pallets ?? [], vehicles)[0] ?? null;
}
