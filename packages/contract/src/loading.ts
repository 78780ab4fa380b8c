/**
 * Loading simulator (적재 시뮬레이션, issue 14): vehicles, cargo lists, plans and saved plans.
 * Units: millimetres (mm) for every length and position, kilograms (kg) for every weight.
 * The packing engine itself is `@portal/loading`; these schemas bound what the API accepts.
 */
import { z } from "zod";
import { isoDate } from "./common.ts";
import { keyWith } from "./messages.ts";

/** Input bounds of one plan (issue 14 section 3): boxes in total, cargo rows, sizes. */
export const LOADING_LIMITS = {
  /** Boxes (sum of quantities) in one plan, in the browser and on the server. */
  maxBoxes: 5000,
  /** Cargo rows (types) in one list. */
  maxTypes: 200,
  /** Largest side of a box or a vehicle, mm. */
  maxDimMm: 20_000,
  /** Heaviest box, kg; heaviest vehicle payload, kg. */
  maxWeightKg: 100_000,
  /** Largest delivery stop number (1 = first stop, unloaded first, so loaded last). */
  maxStop: 99,
  /** Time the server's plan endpoint may spend packing, ms. */
  serverTimeLimitMs: 3000,
  /** Vehicles one plan may fill in turn. */
  maxVehicles: 50,
  /** Saved plans per page of the list. */
  plansPageSize: 20,
  /** Vehicle types one mixed fleet may choose among (issue 27 §2). */
  maxFleetTypes: 10,
  /** Largest cost of one vehicle and largest value of one box, won. */
  maxWon: 10_000_000_000,
  /** Height limit of one loaded pallet with its deck, mm (issue 27 §3). */
  palletHeightMm: { min: 300, max: 4000 },
  /** Weight limit of the goods on one pallet, kg. */
  palletWeightKg: { min: 1, max: 5000 },
} as const;

/**
 * Korean standard pallets (KS T 0006): T-11 1100 × 1100, T-12 1200 × 1000, deck 150 mm high.
 * `weightKg` is the empty pallet's own weight (docs/loading.md "Pallets, then vehicles": about 22 kg
 * for a wooden pallet of this class, S/D — no KS figure was found).
 */
export const PALLETS = {
  T11: { name: "T-11", length: 1100, width: 1100, height: 150, weightKg: 22 },
  T12: { name: "T-12", length: 1200, width: 1000, height: 150, weightKg: 22 },
} as const;
export type PalletCode = keyof typeof PALLETS;

const dimInvalid = keyWith("loadingDimInvalid", { max: LOADING_LIMITS.maxDimMm.toLocaleString("ko-KR") });
const dim = z
  .number({ error: dimInvalid })
  .int({ error: dimInvalid })
  .min(1, { error: dimInvalid })
  .max(LOADING_LIMITS.maxDimMm, { error: dimInvalid });
const weightInvalid = keyWith("loadingWeightInvalid", { max: LOADING_LIMITS.maxWeightKg.toLocaleString("ko-KR") });
const weight = z
  .number({ error: weightInvalid })
  .min(0, { error: weightInvalid })
  .max(LOADING_LIMITS.maxWeightKg, { error: weightInvalid });
const wonInvalid = (key: "loadingCostInvalid" | "loadingValueInvalid") => {
  const error = keyWith(key, { max: LOADING_LIMITS.maxWon.toLocaleString("ko-KR") });
  return z.number({ error }).int({ error }).min(0, { error }).max(LOADING_LIMITS.maxWon, { error });
};
const name = z
  .string({ error: "loadingNameRequired" })
  .trim()
  .min(1, { error: "loadingNameRequired" })
  .max(100, { error: "loadingNameTooLong" });

const position = z
  .number({ error: "loadingAxlesInvalid" })
  .int({ error: "loadingAxlesInvalid" })
  .min(-LOADING_LIMITS.maxDimMm, { error: "loadingAxlesInvalid" })
  .max(LOADING_LIMITS.maxDimMm, { error: "loadingAxlesInvalid" });
const percent = z
  .number({ error: "loadingAxlesInvalid" })
  .int({ error: "loadingAxlesInvalid" })
  .min(0, { error: "loadingAxlesInvalid" })
  .max(100, { error: "loadingAxlesInvalid" });

