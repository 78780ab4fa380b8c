/** My page endpoints for the browser: the profile, its edit, the company request and the alliance application. */
import type { AllianceWrite, BusinessNoAnswer, Profile, ProfileUpdateInput } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";

export const profileQuery = queryOptions({
  queryKey: ["me", "profile"],
  queryFn: () => api<Profile>("GET", "/api/me"),
});

export const updateProfile = (body: ProfileUpdateInput) =>
  api<{ message: string; profile: Profile }>("PUT", "/api/me", body);
export const checkBusinessNo = (businessNo: string) =>
  api<BusinessNoAnswer>("GET", `/api/registration/check-business-no${query({ businessNo })}`);
export const requestCompany = (body: { businessNo: string; companyName: string }) =>
  api<{ id: number }>("POST", "/api/me/company-request", body);
export const applyAlliance = (body: AllianceWrite) => api<{ id: number }>("POST", "/api/me/alliance", body);
