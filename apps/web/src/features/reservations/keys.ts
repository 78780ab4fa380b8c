/**
 * The reservations' query keys (TanStack Query's key factory): the member's screens and, under
 * `admin`, the administrator's. Every key starts with `all`, so a change refetches them all.
 */
const all = ["reservation"] as const;
const admin = [...all, "admin"] as const;

export const reservationKeys = {
  all,
  events: [...all, "events"] as const,
  branches: (eventNo: number | null) => [...all, "branches", eventNo] as const,
  dates: (eventNo: number | null, branchCode: string | null) => [...all, "dates", eventNo, branchCode] as const,
  /** Every slot list (seats change with every booking). */
  slots: [...all, "slots"] as const,
  slotsOf: (eventNo: number | null, branchCode: string | null, date: string | null) =>
    [...all, "slots", eventNo, branchCode, date] as const,
  /** Every participant panel (the member's own details for a slot). */
  participants: [...all, "participant"] as const,
  participant: (slotId: number | null) => [...all, "participant", slotId] as const,
  mine: [...all, "mine"] as const,
  admin: {
    all: admin,
    events: [...admin, "events"] as const,
    branches: [...admin, "branches"] as const,
    dates: (eventNo: number | null, branchCode: string | null) => [...admin, "dates", eventNo, branchCode] as const,
    roster: (slotId: number | null) => [...admin, "roster", slotId] as const,
    closedDays: [...admin, "closedDays"] as const,
  },
};
