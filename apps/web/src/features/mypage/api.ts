/** My page endpoints for the browser: the profile, its edit, the company request, the alliance application and the withdrawal. */
import type { AllianceWrite, Profile, ProfileUpdateInput, WithdrawalInput } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { mypageKeys } from "./keys.ts";

export const profileQuery = queryOptions({
  queryKey: mypageKeys.profile,
  queryFn: () => api<Profile>("GET", "/api/me"),
});

export const updateProfile = (body: ProfileUpdateInput) =>
  api<{ message: string; profile: Profile }>("PUT", "/api/me", body);
export const requestCompany = (body: { businessNo: string; companyName: string }) =>
  api<{ id: number }>("POST", "/api/me/company-request", body);
export const applyAlliance = (body: AllianceWrite) => api<{ id: number }>("POST", "/api/me/alliance", body);
export const withdraw = (body: WithdrawalInput) => api<{ message: string }>("POST", "/api/me/withdrawal", body);
