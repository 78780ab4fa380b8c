/**
 * Whether a member's consent is current (members spec sections 2, 4, 9; boards spec section 4):
 * agreed at all, and not longer ago than the 2-year consent cycle of the terms of service. A member
 * without a current consent is sent to the consent screen at login, and the server treats their
 * session as a visitor's until they agree (http/session-hooks.ts).
 */
import { CONSENT_CYCLE_YEARS } from "@portal/contract";
import type { User } from "../db/schema.ts";

/** True when `user` agreed to the terms within the last CONSENT_CYCLE_YEARS years. */
export function hasCurrentConsent(user: Pick<User, "termsAgreedAt">, now = new Date()): boolean {
  if (!user.termsAgreedAt) return false;
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - CONSENT_CYCLE_YEARS);
  return Date.parse(user.termsAgreedAt) > limit.getTime();
}
