/** `@portal/loading`: the load planner's packing engine (units mm and kg). */
export { type AxleMove, type AxleReport, axleLoads, axleReport, bearingKg, centreRange } from "./axles.ts";
export { checkPlan, planViolations, type Violation } from "./check.ts";
export { supportSteps, uprightSide } from "./driver.ts";
export {
  cargoLeft,
  fleetViolation,
  moveBox,
  type Orientation,
  orientations,
  removeBox,
  restingZ,
  turnBox,
} from "./edit.ts";
export { pack, packFleet, summarise } from "./pack.ts";
export type { Axles, CargoType, PackOptions, PackResult, Placement, Vehicle } from "./types.ts";