const axlesObject = z.object({
  frontX: position,
  rearX: position,
  frontEmptyKg: weight,
  rearEmptyKg: weight,
  frontMaxKg: weight,
  rearMaxKg: weight,
  minFrontPercent: percent,
});

/** A sound axle geometry: the rear group behind the front one, each empty load within its limit. */
const axlesSound = (a: z.infer<typeof axlesObject>) =>
  a.rearX > a.frontX && a.frontEmptyKg <= a.frontMaxKg && a.rearEmptyKg <= a.rearMaxKg;

/**
 * A truck's two axle groups (the engine's `Axles`, docs/loading.md "Axle loads"): centres in mm
 * from the load floor's front wall (the front group usually negative, ahead of it), empty loads
 * and limits per group in kg, the least front share for steering in %.
 */
export const axlesSchema = axlesObject.refine(axlesSound, { error: "loadingAxlesInvalid" });
export type AxlesRow = z.infer<typeof axlesSchema>;

/** A vehicle's inner space (mm), payload (kg) and axle groups as the packer takes it. */
export const vehicleDimsSchema = z.object({
  length: dim,
  width: dim,
  height: dim,
  maxPayloadKg: weight.optional(),
  axles: axlesSchema.optional(),
});
export type VehicleDims = z.infer<typeof vehicleDimsSchema>;

/**
 * One cargo row: `quantity` boxes of length × width × height (mm) and `weightKg` each.
 * `canStand[i]` says whether side i (0 length, 1 width, 2 height) may be the vertical one
 * (the Bischoff & Ratcliff flags; [false, false, true] = this side up). `maxLoadAboveKg` is the
 * weight a box may bear; `stop` the delivery stop (1 first; the last stop is loaded first).
 */
export const cargoTypeSchema = z.object({
  id: z.string().trim().min(1).max(40),
  name: name.optional(),
  length: dim,
  width: dim,
  height: dim,
  weightKg: weight,
  quantity: z
    .number({ error: "loadingQuantityInvalid" })
    .int({ error: "loadingQuantityInvalid" })
    .min(1, { error: "loadingQuantityInvalid" })
    .max(LOADING_LIMITS.maxBoxes, { error: "loadingTooManyBoxes" }),
  canStand: z
    .tuple([z.boolean(), z.boolean(), z.boolean()])
    .refine((flags) => flags.some(Boolean), { error: "loadingOrientationRequired" }),
  stackable: z.boolean(),
  maxLoadAboveKg: weight.optional(),
  stop: z
    .number({ error: "loadingStopInvalid" })
    .int({ error: "loadingStopInvalid" })
    .min(1, { error: "loadingStopInvalid" })
    .max(LOADING_LIMITS.maxStop, { error: "loadingStopInvalid" })
    .optional(),
  /** Value of one box, won (a mixed fleet that cannot carry everything may carry the most value). */
  valueWon: wonInvalid("loadingValueInvalid").optional(),
});
export type CargoRow = z.infer<typeof cargoTypeSchema>;

/** Total boxes of a cargo list. */
export function boxCount(cargo: readonly { quantity: number }[]): number {
  return cargo.reduce((sum, row) => sum + row.quantity, 0);
}

/** A cargo list: at most 200 rows, 5,000 boxes, ids unique. */
export const cargoListSchema = z
  .array(cargoTypeSchema)
  .min(1, { error: "loadingCargoEmpty" })
  .max(LOADING_LIMITS.maxTypes, { error: "loadingTooManyTypes" })
  .superRefine((rows, ctx) => {
    if (boxCount(rows) > LOADING_LIMITS.maxBoxes) ctx.addIssue({ code: "custom", message: "loadingTooManyBoxes" });
    if (new Set(rows.map((row) => row.id)).size !== rows.length) {
      ctx.addIssue({ code: "custom", message: "errorInvalidInput" });
    }
  });

const typeId = z.union([z.string().max(40), z.number()]);

/**
 * Why boxes were not carried (the engine's `UnplacedReason`): too large or too heavy for every
 * vehicle type, no vehicle left, the plan stopped for its time, or no place kept every rule.
 */
export const UNPLACED_REASONS = ["size", "weight", "vehicles", "time", "rules"] as const;

/**
 * One placed box: minimum corner (x along the length from the back wall, the end farthest from the
 * door; y across; z up from the floor) and placed size, mm; `step` is the 1-based loading order.
 */
