/** Password endpoints for the browser: find (mail a link), set by link, re-check, change. */
import type { PasswordChange, PasswordFind } from "@portal/contract";
import { api } from "../../lib/api.ts";

export const findPassword = (body: PasswordFind) => api<{ message: string }>("POST", "/api/auth/password-reset", body);
export const confirmReset = (body: { token: string; newPassword: string }) =>
  api<{ ok: true }>("POST", "/api/auth/password-reset/confirm", body);
export const recheckPassword = (password: string) =>
  api<{ ok: true }>("POST", "/api/auth/password/verify", { password });
export const changePassword = (body: PasswordChange) => api<{ message: string }>("PUT", "/api/auth/password", body);
