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
} as const;

/** Korean standard pallets (KS T 0006): T-11 1100 × 1100, T-12 1200 × 1000, deck 150 mm high. */
export const PALLETS = {
  T11: { name: "T-11", length: 1100, width: 1100, height: 150 },
  T12: { name: "T-12", length: 1200, width: 1000, height: 150 },
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
  unplaced: z.array(z.object({ typeId, count: z.number().int().nonnegative() })),
  volumeUsed: z.number().min(0).max(1),
  weightKg: z.number().nonnegative(),
  centreOfGravity: z.object({ x: z.number(), y: z.number(), z: z.number() }).nullable(),
  /** Load on each axle group, kg (vehicles with axles). */
  axleLoads: z.object({ frontKg: z.number(), rearKg: z.number() }).optional(),
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

const palletBase = z.enum(["T11", "T12"]).nullable();

/** POST /api/loading/plan: compute a plan on the server (bounded boxes and time). */
export const planRequestSchema = z.object({
  vehicle: planVehicleSchema,
  palletBase,
  cargo: cargoListSchema,
  fleet: z.boolean().default(true),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

/** The answer of a plan: one result per vehicle filled in turn. */
export const planResponseSchema = z.object({
  results: z.array(packResultSchema).max(LOADING_LIMITS.maxVehicles),
  elapsedMs: z.number(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** POST /api/loading/plans: save a plan (checked against its vehicle and cargo). */
export const planSaveSchema = z.object({
  name,
  vehicle: planVehicleSchema,
  palletBase,
  cargo: cargoListSchema,
  results: z.array(packResultSchema).min(1).max(LOADING_LIMITS.maxVehicles),
});
export type PlanSave = z.infer<typeof planSaveSchema>;

/** A saved plan in full. */
export const savedPlanSchema = planSaveSchema.extend({
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
 * Keeps at most LOADING_LIMITS.maxVehicles results; the boxes of the vehicles beyond are reported
 * as not placed on the last one kept.
 */
export function capFleet<R extends PackResultRow>(results: R[]): R[] {
  if (results.length <= LOADING_LIMITS.maxVehicles) return results;
  const kept = results.slice(0, LOADING_LIMITS.maxVehicles);
  const last = kept[kept.length - 1] as R;
  const unplaced = new Map<string | number, number>(last.unplaced.map((u) => [u.typeId, u.count]));
  for (const dropped of results.slice(LOADING_LIMITS.maxVehicles)) {
    for (const p of dropped.placements) unplaced.set(p.typeId, (unplaced.get(p.typeId) ?? 0) + 1);
  }
  kept[kept.length - 1] = { ...last, unplaced: [...unplaced].map(([typeId, count]) => ({ typeId, count })) };
  return kept;
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