export const placementSchema = z.object({
  typeId,
  x: z.number(),
  y: z.number(),
  z: z.number(),
  dx: z.number(),
  dy: z.number(),
  dz: z.number(),
  stop: z.number().int().optional(),
  step: z.number().int(),
});
export type PlacementRow = z.infer<typeof placementSchema>;

/** The packing of one vehicle: placements, what did not fit, volume used (0–1), weight (kg), centre (mm), axle loads (kg). */
export const packResultSchema = z.object({
  placements: z.array(placementSchema).max(LOADING_LIMITS.maxBoxes),
  /** What is left after this vehicle; on the last vehicle, why (`UNPLACED_REASONS`, issue 44 §1). */
  unplaced: z.array(
    z.object({ typeId, count: z.number().int().nonnegative(), reason: z.enum(UNPLACED_REASONS).optional() }),
  ),
  volumeUsed: z.number().min(0).max(1),
  weightKg: z.number().nonnegative(),
  centreOfGravity: z.object({ x: z.number(), y: z.number(), z: z.number() }).nullable(),
  /** Load on each axle group, kg (vehicles with axles). */
  axleLoads: z.object({ frontKg: z.number(), rearKg: z.number() }).optional(),
  /** With a mixed fleet: which of its vehicle types this vehicle is (index into `mixedFleet.vehicles`). */
  fleetVehicle: z
    .number()
    .int()
    .min(0)
    .max(LOADING_LIMITS.maxFleetTypes - 1)
    .optional(),
});
export type PackResultRow = z.infer<typeof packResultSchema>;

/** The vehicle of a plan: a catalogue vehicle (its id) or a custom size, snapshotted with its name. */
export const planVehicleSchema = vehicleDimsSchema.extend({
  vehicleId: z.number().int().positive().nullable(),
  name,
});
export type PlanVehicle = z.infer<typeof planVehicleSchema>;

/** A plan's snapshot of a catalogue vehicle: its id, name, size, payload and axle groups. */
export function planVehicleOf(vehicle: Vehicle): PlanVehicle {
  const { id, name, length, width, height, maxPayloadKg } = vehicle;
  const axles = catalogueAxles(vehicle);
  return { vehicleId: id, name, length, width, height, maxPayloadKg, ...(axles ? { axles } : {}) };
}

const palletCode = z.enum(["T11", "T12"]);
const palletBase = palletCode.nullable();

const countInvalid = keyWith("loadingFleetCountInvalid", { max: LOADING_LIMITS.maxVehicles });
/**
 * A mixed fleet (issue 27 §2): the vehicle types available, each with how many (null: as many as
 * needed, 1–50 otherwise) and the cost of one (won); and what to carry most of when not everything
 * fits: `value` (the cargo rows' `valueWon`) or `volume`.
 */
export const mixedFleetSchema = z.object({
  vehicles: z
    .array(
      z.object({
        vehicle: planVehicleSchema,
        count: z
          .number({ error: countInvalid })
          .int({ error: countInvalid })
          .min(1, { error: countInvalid })
          .max(LOADING_LIMITS.maxVehicles, { error: countInvalid })
          .nullable(),
        costWon: wonInvalid("loadingCostInvalid"),
      }),
    )
    .min(1, { error: "loadingFleetEmpty" })
    .max(LOADING_LIMITS.maxFleetTypes, {
      error: keyWith("loadingFleetTooMany", { max: LOADING_LIMITS.maxFleetTypes }),
    }),
  objective: z.enum(["value", "volume"]),
});
export type MixedFleet = z.infer<typeof mixedFleetSchema>;

const palletHeightInvalid = keyWith("loadingPalletHeightInvalid", {
  min: LOADING_LIMITS.palletHeightMm.min.toLocaleString("ko-KR"),
  max: LOADING_LIMITS.palletHeightMm.max.toLocaleString("ko-KR"),
});
const palletWeightInvalid = keyWith("loadingPalletWeightInvalid", {
  min: LOADING_LIMITS.palletWeightKg.min.toLocaleString("ko-KR"),
  max: LOADING_LIMITS.palletWeightKg.max.toLocaleString("ko-KR"),
});
/**
 * Build pallets first (issue 27 §3): the pallet type, the height limit of a loaded pallet with its
 * deck (mm) and the weight limit of the goods on it (kg).
 */
