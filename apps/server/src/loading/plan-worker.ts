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
  capFleet,
  type PackResultRow,
  planResponseSchema,
  type VehicleDims,
} from "@portal/contract/loading";
import { type CargoType, fleetViolation, pack, packFleet, type Vehicle, type Violation } from "@portal/loading";

/** One plan: the usable space (mm, kg), the cargo, and the engine's limits (ms). */
export interface PlanTask {
  vehicle: Vehicle;
  cargo: CargoType[];
  /** Fill vehicles of this kind in turn (`packFleet`) rather than one (`pack`). */
  fleet: boolean;
  /** Search time per vehicle, ms. */
  perVehicleMs: number;
  /** Time for the whole plan, ms, from the start of the task on this thread. */
  totalMs: number;
  /** When the request arrived, ms since the epoch (for `elapsedMs`). */
  arrivedAt: number;
}

/** A plan sent to be saved: its usable space, cargo and results (mm, kg). */
export interface CheckTask {
  space: VehicleDims;
  cargo: CargoRow[];
  results: PackResultRow[];
}

/**
 * Packs `task` and answers the API's answer already as JSON text (`PlanResponse`: one result per
 * vehicle used, at most LOADING_LIMITS.maxVehicles, and `elapsedMs` since arrival): checking and
 * writing 5,000 placements took 30–300 ms, which is done here rather than on the request thread.
 */
export function plan(task: PlanTask): string {
  const started = Date.now();
  const options = { timeLimitMs: task.perVehicleMs, shouldStop: () => Date.now() - started > task.totalMs };
  const results = task.fleet ? packFleet(task.vehicle, task.cargo, options) : [pack(task.vehicle, task.cargo, options)];
  return JSON.stringify(
    planResponseSchema.parse({ results: capFleet(results), elapsedMs: Date.now() - task.arrivedAt }),
  );
}

/** The first broken rule of a plan sent to be saved, and the vehicle (index) it is in. */
export interface PlanProblem {
  vehicle: number;
  violation: Violation;
}

/**
 * Checks a plan sent to be saved with the engine's independent checker (`fleetViolation` of
 * @portal/loading: bounds, overlap, orientations, counts, full support, stacking limits with the
 * safe default for a blank limit, payload, the axle groups' limits and steering share of a vehicle
 * with axles, stop order), vehicle after vehicle, each against the cargo the ones before it left.
 * Answers the first broken rule, or null when the plan is sound.
 */
export function check(task: CheckTask): PlanProblem | null {
  return fleetViolation(task.space, task.cargo, task.results);
}
