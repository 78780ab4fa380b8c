/**
 * The vehicle figures the server trusts (issue 44 §2): a plan request or a plan sent to be saved
 * names its vehicles by catalogue id, and their figures — inner size (mm), payload (kg), axle groups
 * (positions mm, loads kg, steering share %) — must be the catalogue's, or for a plan saved before,
 * the copy saved with it (a later catalogue edit does not change a saved plan). A request whose
 * figures differ is refused (400 LOADING_VEHICLE_CHANGED), an unknown id too (400
 * LOADING_VEHICLE_UNKNOWN); the plan goes on with the trusted copy (its name included). A custom
 * vehicle (`vehicleId: null`) is planned and checked with its own figures. Pallet specifications
 * come from the contract's PALLETS by code and are never sent. docs/loading.md "Figures the server
 * trusts".
 */
import { type MixedFleet, type PlanVehicle, planVehicleOf, t } from "@portal/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "../http/errors.ts";
import { findVehicle } from "./queries.ts";

/** What a plan carries of its vehicles. */
interface WithVehicles {
  vehicle: PlanVehicle;
  mixedFleet?: MixedFleet | undefined;
}

/** The figures of a plan vehicle that rules depend on, as one comparable string. */
function figures(v: PlanVehicle): string {
  const a = v.axles;
  const axles = a
    ? [a.frontX, a.rearX, a.frontEmptyKg, a.rearEmptyKg, a.frontMaxKg, a.rearMaxKg, a.minFrontPercent]
    : [];
  return JSON.stringify([v.length, v.width, v.height, v.maxPayloadKg ?? null, axles]);
}

/** Every vehicle of a plan: its own and its mixed fleet's. */
function vehiclesOf(plan: WithVehicles): PlanVehicle[] {
  return [plan.vehicle, ...(plan.mixedFleet?.vehicles.map((v) => v.vehicle) ?? [])];
}

/**
 * `plan` with each catalogue vehicle replaced by its trusted copy: the catalogue's (`planVehicleOf`)
 * or, when `saved` (the plan as stored before) holds the same id with the same figures, that copy.
 * @throws AppError LOADING_VEHICLE_UNKNOWN (400) for an id in neither; LOADING_VEHICLE_CHANGED (400)
 *   when the request's figures (size, payload, axle groups) are neither copy's
 */
export async function trustedVehicles<P extends WithVehicles>(db: Db, plan: P, saved?: WithVehicles): Promise<P> {
  const savedCopies = saved ? vehiclesOf(saved).filter((v) => v.vehicleId !== null) : [];
  const catalogue = new Map<number, PlanVehicle | null>();
  const trusted = async (v: PlanVehicle): Promise<PlanVehicle> => {
    if (v.vehicleId === null) return v;
    const copy = savedCopies.find((s) => s.vehicleId === v.vehicleId && figures(s) === figures(v));
    if (copy) return copy;
    if (!catalogue.has(v.vehicleId)) {
      const row = await findVehicle(db, v.vehicleId);
      catalogue.set(v.vehicleId, row ? planVehicleOf({ id: row.vehicleId, ...row }) : null);
    }
    const known = catalogue.get(v.vehicleId);
    if (!known) throw new AppError("LOADING_VEHICLE_UNKNOWN", { detail: t("loadingVehicleUnknown", { name: v.name }) });
    if (figures(known) !== figures(v)) {
      throw new AppError("LOADING_VEHICLE_CHANGED", { detail: t("loadingVehicleChanged", { name: v.name }) });
    }
    return known;
  };
  const vehicle = await trusted(plan.vehicle);
  if (!plan.mixedFleet) return { ...plan, vehicle };
  const vehicles = [];
  for (const option of plan.mixedFleet.vehicles) vehicles.push({ ...option, vehicle: await trusted(option.vehicle) });
  return { ...plan, vehicle, mixedFleet: { ...plan.mixedFleet, vehicles } };
}
