/**
 * Reservation administration endpoints (/api/admin/reservation/…) for the browser, and a
 * mutation hook that reports the outcome in Korean and refreshes every reservation query.
 */
import type {
  AdminDate,
  AdminEvent,
  BranchCreate,
  ClosedDay,
  DateCreate,
  EventWrite,
  ReservationBranch,
  Roster,
  SlotWrite,
} from "@portal/contract";
import { t } from "@portal/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, query } from "../../../lib/api.ts";
import { postDownload } from "../../../lib/download.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.ts";
import { reservationKeys } from "../keys.ts";

const BASE = "/api/admin/reservation";
type Items<T> = { items: T[] };

export const adminEventsQuery = queryOptions({
  queryKey: reservationKeys.admin.events,
  queryFn: () => api<Items<AdminEvent>>("GET", `${BASE}/events`),
});

export const adminBranchesQuery = queryOptions({
  queryKey: reservationKeys.admin.branches,
  queryFn: () => api<Items<ReservationBranch>>("GET", `${BASE}/branches`),
});

export const adminDatesQuery = (eventNo: number | null, branchCode: string | null) =>
  queryOptions({
    queryKey: reservationKeys.admin.dates(eventNo, branchCode),
    queryFn: () => api<Items<AdminDate>>("GET", `${BASE}/events/${eventNo}/dates${query({ branchCode })}`),
    enabled: eventNo !== null,
  });

export const rosterQuery = (slotId: number | null) =>
  queryOptions({
    queryKey: reservationKeys.admin.roster(slotId),
    queryFn: () => api<Roster>("GET", `${BASE}/slots/${slotId}/reservations`),
    enabled: slotId !== null,
    staleTime: 0,
  });

export const closedDaysQuery = queryOptions({
  queryKey: reservationKeys.admin.closedDays,
  queryFn: () => api<Items<ClosedDay>>("GET", `${BASE}/closed-days`),
});

/** Downloads an event's reservations as CSV, with the reason the access record keeps (issue 43 §3). */
export const downloadEventCsv = (eventNo: number, reason: string) =>
  postDownload(`${BASE}/events/${eventNo}/export.csv`, { reason }, "reservations.csv");
/** Downloads a slot's roster as CSV, with the reason the access record keeps (issue 43 §3). */
export const downloadSlotCsv = (slotId: number, reason: string) =>
  postDownload(`${BASE}/slots/${slotId}/export.csv`, { reason }, "roster.csv");

export const adminApi = {
  createEvent: (body: Partial<EventWrite> & { name: string }) => api<{ id: number }>("POST", `${BASE}/events`, body),
  updateEvent: (eventNo: number, body: EventWrite) => api<{ ok: true }>("PUT", `${BASE}/events/${eventNo}`, body),
  createBranch: (body: BranchCreate) => api<{ ok: true }>("POST", `${BASE}/branches`, body),
  updateBranch: (branchCode: string, body: { name: string; address: string }) =>
    api<{ ok: true }>("PUT", `${BASE}/branches/${encodeURIComponent(branchCode)}`, body),
  createDate: (body: DateCreate) => api<{ id: number }>("POST", `${BASE}/dates`, body),
  deleteDate: (dateId: number) => api<{ ok: true }>("DELETE", `${BASE}/dates/${dateId}`),
  createSlot: (dateId: number, body: SlotWrite) => api<{ id: number }>("POST", `${BASE}/dates/${dateId}/slots`, body),
  updateSlot: (slotId: number, body: SlotWrite) => api<{ ok: true }>("PUT", `${BASE}/slots/${slotId}`, body),
  deleteSlot: (slotId: number) => api<{ ok: true }>("DELETE", `${BASE}/slots/${slotId}`),
  closeDay: (day: string, reason: string) => api<{ ok: true }>("PUT", `${BASE}/closed-days/${day}`, { reason }),
  reopenDay: (day: string) => api<{ ok: true }>("DELETE", `${BASE}/closed-days/${day}`),
  cancelFor: (reservationId: number) => api<{ ok: true }>("DELETE", `${BASE}/reservations/${reservationId}`),
};

/**
 * A mutation that shows `success` (default 'saved') or the server's Korean message, and
 * refreshes every reservation query (the modal's seats included).
 */
export function useAdminMutation<A, R>(fn: (args: A) => Promise<R>, success = t("saved")) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => notifySuccess(success),
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown")),
    onSettled: () => client.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
