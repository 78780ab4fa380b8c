/** Registration endpoints for the browser: the duplicate checks, the sign-up and the consent call. */
import type { BusinessNoAnswer, CheckAnswer, Consents, RegistrationInput, SessionInfo } from "@portal/contract";
import { api, query } from "../../lib/api.ts";

export const checkUserId = (userId: string) =>
  api<CheckAnswer>("GET", `/api/registration/check-id${query({ userId })}`);
export const checkEmail = (email: string) =>
  api<CheckAnswer>("GET", `/api/registration/check-email${query({ email })}`);
export const checkBusinessNo = (businessNo: string) =>
  api<BusinessNoAnswer>("GET", `/api/registration/check-business-no${query({ businessNo })}`);
export const register = (body: RegistrationInput) =>
  api<{ userId: string; message: string }>("POST", "/api/registration", body);
export const postConsents = (consents: Consents) => api<SessionInfo>("POST", "/api/me/consents", consents);
