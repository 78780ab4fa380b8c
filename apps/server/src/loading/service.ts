/**
 * Loading simulator rules (issue 14): the vehicle catalogue (read by members, edited by
 * administrators with an audit entry in the same transaction), plans computed on the server with
 * the same engine as the browser's Web Worker (bounded: 5,000 boxes by the schema, 3 s of packing,
 * on the plan pool's worker threads, one plan at a time per member; issue 23), and saved plans that
 * belong to their member (another member's id answers 404, as if absent).
 */
import {
  type AuditAction,
  boxCount,
  fleetBudget,
  LOADING_LIMITS,
  type PlanList,
  type PlanRequest,
  type PlanSave,
  planProblemText,
  type SavedPlan,
  t,
  usableSpace,
  type Vehicle,
  type VehicleWrite,
  volumeRatio,
} from "@portal/contract";
import { auditedChange, changed, changesOf } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../db/dialect.ts";
import type { LoadingVehiclesTable } from "../db/schema.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import { clearRateLimit, type RateRule, reserveAttempt } from "../http/rate-limit.ts";
import type { PlanPool } from "./plan-pool.ts";
import {
  deleteOwnPlan,
  deleteVehicleRow,
  findOwnPlan,
  findVehicle,
  insertPlan,
  insertVehicle,
  listPlans,
  listVehicles,
  updateOwnPlan,
  updateVehicleRow,
} from "./queries.ts";
import { trustedVehicles } from "./trusted.ts";

const nowIso = () => new Date().toISOString();

function toVehicle(
  row: { vehicleId: number } & Omit<LoadingVehiclesTable, "vehicleId" | "createdAt" | "updatedAt">,
): Vehicle {
  const { vehicleId, ...rest } = row;
  return { id: vehicleId, ...rest };
}

/** The vehicle catalogue, in display order. */
export async function vehicles(ctx: AppContext): Promise<Vehicle[]> {
  return (await listVehicles(ctx.db)).map(toVehicle);
}

/** Adds a vehicle (administrators); returns its id. @throws LOADING_VEHICLE_CODE_TAKEN */
export async function createVehicle(ctx: AppContext, admin: AdminActor, value: VehicleWrite): Promise<number> {
  return codeTaken(() =>
    auditedChange(ctx, admin, {
      write: (trx) => insertVehicle(trx, value, nowIso()),
      audit: (_, vehicleId) => ({ ...vehicleAudit("loadingVehicle.create", vehicleId), detail: { ...value } }),
    }),
  );
}

/** Changes a vehicle (administrators). @throws LOADING_VEHICLE_NOT_FOUND, LOADING_VEHICLE_CODE_TAKEN */
export async function updateVehicle(
  ctx: AppContext,
  admin: AdminActor,
  vehicleId: number,
  value: VehicleWrite,
): Promise<void> {
  await codeTaken(() =>
    auditedChange(ctx, admin, {
      read: (trx) => findVehicle(trx, vehicleId),
      missing: "LOADING_VEHICLE_NOT_FOUND",
      write: async (trx) => changed(await updateVehicleRow(trx, vehicleId, value, nowIso())),
      audit: (before) => ({ ...vehicleAudit("loadingVehicle.update", vehicleId), detail: changesOf(before, value) }),
    }),
  );
}

/** Deletes a vehicle (administrators); saved plans keep their own copy of its size. @throws LOADING_VEHICLE_NOT_FOUND */
export async function deleteVehicle(ctx: AppContext, admin: AdminActor, vehicleId: number): Promise<void> {
  await auditedChange(ctx, admin, {
    missing: "LOADING_VEHICLE_NOT_FOUND",
    write: (trx) => deleteVehicleRow(trx, vehicleId),
    audit: (_, before) => ({
      ...vehicleAudit("loadingVehicle.delete", vehicleId),
      detail: { code: before.code, name: before.name },
    }),
  });
}

/** The target of a vehicle's audit entry. */
const vehicleAudit = (action: AuditAction, vehicleId: number) =>
  ({ action, targetType: "loadingVehicle", targetId: String(vehicleId) }) as const;

