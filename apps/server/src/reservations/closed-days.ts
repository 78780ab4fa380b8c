/**
 * Days an administrator closes (issue 24 §6; docs/reservations.md "Closed days"). One row per calendar
 * day in `reservationDays` (YYYY-MM-DD, Asia/Seoul; every place and event) holds both the day's count of
 * active reservations and its closing. A booking and a close each change that one row in ONE conditional
 * statement, so on both databases they cannot both pass:
 * - booking: `INSERT … ON CONFLICT (day) DO UPDATE SET reservations = reservations + 1 WHERE closedReason
 *   IS NULL` (in the booking's transaction: a closed day makes the whole booking roll back);
 * - closing: `INSERT … ON CONFLICT (day) DO UPDATE SET closedReason = … WHERE reservations = 0` — a day
 *   that holds reservations is refused (the administrator cancels them first, each member gets the
 *   cancellation mail);
 * PostgreSQL takes the row lock of the conflicting row and re-checks the WHERE on its newest version, so
 * whichever commits first wins; SQLite runs the write transactions one at a time (BEGIN IMMEDIATE).
 */
import { type ClosedDay, seoulDay, t } from "@portal/contract";
import { sql } from "kysely";
import { auditedChange, changed } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";

/**
 * Counts one more active reservation on `day`, unless the day is closed. Run it in the booking's
 * transaction. Returns false (nothing changed) when an administrator closed the day.
 */
export async function countBooking(db: Db, day: string): Promise<boolean> {
  const result = await db
    .insertInto("reservationDays")
    .values({ day, reservations: 1, closedReason: null, closedBy: null, closedAt: null })
    .onConflict((oc) =>
      oc
        .column("day")
        .doUpdateSet({ reservations: sql`"reservationDays"."reservations" + 1` })
        .where("reservationDays.closedReason", "is", null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Counts one active reservation of `day` less (a cancellation, in its transaction). */
export async function uncountBooking(db: Db, day: string): Promise<void> {
  await db.updateTable("reservationDays").set({ reservations: sql`reservations - 1` }).where("day", "=", day).execute();
}

/** The administrator's reason when `day` is closed, else null. */
export async function closedReasonOf(db: Db, day: string): Promise<string | null> {
  const row = await db.selectFrom("reservationDays").select("closedReason").where("day", "=", day).executeTakeFirst();
  return row?.closedReason ?? null;
}

/** The administrators' reasons of the closed days among `days`, by day. */
export async function closedReasons(db: Db, days: string[]): Promise<Map<string, string>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .selectFrom("reservationDays")
    .select(["day", "closedReason"])
    .where("day", "in", days)
    .where("closedReason", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.day, row.closedReason ?? ""]));
}

/** GET /api/admin/reservation/closed-days: the closed days from today (Asia/Seoul) on, in order. */
export async function listClosedDays(ctx: AppContext): Promise<ClosedDay[]> {
  const rows = await ctx.db
    .selectFrom("reservationDays")
    .select(["day", "closedReason", "closedBy", "closedAt"])
    .where("closedReason", "is not", null)
    .where("day", ">=", seoulDay())
    .orderBy("day")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    reason: row.closedReason ?? "",
    closedBy: row.closedBy,
    closedAt: row.closedAt,
  }));
}

/**
 * PUT /api/admin/reservation/closed-days/{day}: closes `day` (today or later, Asia/Seoul) for every place
 * and event with the reason members see; closing a closed day changes its reason. One conditional
 * statement with the audit entry in its transaction.
 * @throws INVALID_INPUT (a past day), DAY_HAS_RESERVATIONS (409 with the count: cancel them first)
 */
export async function closeDay(ctx: AppContext, admin: AdminActor, day: string, reason: string): Promise<void> {
  if (day < seoulDay()) throw new AppError("INVALID_INPUT", { detail: t("reservationClosePast"), field: "day" });
  const now = new Date().toISOString();
  const by = admin.user.userId;
  await auditedChange(ctx, admin, {
    write: async (trx) => {
      const result = await trx
        .insertInto("reservationDays")
        .values({ day, reservations: 0, closedReason: reason, closedBy: by, closedAt: now })
        .onConflict((oc) =>
          oc
            .column("day")
            .doUpdateSet({ closedReason: reason, closedBy: by, closedAt: now })
            .where("reservationDays.reservations", "=", 0),
        )
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) {
        const row = await trx
          .selectFrom("reservationDays")
          .select("reservations")
          .where("day", "=", day)
          .executeTakeFirst();
        const count = row?.reservations ?? 0;
        throw new AppError("DAY_HAS_RESERVATIONS", { detail: t("reservationCloseHasBookings", { count }) });
      }
      return true;
    },
    audit: () => ({
      action: "reservationDay.close",
      targetType: "reservationDay",
      targetId: day,
      detail: { day, reason },
    }),
  });
}

/**
 * DELETE /api/admin/reservation/closed-days/{day}: opens a closed day again.
 * @throws DAY_NOT_CLOSED (404)
 */
export async function reopenDay(ctx: AppContext, admin: AdminActor, day: string): Promise<void> {
  await auditedChange(ctx, admin, {
    missing: "DAY_NOT_CLOSED",
    write: async (trx) => {
      const result = await trx
        .updateTable("reservationDays")
        .set({ closedReason: null, closedBy: null, closedAt: null })
        .where("day", "=", day)
        .where("closedReason", "is not", null)
        .executeTakeFirst();
      return changed(Number(result.numUpdatedRows) === 1);
    },
    audit: () => ({ action: "reservationDay.reopen", targetType: "reservationDay", targetId: day, detail: { day } }),
  });
}
