/**
 * Consents (members spec sections 2 "Consent screen", 3, 4): each agreement is a new row of
 * `userConsents` with the four flags, the text version (TERMS_VERSION) and the time; the member's
 * `termsAgreedAt` moves to that time. The newest row is the member's current consent.
 */
import { type Consents, TERMS_VERSION } from "@portal/contract";
import type { Db } from "../db/database.ts";

/** Stores a consent and marks the member as agreed, in the caller's transaction. */
export async function recordConsent(
  db: Db,
  userId: string,
  consents: Consents,
  ip: string | null,
  now = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto("userConsents")
    .values({
      userId,
      termsUse: consents.use ? 1 : 0,
      termsPersonal: consents.personal ? 1 : 0,
      termsLocation: consents.location ? 1 : 0,
      termsPromotion: consents.promotion ? 1 : 0,
      version: TERMS_VERSION,
      agreedAt: now,
      ip,
    })
    .execute();
  await db.updateTable("users").set({ termsAgreedAt: now, updatedAt: now }).where("userId", "=", userId).execute();
}