/** Runs a catalogue write; a taken vehicle code answers LOADING_VEHICLE_CODE_TAKEN. */
async function codeTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("LOADING_VEHICLE_CODE_TAKEN");
    throw error;
  }
}

/**
 * One plan computing per member at a time: a lease in `rateCounters` taken in one statement before
 * the plan is queued and cleared when it is answered; a node that dies holding one frees it after
 * `windowMs` (longer than any plan's deadline).
 */
function planLease(ctx: AppContext): RateRule {
  return { name: "loading-plan", limit: 1, windowMs: ctx.config.loadingDeadlineMs + 5000 };
}

/**
 * Packs `request.cargo` into the request's vehicle (its usable space with the pallet base; the
 * vehicles' figures the catalogue's, or with `planId` those saved with that plan of the member's:
 * `trustedVehicles`) with
 * the shared engine on the plan pool's threads, for at most LOADING_LIMITS.serverTimeLimitMs ms of
 * search; fills vehicles in turn when `fleet`. The schema has already bounded the input (5,000
 * boxes, 200 rows). Answers the `PlanResponse` as JSON text, checked and written on the worker
 * thread; `elapsedMs` counts from the request's arrival (queue included).
 * @throws AppError LOADING_PLAN_RUNNING (429, Retry-After) while the member has a plan computing;
 *   LOADING_VEHICLE_UNKNOWN, LOADING_VEHICLE_CHANGED (400) as `trustedVehicles`; LOADING_PLAN_NOT_FOUND
 *   for a `planId` not the member's;
 *   LOADING_PLANNER_BUSY and LOADING_PLAN_TIMEOUT (503) from the pool
 */
export async function computePlan(
  ctx: AppContext,
  pool: PlanPool,
  userId: string,
  request: PlanRequest,
): Promise<string> {
  const started = Date.now();
  const lease = planLease(ctx);
  const attempt = await reserveAttempt(ctx.db, lease, userId, started);
  if (!attempt.ok) {
    throw new AppError("LOADING_PLAN_RUNNING", {
      headers: { "retry-after": String(Math.ceil(attempt.retryAfterMs / 1000)) },
    });
  }
  try {
    const saved = request.planId === undefined ? undefined : await myPlan(ctx, userId, request.planId);
    const { planId: _planId, ...trusted } = await trustedVehicles(ctx.db, request, saved);
    return await computeTrusted(pool, trusted, started);
  } finally {
    await clearRateLimit(ctx.db, lease, userId);
  }
}

/** `computePlan` of a request whose vehicles are trusted (`trustedVehicles`), on the plan pool. */
function computeTrusted(pool: PlanPool, request: PlanRequest, started: number): Promise<string> {
  const { pallets: _pallets, ...vehicle } = usableSpace(request.vehicle, request.palletBase);
  const totalMs = LOADING_LIMITS.serverTimeLimitMs;
  const perVehicleMs = request.fleet ? fleetBudget(vehicle, request.cargo, totalMs).perVehicleMs : totalMs;
  const task = { vehicle, cargo: request.cargo, fleet: request.fleet, perVehicleMs, totalMs, arrivedAt: started };
  // A mixed fleet or pallets built first (issue 27 §2–3) is planned by the engine's `planLoad`.
  const options = request.mixedFleet || request.palletise ? { request } : {};
  return pool.run("plan", { ...task, ...options });
}

/** One page of the member's saved plans, newest first; `next` is the cursor of the following page. */
export async function myPlans(ctx: AppContext, userId: string, before: number | undefined): Promise<PlanList> {
  const size = LOADING_LIMITS.plansPageSize;
  const rows = await listPlans(ctx.db, userId, before, size + 1);
  const items = rows.slice(0, size).map(({ planId, ...row }) => ({ id: planId, ...row }));
  return { items, next: rows.length > size ? (items[items.length - 1]?.id ?? null) : null };
}