export const palletiseSchema = z.object({
  code: palletCode,
  maxHeightMm: z
    .number({ error: palletHeightInvalid })
    .int({ error: palletHeightInvalid })
    .min(LOADING_LIMITS.palletHeightMm.min, { error: palletHeightInvalid })
    .max(LOADING_LIMITS.palletHeightMm.max, { error: palletHeightInvalid }),
  maxWeightKg: z
    .number({ error: palletWeightInvalid })
    .min(LOADING_LIMITS.palletWeightKg.min, { error: palletWeightInvalid })
    .max(LOADING_LIMITS.palletWeightKg.max, { error: palletWeightInvalid }),
});
export type Palletise = z.infer<typeof palletiseSchema>;

/**
 * One loaded pallet: its id (the vehicle placements name it), the boxes on its deck (x along the
 * pallet's length, y across, z up from the deck's top, mm), the goods' weight (kg), its height with
 * the deck (mm) and the stop of its boxes.
 */
export const palletLoadSchema = z.object({
  id: z.string().min(1).max(60),
  placements: z.array(placementSchema).max(LOADING_LIMITS.maxBoxes),
  weightKg: z.number().nonnegative(),
  height: z.number().positive(),
  stop: z.number().int().optional(),
});
export type PalletLoadRow = z.infer<typeof palletLoadSchema>;

/** The fleet and pallet options shared by a plan request and a saved plan, and their rules. */
const planOptions = {
  /** A mixed fleet; without it, `vehicle` is filled in turn. */
  mixedFleet: mixedFleetSchema.optional(),
  /** Build pallets from the boxes first; not with a pallet base. */
  palletise: palletiseSchema.optional(),
};
function optionsRefine(plan: { palletBase: string | null; palletise?: Palletise }, ctx: z.RefinementCtx): void {
  if (plan.palletise && plan.palletBase) {
    ctx.addIssue({ code: "custom", message: "loadingPalletiseWithBase", path: ["palletise"] });
  }
}

/** POST /api/loading/plan: compute a plan on the server (bounded boxes and time). */
export const planRequestSchema = z
  .object({
    vehicle: planVehicleSchema,
    palletBase,
    cargo: cargoListSchema,
    fleet: z.boolean().default(true),
    ...planOptions,
    /**
     * The member's saved plan this request plans again (issue 44 §2): its vehicles' saved copies are
     * trusted beside the catalogue's.
     */
    planId: z.number().int().positive().optional(),
  })
  .superRefine(optionsRefine);
export type PlanRequest = z.infer<typeof planRequestSchema>;

/**
 * The answer of a plan: one result per vehicle (filled in turn, or the mixed fleet's vehicles),
 * with a mixed fleet its cost (won), and with pallets the pallet loads.
 */
