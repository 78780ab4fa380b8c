/**
 * Loading simulator endpoints for the browser: the vehicle catalogue, the member's saved plans
 * (keyset pages of 20, newest first) and their save/replace/copy/delete calls.
 */
import type { PlanList, PlanSave, SavedPlan, Vehicle, VehicleWrite } from "@portal/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { loadingKeys } from "./keys.ts";

export const vehiclesQuery = queryOptions({
  queryKey: loadingKeys.vehicles,
  queryFn: () => api<{ items: Vehicle[] }>("GET", "/api/loading/vehicles"),
  staleTime: 5 * 60_000,
});

export const plansQuery = infiniteQueryOptions({
  queryKey: loadingKeys.plans,
  queryFn: ({ pageParam }) => api<PlanList>("GET", `/api/loading/plans${query({ before: pageParam })}`),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last) => last.next ?? undefined,
});

export const planQuery = (planId: number | null) =>
  queryOptions({
    queryKey: loadingKeys.plan(planId),
    queryFn: () => api<SavedPlan>("GET", `/api/loading/plans/${planId}`),
    enabled: planId !== null,
  });

export const savePlan = (plan: PlanSave) => api<{ id: number }>("POST", "/api/loading/plans", plan);
export const replacePlan = (planId: number, plan: PlanSave) =>
  api<{ ok: true }>("PUT", `/api/loading/plans/${planId}`, plan);
export const copyPlan = (planId: number) => api<{ id: number }>("POST", `/api/loading/plans/${planId}/copy`);
export const deletePlan = (planId: number) => api<{ ok: true }>("DELETE", `/api/loading/plans/${planId}`);

export const createVehicle = (vehicle: VehicleWrite) =>
  api<{ id: number }>("POST", "/api/admin/loading/vehicles", vehicle);
export const updateVehicle = (id: number, vehicle: VehicleWrite) =>
  api<{ ok: true }>("PUT", `/api/admin/loading/vehicles/${id}`, vehicle);
export const deleteVehicle = (id: number) => api<{ ok: true }>("DELETE", `/api/admin/loading/vehicles/${id}`);
