/** My page endpoints for the browser: the profile, its edit, the company request, the alliance application and the withdrawal. */
import type {
  AllianceWrite,
  Profile,
  ProfileUpdateInput,
  RecoveryCodes,
  SecondFactorConfirm,
  SecondFactorRemove,
  SecondFactorSetup,
  SecondFactorStatus,
  WithdrawalInput,
} from "@portal/contract";
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

/** The second factor (issue 43 §2). */
export const secondFactorQuery = queryOptions({
  queryKey: mypageKeys.secondFactor,
  queryFn: () => api<SecondFactorStatus>("GET", "/api/me/second-factor"),
});
export const startSecondFactor = () => api<SecondFactorSetup>("POST", "/api/me/second-factor/setup", {});
export const confirmSecondFactor = (body: SecondFactorConfirm) =>
  api<RecoveryCodes>("POST", "/api/me/second-factor/confirm", body);
export const removeSecondFactor = (body: SecondFactorRemove) =>
  api<{ message: string }>("DELETE", "/api/me/second-factor", body);
