/**
 * CSV export of reservations for Excel: UTF-8 with a byte-order mark (so Excel reads Korean
 * correctly), CRLF line ends, Korean headers, times in Asia/Seoul, and cells that would start a
 * formula (=, +, -, @) escaped by csv-stringify.
 */
import { type MessageKey, seoulMinute, t } from "@portal/contract";
import { stringify } from "csv-stringify/sync";
import type { ReservationDetail } from "./queries.ts";

/** "2026-11-20 14:05" in Asia/Seoul, or "" for null. */
export const seoulDateTime = (iso: string | null): string => (iso ? seoulMinute(iso) : "");

const COLUMNS: [MessageKey, (row: ReservationDetail) => string | number][] = [
  ["csvReservationNo", (r) => r.reservationId],
  ["csvEvent", (r) => r.eventName],
  ["csvPlace", (r) => r.branchName],
  ["csvDate", (r) => r.date],
  ["csvStart", (r) => r.startTime],
  ["csvEnd", (r) => r.endTime],
  ["csvUserId", (r) => r.userId],
  ["csvName", (r) => r.nameKo],
  ["csvCompany", (r) => r.companyName ?? ""],
  ["csvPhone", (r) => r.mobileNo ?? r.telNo ?? ""],
  ["csvEmail", (r) => r.email ?? ""],
  ["csvCompanions", (r) => r.companions],
  ["csvSeats", (r) => r.seats],
  ["csvStatus", (r) => t(r.status === "active" ? "myReservationStatusActive" : "myReservationStatusCancelled")],
  ["csvReservedAt", (r) => seoulDateTime(r.createdAt)],
  ["csvCancelledAt", (r) => seoulDateTime(r.cancelledAt)],
];

/** The CSV text (starting with the UTF-8 BOM) of `rows`, with a Korean header row. */
export function reservationCsv(rows: ReservationDetail[]): string {
  return stringify(
    rows.map((row) => COLUMNS.map(([, value]) => value(row))),
    {
      bom: true,
      header: true,
      columns: COLUMNS.map(([key]) => t(key)),
      record_delimiter: "windows",
      escape_formulas: true,
    },
  );
}

/** Content-Disposition for a Korean file name (RFC 6266 / RFC 5987), with an ASCII fallback. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