/** A member's own plan. @throws LOADING_PLAN_NOT_FOUND (also for another member's plan) */
export async function myPlan(ctx: AppContext, userId: string, planId: number): Promise<SavedPlan> {
  const row = await findOwnPlan(ctx.db, userId, planId);
  if (!row) throw new AppError("LOADING_PLAN_NOT_FOUND");
  return { id: row.planId, ...(JSON.parse(row.body) as PlanSave), createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/**
 * The plan's stored row after its results (and pallet loads) are checked against its vehicles and
 * cargo on the plan pool's threads (`check` of plan-worker.ts; the check of 5,000 placements took
 * 0.3–1.8 s); a plan edited by hand, with a mixed fleet or pallets too, is checked the same way.
 * The vehicles are the trusted copies (`trustedVehicles`: the catalogue's, or those of `saved`, the
 * plan as stored before), which the stored body keeps.
 * @throws LOADING_VEHICLE_UNKNOWN, LOADING_VEHICLE_CHANGED (400) as `trustedVehicles`;
 *   LOADING_PLAN_INVALID (422) naming the first broken rule in Korean (`planProblemText`: "1호차
 *   적재 결과를 저장할 수 없습니다. 상자가 서로 겹칩니다: 3단계 상자 a, 4단계 상자 a"); LOADING_PLANNER_BUSY,
 *   LOADING_PLAN_TIMEOUT from the pool
 */
async function checkedRow(ctx: AppContext, pool: PlanPool, sent: PlanSave, saved?: PlanSave) {
  const plan = await trustedVehicles(ctx.db, sent, saved);
  const { name: _name, ...checked } = plan;
  const problem = await pool.run("check", checked);
  if (problem) throw new AppError("LOADING_PLAN_INVALID", { detail: planProblemText(problem, plan) });
  return {
    name: plan.name,
    vehicleName: fleetName(plan),
    boxCount: boxCount(plan.cargo),
    vehicleCount: plan.results.length,
    volumeRatio: volumeRatio(plan.results),
    body: JSON.stringify(plan),
    updatedAt: nowIso(),
  };
}

/** Saves a new plan after checking it (`checkedRow`); returns its id. @throws as `checkedRow` */
export async function savePlan(
  ctx: AppContext,
  pool: PlanPool,
  userId: string,
  plan: PlanSave,
  saved?: PlanSave,
): Promise<number> {
  const row = await checkedRow(ctx, pool, plan, saved);
  return insertPlan(ctx.db, { userId, ...row, createdAt: row.updatedAt });
}

/**
 * Replaces a member's own plan (e.g. after editing it by hand) after checking it (`checkedRow`).
 * @throws LOADING_PLAN_NOT_FOUND (also for another member's plan, before any check); as `checkedRow`
 */
export async function replacePlan(
  ctx: AppContext,
  pool: PlanPool,
  userId: string,
  planId: number,
  plan: PlanSave,
): Promise<void> {
  const saved = await myPlan(ctx, userId, planId);
  const row = await checkedRow(ctx, pool, plan, saved);
  if (!(await updateOwnPlan(ctx.db, userId, planId, row))) throw new AppError("LOADING_PLAN_NOT_FOUND");
}

/**
 * The vehicle column of the plan list: the plan's vehicle, or with a mixed fleet the types its
 * vehicles are of ("5톤 윙바디, 1톤 카고"), at most 100 characters.
 */
function fleetName(plan: PlanSave): string {
  const fleet = plan.mixedFleet;
  if (!fleet) return plan.vehicle.name;
  const used = [...new Set(plan.results.map((r) => r.fleetVehicle ?? 0))].sort((a, b) => a - b);
  return used
    .map((i) => fleet.vehicles[i]?.vehicle.name ?? "")
    .join(", ")
    .slice(0, 100);
}

/** Copies a member's own plan under "name (사본)"; returns the copy's id. @throws LOADING_PLAN_NOT_FOUND */
export async function copyPlan(ctx: AppContext, pool: PlanPool, userId: string, planId: number): Promise<number> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...plan } = await myPlan(ctx, userId, planId);
  const name = t("loadingPlanCopySuffix", { name: plan.name }).slice(0, 100);
  return savePlan(ctx, pool, userId, { ...plan, name }, plan);
}

/** Deletes a member's own plan. @throws LOADING_PLAN_NOT_FOUND (also for another member's plan) */
export async function deletePlan(ctx: AppContext, userId: string, planId: number): Promise<void> {
  if (!(await deleteOwnPlan(ctx.db, userId, planId))) throw new AppError("LOADING_PLAN_NOT_FOUND");
}
