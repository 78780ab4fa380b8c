/** `@portal/loading`: the load planner's packing engine (units mm and kg). */
export { checkPlan } from "./check.ts";
export { pack, packFleet, summarise } from "./pack.ts";
export type { CargoType, PackOptions, PackResult, Placement, Vehicle } from "./types.ts";
