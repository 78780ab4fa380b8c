/**
 * Second-factor helpers of the API tests (issue 43 §2): an enrolled factor written straight into the
 * database for the test administrators (the enrolment itself is tested through the API in
 * auth/second-factor.test.ts), and codes computed with the same library an authenticator app follows.
 */
import { Secret, TOTP } from "otpauth";
import type { Db } from "../src/db/database.ts";

/** The TOTP of `secret` (base32), RFC 6238 defaults (SHA-1, 6 digits, 30 s). */
export const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });

/** The code of `secret` at `offsetSteps` steps from now (−1: the previous 30 s, +1: the next). */
export function codeFor(secret: string, offsetSteps = 0): string {
  return totpFor(secret).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** Turns member `userId`'s second factor on with a new secret; resolves with the secret (base32). */
export async function enrolSecondFactor(db: Db, userId: string): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  await db
    .updateTable("users")
    .set({ totpSecret: secret, totpEnabledAt: new Date().toISOString(), totpLastStep: null })
    .where("userId", "=", userId)
    .execute();
  return secret;
}
