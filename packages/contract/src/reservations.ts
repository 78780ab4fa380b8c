/**
 * Demonstration-centre visit reservation (boards spec sections 2 "Reservation modal", 3, 4, 5, 7,
 * 8; members spec my page). Event → place → date → time slot; a reservation takes 1 + companions
 * seats of a slot's capacity. Legacy names in docs/legacy-fields.md.
 */
import { z } from "zod";
import type { ErrorCode } from "./problem.ts";

/** Largest companion count [WITH_USER] one reservation may bring. */
export const MAX_COMPANIONS = 99;

/** Largest capacity an administrator may give a slot. */
export const MAX_SLOT_CAPACITY = 1000;

/**
 * Failures after which the reservation modal stays open, because the member can fix them in it
 * (the legacy DESC 2): a bad companion count, or a slot that filled up meanwhile — the modal
 * reloads the live seats and the member picks another time or fewer companions. Every other
 * failure closes the modal after showing the server's message.
 */
export const RESERVATION_KEEP_OPEN_CODES: readonly ErrorCode[] = [
  "INVALID_INPUT",
  "SLOT_FULL",
  "NOT_ENOUGH_SEATS",
  "DAY_CLOSED",
];

/** True when a failure with problem `code` leaves the reservation modal open. */
export function keepsReservationOpen(code: string): boolean {
  return (RESERVATION_KEEP_OPEN_CODES as readonly string[]).includes(code);
}

/** Asia/Seoul calendar day, YYYY-MM-DD. */
export const dayString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
  error: "reservationDateInvalid",
});

/** Asia/Seoul wall-clock time, HH:MM (24-hour). */
export const timeString = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "reservationTimeInvalid" });

/**
 * Companion count (boards spec 5): digits only, at least 0. Accepts a number or a string of
 * digits (the form sends what was typed); "-1", "1.5", "abc" and "" are refused in Korean.
 */
export const companionsSchema = z
  .union([z.number(), z.string()], { error: "companionsInvalid" })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,6}$/, { error: "companionsInvalid" }))
  .transform(Number)
  .pipe(z.number().int().max(MAX_COMPANIONS, { error: "companionsTooMany" }));

const id = z.coerce.number({ error: "errorInvalidInput" }).int().positive();

// ---------------------------------------------------------------------------------------------
// Member side

