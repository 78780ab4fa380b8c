/**
 * Reservation endpoints for the browser: query options (keys shared by queries and
 * invalidations) and mutations. Seats are live: slot lists are never taken from a cache.
 */
import type {
  MyReservation,
  Participant,
  ReservationBranch,
  ReservationDate,
  ReservationEvent,
  ReservationRequest,
  ReservationSlot,
} from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { reservationKeys } from "./keys.ts";

type Items<T> = { items: T[] };

export const eventsQuery = queryOptions({
  queryKey: reservationKeys.events,
  queryFn: () => api<Items<ReservationEvent>>("GET", "/api/reservation/events"),
});

export const branchesQuery = (eventNo: number | null) =>
  queryOptions({
    queryKey: reservationKeys.branches(eventNo),
    queryFn: () => api<Items<ReservationBranch>>("GET", `/api/reservation/events/${eventNo}/branches`),
    enabled: eventNo !== null,
  });

export const datesQuery = (eventNo: number | null, branchCode: string | null) =>
  queryOptions({
    queryKey: reservationKeys.dates(eventNo, branchCode),
    queryFn: () => api<Items<ReservationDate>>("GET", `/api/reservation/dates${query({ eventNo, branchCode })}`),
    enabled: eventNo !== null && branchCode !== null,
  });

/** Slots with remaining seats, refreshed every 15 s while shown. */
export const slotsQuery = (eventNo: number | null, branchCode: string | null, date: string | null) =>
  queryOptions({
    queryKey: reservationKeys.slotsOf(eventNo, branchCode, date),
    queryFn: () => api<Items<ReservationSlot>>("GET", `/api/reservation/slots${query({ eventNo, branchCode, date })}`),
    enabled: eventNo !== null && branchCode !== null && date !== null,
    staleTime: 0,
    refetchInterval: 15_000,
  });

export const participantQuery = (slotId: number | null) =>
  queryOptions({
    queryKey: reservationKeys.participant(slotId),
    queryFn: () => api<Participant>("GET", `/api/reservation/slots/${slotId}/participant`),
    enabled: slotId !== null,
    staleTime: 0,
    retry: false,
  });

export const myReservationsQuery = queryOptions({
  queryKey: reservationKeys.mine,
  queryFn: () => api<Items<MyReservation>>("GET", "/api/me/reservations"),
  staleTime: 0,
});

export const createReservation = (body: ReservationRequest) => api<MyReservation>("POST", "/api/reservations", body);

export const cancelMyReservation = (reservationId: number) =>
  api<{ ok: true }>("DELETE", `/api/me/reservations/${reservationId}`);
