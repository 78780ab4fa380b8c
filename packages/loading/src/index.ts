/** `@portal/loading`: the load planner's packing engine (units mm and kg). */
export { type AxleMove, type AxleReport, axleLoads, axleReport, bearingKg, centreRange } from "./axles.ts";
export { checkPlan } from "./check.ts";
export type { FleetObjective, FleetOption, FleetPlan, FleetSettings, FleetVehicle, ValuedCargo } from "./fleet.ts";
export { checkLoadPlan, type LoadPlan, type PalletSetting, planLoad } from "./load-plan.ts";
export { pack, packFleet, summarise } from "./pack.ts";
export { type Pallet, type PalletLimits, type PalletLoad, palletisedCargo } from "./pallets.ts";
export type { Axles, CargoType, PackOptions, PackResult, Placement, Vehicle } from "./types.ts";
