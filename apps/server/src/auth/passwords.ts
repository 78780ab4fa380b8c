/**
 * Password hashing with argon2id at OWASP's recommended minimum or above
 * (m = 19 MiB, t = 2, p = 1), and the check of a new password against the portal's rule.
 */
import { hash, verify } from "@node-rs/argon2";
import { passwordProblem } from "@portal/contract";
import { invalidInput } from "../http/errors.ts";

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password; returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the PHC `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Refuses a new password that breaks the portal's rule for member `userId` (contract/rules.ts
 * `passwordProblem`: length and kinds, id, runs, repeats, common or guessable passwords). Used at
 * sign-up, password change and password reset, before anything is stored.
 * @throws AppError INVALID_INPUT (400) naming `field`, with the Korean reason
 */
export async function assertPasswordAllowed(password: string, userId: string, field: string): Promise<void> {
  const problem = await passwordProblem(password, userId);
  if (problem) throw invalidInput(field, problem);
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  return dummyHash;
}