export const planResponseSchema = z.object({
  results: z.array(packResultSchema).max(LOADING_LIMITS.maxVehicles),
  elapsedMs: z.number(),
  costWon: z.number().optional(),
  pallets: z.array(palletLoadSchema).max(LOADING_LIMITS.maxBoxes).optional(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/**
 * POST /api/loading/plans: save a plan (checked against its vehicles and cargo). Plans saved before
 * issue 27 have no `mixedFleet`, `palletise` or `pallets` and still read and save.
 */
const planSaveObject = z.object({
  name,
  vehicle: planVehicleSchema,
  palletBase,
  cargo: cargoListSchema,
  results: z.array(packResultSchema).min(1).max(LOADING_LIMITS.maxVehicles),
  ...planOptions,
  pallets: z.array(palletLoadSchema).max(LOADING_LIMITS.maxBoxes).optional(),
});
export const planSaveSchema = planSaveObject.superRefine(optionsRefine);
export type PlanSave = z.infer<typeof planSaveSchema>;

/** A saved plan in full. */
export const savedPlanSchema = planSaveObject.extend({
  id: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SavedPlan = z.infer<typeof savedPlanSchema>;

/** A saved plan in the member's list. `volumeRatio` is 0–1 over all vehicles used. */
export const planSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicleName: z.string(),
  boxCount: z.number().int(),
  vehicleCount: z.number().int(),
  volumeRatio: z.number(),
  createdAt: isoDate,
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** GET /api/loading/plans?before=<id>: newest first, keyset pages; `next` is the cursor or null. */
export const planListQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });
export const planListSchema = z.object({ items: z.array(planSummarySchema), next: z.number().int().nullable() });
export type PlanList = z.infer<typeof planListSchema>;

export const planIdParamsSchema = z.object({
  planId: z.coerce.number({ error: "errorInvalidInput" }).int().positive(),
});

/** Confidence of a vehicle's figures: V in the cited page, S secondary, D derived, U unverified. */
export const VEHICLE_GRADES = ["V", "S", "D", "U"] as const;
export const VEHICLE_KINDS = ["container", "truck"] as const;

/** The catalogue's axle columns (all null: no axle data), in the order of `axlesSchema`. */
const AXLE_FIELDS = {
  axleFrontX: "frontX",
  axleRearX: "rearX",
  axleFrontEmptyKg: "frontEmptyKg",
  axleRearEmptyKg: "rearEmptyKg",
  axleFrontMaxKg: "frontMaxKg",
  axleRearMaxKg: "rearMaxKg",
  axleMinFrontPercent: "minFrontPercent",
} as const;
type AxleField = keyof typeof AXLE_FIELDS;

/** The axle columns of a vehicle without axle data. */
export const NO_AXLES: Record<AxleField, null> = {
  axleFrontX: null,
  axleRearX: null,
  axleFrontEmptyKg: null,
  axleRearEmptyKg: null,
  axleFrontMaxKg: null,
  axleRearMaxKg: null,
  axleMinFrontPercent: null,
};

/** The axle groups of a catalogue vehicle, or undefined when it has none (its columns are null). */
export function catalogueAxles(vehicle: Record<AxleField, number | null>): AxlesRow | undefined {
  const entries = Object.entries(AXLE_FIELDS).map(([column, key]) => [key, vehicle[column as AxleField]]);
  if (entries.some(([, value]) => value === null)) return undefined;
  return Object.fromEntries(entries) as AxlesRow;
}

const vehicleBaseSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, { error: "errorInvalidInput" }),
  kind: z.enum(VEHICLE_KINDS),
  name,
  length: dim,
  width: dim,
  height: dim,
  maxPayloadKg: weight,
  source: z.string().trim().max(500).default(""),
  grade: z.enum(VEHICLE_GRADES),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  axleFrontX: position.nullable().default(null),
  axleRearX: position.nullable().default(null),
  axleFrontEmptyKg: weight.nullable().default(null),
  axleRearEmptyKg: weight.nullable().default(null),
  axleFrontMaxKg: weight.nullable().default(null),
  axleRearMaxKg: weight.nullable().default(null),
  axleMinFrontPercent: percent.nullable().default(null),
});
/**
 * A vehicle of the catalogue (administrators edit it; sizes vary by maker). The axle columns are
 * all given (a sound geometry) or all null.
 */
export const vehicleWriteSchema = vehicleBaseSchema.refine(
  (v) => {
    const given = Object.keys(AXLE_FIELDS).filter((c) => v[c as AxleField] !== null).length;
    if (given === 0) return true;
    const axles = catalogueAxles(v);
    return axles !== undefined && axlesSound(axles);
  },
  { error: "loadingAxlesInvalid" },
);
export type VehicleWrite = z.infer<typeof vehicleWriteSchema>;
export const vehicleSchema = vehicleBaseSchema.extend({ id: z.number().int() });
export type Vehicle = z.infer<typeof vehicleSchema>;
export const vehicleListSchema = z.object({ items: z.array(vehicleSchema) });
export const vehicleIdParamsSchema = z.object({
  vehicleId: z.coerce.number({ error: "errorInvalidInput" }).int().positive(),
});

/**
 * The space the packer fills (mm): the vehicle's inner size, or with a pallet base the floor
 * covered by whole pallets (the better of the two pallet orientations) and the height less the
 * 150 mm deck. `pallets` is how many pallets that base takes (0 without one).
 */
export function usableSpace(vehicle: VehicleDims, palletBase: PalletCode | null): VehicleDims & { pallets: number } {
  if (!palletBase) return { ...vehicle, pallets: 0 };
  const pallet = PALLETS[palletBase];
  const grid = (a: number, b: number) => ({
    along: Math.floor(vehicle.length / a),
    across: Math.floor(vehicle.width / b),
    a,
    b,
  });
  const options = [grid(pallet.length, pallet.width), grid(pallet.width, pallet.length)];
  const best = options.reduce((x, y) => (y.along * y.across > x.along * x.across ? y : x));
  return {
    length: Math.max(1, best.along * best.a),
    width: Math.max(1, best.across * best.b),
    height: Math.max(1, vehicle.height - pallet.height),
    maxPayloadKg: vehicle.maxPayloadKg,
    ...(vehicle.axles ? { axles: vehicle.axles } : {}),
    pallets: best.along * best.across,
  };
}

