/**
 * Driver's links of saved load plans (issue 27 §5, docs/loading.md "Share links"): a member who may
 * read a saved plan makes an unguessable link (a 256-bit random token, only its sha256 stored) that
 * opens the plan's loading steps without an account until it expires or is revoked. Units: mm, kg;
 * times are ISO 8601 UTC.
 */
import { z } from "zod";
import { isoDate } from "./common.ts";

/** Bounds of share links. */
export const LOADING_SHARE_LIMITS = {
  /** Days a new link stays valid unless the member picks another choice. */
  defaultDays: 14,
  /** The validity choices offered (days); the API takes any whole number from 1 to the largest. */
  dayChoices: [1, 3, 7, 14, 30] as const,
  maxDays: 30,
  /** Links of one plan that may be valid (neither expired nor revoked) at once. */
  maxActivePerPlan: 10,
  /** Links of a plan listed (newest first). */
  listSize: 20,
} as const;

/** The page a link opens; the token follows in the fragment (`#token=…`), which browsers never send. */
export const LOADING_SHARE_PATH = "/app/FUL/LoadingShare";

/** POST /api/loading/plans/:planId/shares: how many days the link stays valid (default 14). */
export const shareCreateSchema = z.object({
  days: z
    .number({ error: "loadingShareDaysInvalid" })
    .int({ error: "loadingShareDaysInvalid" })
    .min(1, { error: "loadingShareDaysInvalid" })
    .max(LOADING_SHARE_LIMITS.maxDays, { error: "loadingShareDaysInvalid" })
    .default(LOADING_SHARE_LIMITS.defaultDays),
});
export type ShareCreate = z.infer<typeof shareCreateSchema>;

/** One link of a plan as its member sees it (the token itself is shown only when it is made). */
export const shareSchema = z.object({
  id: z.number().int(),
  createdAt: isoDate,
  expiresAt: isoDate,
  revokedAt: isoDate.nullable(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type Share = z.infer<typeof shareSchema>;

export const shareListSchema = z.object({ items: z.array(shareSchema) });
export type ShareList = z.infer<typeof shareListSchema>;

/** The answer of a new link: the link and its absolute address (the only time the token is given). */
export const shareCreatedSchema = shareSchema.extend({ token: z.string(), url: z.string() });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

export const shareIdParamsSchema = z.object({
  planId: z.coerce.number({ error: "errorInvalidInput" }).int().positive(),
  shareId: z.coerce.number({ error: "errorInvalidInput" }).int().positive(),
});

/** GET /api/loading/shared?token=…: any token text (a malformed one answers 404 like a wrong one). */
export const sharedPlanQuerySchema = z.object({ token: z.string().max(200).default("") });

/** One placed box of a shared plan: `type` indexes `cargo`; corner and placed size in mm; 1-based `step`. */
const sharedPlacementSchema = z.object({
  type: z.number().int(),
  x: z.number(),
  y: z.number(),
  z: z.number(),
  dx: z.number(),
  dy: z.number(),
  dz: z.number(),
  step: z.number().int(),
  stop: z.number().int().optional(),
});
export type SharedPlacement = z.infer<typeof sharedPlacementSchema>;

/**
 * What a driver's link shows (no member, company, plan or catalogue id): the plan's name, the
 * vehicle's name and the space loaded (mm; with a pallet base, the floor of whole pallets above
 * the deck), the cargo types (name, size mm, weight kg, stop), per vehicle its placements in
 * loading order and its weight (kg), what no vehicle carries, and when the link expires.
 */
export const sharedPlanSchema = z.object({
  name: z.string(),
  vehicleName: z.string(),
  palletBase: z.enum(["T11", "T12"]).nullable(),
  space: z.object({ length: z.number(), width: z.number(), height: z.number() }),
  cargo: z.array(
    z.object({
      name: z.string(),
      length: z.number(),
      width: z.number(),
      height: z.number(),
      weightKg: z.number(),
      stop: z.number().int().optional(),
    }),
  ),
  vehicles: z.array(
    z.object({
      placements: z.array(sharedPlacementSchema),
      weightKg: z.number(),
    }),
  ),
  /** What no vehicle of the plan carries (cargo row index, count). */
  unplaced: z.array(z.object({ type: z.number().int(), count: z.number().int() })),
  expiresAt: isoDate,
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;