/** An event [EVENT_NO, EVENT_NAME]. */
export const reservationEventSchema = z.object({
  eventNo: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type ReservationEvent = z.infer<typeof reservationEventSchema>;

/** A place [BRANCH_CODE, BRANCH_NAME, ADDR_LOC]. */
export const reservationBranchSchema = z.object({
  branchCode: z.string(),
  name: z.string(),
  address: z.string(),
});
export type ReservationBranch = z.infer<typeof reservationBranchSchema>;

/** A date of the event at the place [PERIOD / EVENT_DATE]. */
export const reservationDateSchema = z.object({
  date: z.string(),
  /**
   * Why the centre is closed that day (no booking): the public holiday's name, or the reason an
   * administrator gave when closing it; null on an open day.
   */
  closed: z.string().nullable(),
  /** Who closed it: "holiday" (a public holiday) or "admin" (an administrator); null on an open day. */
  closedBy: z.enum(["holiday", "admin"]).nullable(),
});

/** A time slot [SEQ_NO, START_TIME, END_TIME, AVAILABLE_PERSON = remaining]. */
export const reservationSlotSchema = z.object({
  slotId: z.number().int(),
  seq: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
  /** False when no seat is left or the slot has begun. */
  available: z.boolean(),
});
export type ReservationSlot = z.infer<typeof reservationSlotSchema>;

export const reservationEventListSchema = z.object({ items: z.array(reservationEventSchema) });
export const reservationBranchListSchema = z.object({ items: z.array(reservationBranchSchema) });
export type ReservationDate = z.infer<typeof reservationDateSchema>;
export const reservationDateListSchema = z.object({ items: z.array(reservationDateSchema) });
export const reservationSlotListSchema = z.object({ items: z.array(reservationSlotSchema) });

export const eventNoParamsSchema = z.object({ eventNo: id });
export const branchQuerySchema = z.object({ eventNo: id, branchCode: z.string().trim().min(1).max(20) });
export const slotQuerySchema = branchQuerySchema.extend({ date: dayString });
export const slotIdParamsSchema = z.object({ slotId: id });
export const reservationIdParamsSchema = z.object({ reservationId: id });

/** GET /api/reservation/slots/{slotId}/participant: the live slot and who would come. */
export const participantSchema = z.object({
  slot: reservationSlotSchema,
  eventName: z.string(),
  branchName: z.string(),
  address: z.string(),
  date: z.string(),
  nameKo: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

/** POST /api/reservations */
export const reservationRequestSchema = z.object({
  slotId: z.number({ error: "reservationChooseSlot" }).int().positive({ error: "reservationChooseSlot" }),
  companions: companionsSchema,
});
export type ReservationRequest = z.input<typeof reservationRequestSchema>;

export const RESERVATION_STATUSES = ["active", "cancelled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A reservation as its member sees it (members spec: event reservation entity). */
export const myReservationSchema = z.object({
  reservationId: z.number().int(),
  eventNo: z.number().int(),
  eventName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  address: z.string(),
  slotId: z.number().int(),
  seq: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  companions: z.number().int(),
  seats: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Active and not yet begun. */
  cancellable: z.boolean(),
});
export type MyReservation = z.infer<typeof myReservationSchema>;

export const myReservationListSchema = z.object({ items: z.array(myReservationSchema) });

// ---------------------------------------------------------------------------------------------
// Administrator side (/api/admin/reservation/...)

const name = z
  .string({ error: "reservationEnterName" })
  .trim()
  .min(1, { error: "reservationEnterName" })
  .max(100, { error: "reservationNameTooLong" });

export const adminEventSchema = reservationEventSchema.extend({
  open: z.boolean(),
  dates: z.number().int(),
  reservations: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({ items: z.array(adminEventSchema) });

export const eventWriteSchema = z.object({
  name,
  description: z.string().trim().max(2000).default(""),
  open: z.boolean().default(true),
});
export type EventWrite = z.infer<typeof eventWriteSchema>;

export const branchWriteSchema = z.object({
  name,
  address: z
    .string({ error: "reservationEnterAddress" })
    .trim()
    .min(1, { error: "reservationEnterAddress" })
    .max(300, { error: "reservationNameTooLong" }),
});
export const branchCreateSchema = branchWriteSchema.extend({
  branchCode: z
    .string({ error: "reservationBranchCodeInvalid" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,20}$/, { error: "reservationBranchCodeInvalid" }),
});
export type BranchCreate = z.infer<typeof branchCreateSchema>;
export const branchCodeParamsSchema = z.object({ branchCode: z.string().min(1).max(20) });
export const adminBranchListSchema = reservationBranchListSchema;

/** A slot's times and capacity, as an administrator writes them. */
export const slotWriteSchema = z.object({
  startTime: timeString,
  endTime: timeString,
  capacity: z.coerce
    .number({ error: "reservationCapacityInvalid" })
    .int({ error: "reservationCapacityInvalid" })
    .min(1, { error: "reservationCapacityInvalid" })
    .max(MAX_SLOT_CAPACITY, { error: "reservationCapacityInvalid" }),
});
export type SlotWrite = z.infer<typeof slotWriteSchema>;

/** POST /api/admin/reservation/dates: a date of an event at a place, optionally with its slots. */
export const dateCreateSchema = z.object({
  eventNo: z.number().int().positive(),
  branchCode: z.string().trim().min(1).max(20),
  date: dayString,
  slots: z.array(slotWriteSchema).max(24).default([]),
});
export type DateCreate = z.infer<typeof dateCreateSchema>;

export const adminSlotSchema = z.object({
  slotId: z.number().int(),
  seq: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  remaining: z.number().int(),
  reservations: z.number().int(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;

export const adminDateSchema = z.object({
  dateId: z.number().int(),
  eventNo: z.number().int(),
  branchCode: z.string(),
  branchName: z.string(),
  date: z.string(),
  slots: z.array(adminSlotSchema),
});
export type AdminDate = z.infer<typeof adminDateSchema>;
export const adminDateListSchema = z.object({ items: z.array(adminDateSchema) });
export const adminDateQuerySchema = z.object({ branchCode: z.string().trim().max(20).optional() });
export const dateIdParamsSchema = z.object({ dateId: id });

/** Most characters of the reason members see for a closed day. */
export const CLOSED_REASON_MAX = 100;

/** A day an administrator closed (issue 24 §6): every place, every event. */
export const closedDaySchema = z.object({
  day: z.string(),
  reason: z.string(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;
export const closedDayListSchema = z.object({ items: z.array(closedDaySchema) });
export const closedDayParamsSchema = z.object({ day: dayString });
/** PUT /api/admin/reservation/closed-days/{day}: the reason members see (1–100 characters). */
export const closedDayWriteSchema = z.object({
  reason: z
    .string({ error: "reservationClosedReasonRequired" })
    .trim()
    .min(1, { error: "reservationClosedReasonRequired" })
    .max(CLOSED_REASON_MAX, { error: "reservationClosedReasonTooLong" }),
});
export type ClosedDayWrite = z.infer<typeof closedDayWriteSchema>;

/** One row of a slot's roster. */
export const rosterEntrySchema = z.object({
  reservationId: z.number().int(),
  userId: z.string(),
  nameKo: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  companions: z.number().int(),
  seats: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const rosterSchema = z.object({
  slot: adminSlotSchema,
  eventName: z.string(),
  branchName: z.string(),
  date: z.string(),
  items: z.array(rosterEntrySchema),
});
export type Roster = z.infer<typeof rosterSchema>;
