/** `@portal/loading`: the load planner's packing engine (units mm and kg). */
export { type AxleMove, type AxleReport, axleLoads, axleReport, bearingKg, centreRange, minFrontKg } from "./axles.ts";
export { checkPlan, planViolations, type Violation } from "./check.ts";
export { supportSteps, uprightSide } from "./driver.ts";
export { moveBox, type Orientation, orientations, removeBox, restingZ, turnBox } from "./edit.ts";
export type { FleetObjective, FleetOption, FleetPlan, FleetSettings, FleetVehicle, ValuedCargo } from "./fleet.ts";
export {
  checkLoadPlan,
  type LoadPlan,
  type LoadPlanProblem,
  type PalletSetting,
  planLoad,
  vehicleViolations,
} from "./load-plan.ts";
export { pack, packFleet, summarise } from "./pack.ts";
export { type Pallet, type PalletLimits, type PalletLoad, palletisedCargo } from "./pallets.ts";
export { type ExplainedUnplaced, explainInTurn, explainUnplaced, fitsSize } from "./reasons.ts";
export type { Axles, CargoType, PackOptions, PackResult, Placement, UnplacedReason, Vehicle } from "./types.ts";
