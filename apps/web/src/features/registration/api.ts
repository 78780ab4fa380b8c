/** Registration endpoints for the browser: the duplicate checks, the sign-up and the consent call. */
import type { BusinessNoAnswer, CheckAnswer, Consents, RegistrationInput, SessionInfo } from "@portal/contract";
import { api } from "../../lib/api.ts";

// The checks post their values (an address with an e-mail or a business number would be logged).
export const checkUserId = (userId: string) => api<CheckAnswer>("POST", "/api/registration/check-id", { userId });
export const checkEmail = (email: string) => api<CheckAnswer>("POST", "/api/registration/check-email", { email });
/** Also my page's company request (features/mypage). */
export const checkBusinessNo = (businessNo: string) =>
  api<BusinessNoAnswer>("POST", "/api/registration/check-business-no", { businessNo });
export const register = (body: RegistrationInput) =>
  api<{ userId: string; message: string }>("POST", "/api/registration", body);
export const postConsents = (consents: Consents) => api<SessionInfo>("POST", "/api/me/consents", consents);