/** Volume used over all vehicles of a plan, 0–1 (the mean of each vehicle's share). */
export function volumeRatio(results: readonly { volumeUsed: number }[]): number {
  if (results.length === 0) return 0;
  return results.reduce((sum, r) => sum + r.volumeUsed, 0) / results.length;
}

/**
 * Time budget of a fleet plan that must finish within `totalMs` (ms): the vehicles the cargo
 * probably needs (its volume over 85% of one vehicle, at most LOADING_LIMITS.maxVehicles) and the
 * engine's per-vehicle time limit, between 50 ms and 2 s.
 */
export function fleetBudget(
  space: VehicleDims,
  cargo: readonly CargoRow[],
  totalMs: number,
): { vehicles: number; perVehicleMs: number } {
  const cargoVolume = cargo.reduce((sum, row) => sum + row.length * row.width * row.height * row.quantity, 0);
  const estimate = Math.ceil(cargoVolume / (space.length * space.width * space.height * 0.85));
  const vehicles = Math.min(LOADING_LIMITS.maxVehicles, Math.max(1, estimate));
  return { vehicles, perVehicleMs: Math.round(Math.min(2000, Math.max(50, totalMs / vehicles))) };
}

/**
 * The engine's pallet setting for a `palletise` option (the shape of `@portal/loading`'s
 * `PalletSetting`): the pallet's deck (mm) and own weight (kg), the loaded pallet's limits.
 */
export function palletSetting(palletise: Palletise) {
  const pallet = PALLETS[palletise.code];
  return {
    pallet: { length: pallet.length, width: pallet.width, deckHeight: pallet.height, deckWeightKg: pallet.weightKg },
    limits: { maxHeight: palletise.maxHeightMm, maxWeightKg: palletise.maxWeightKg },
  };
}

/**
 * The vehicle types a plan packs into, as the engine's fleet options: the mixed fleet's types
 * (each its usable space with the pallet base, its count and cost), or the plan's one vehicle,
 * as many as needed (`inTurn`) or one, at no cost. Units mm, kg, won.
 */
export function fleetOptions(
  plan: { vehicle: VehicleDims; palletBase: PalletCode | null; mixedFleet?: MixedFleet },
  inTurn = true,
): { vehicle: VehicleDims; count: number | null; costWon: number }[] {
  const space = (vehicle: VehicleDims) => {
    const { pallets: _pallets, ...dims } = usableSpace(vehicle, plan.palletBase);
    return dims;
  };
  if (!plan.mixedFleet) return [{ vehicle: space(plan.vehicle), count: inTurn ? null : 1, costWon: 0 }];
  return plan.mixedFleet.vehicles.map((v) => ({ vehicle: space(v.vehicle), count: v.count, costWon: v.costWon }));
}

/**
 * The answer to a plan request with a mixed fleet or pallets from the engine's `planLoad` result:
 * one result per vehicle (with a mixed fleet, each naming its type), or when no vehicle carries
 * anything one empty result that lists everything as not placed; the fleet's cost (won) and the
 * pallet loads when asked for.
 */
export function loadResponse(
  request: Pick<PlanRequest, "mixedFleet" | "palletise">,
  planned: {
    vehicles: { option: number; result: PackResultRow }[];
    unplaced: PackResultRow["unplaced"];
    costWon: number;
    pallets: PalletLoadRow[];
  },
  elapsedMs: number,
): PlanResponse {
  const empty = { placements: [], unplaced: planned.unplaced, volumeUsed: 0, weightKg: 0, centreOfGravity: null };
  const vehicles = planned.vehicles.length > 0 ? planned.vehicles : [{ option: 0, result: empty }];
  return {
    results: vehicles.map((v) => (request.mixedFleet ? { ...v.result, fleetVehicle: v.option } : v.result)),
    elapsedMs,
    ...(request.mixedFleet ? { costWon: planned.costWon } : {}),
    ...(request.palletise ? { pallets: planned.pallets } : {}),
  };
}
