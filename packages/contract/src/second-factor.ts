/**
 * The second factor (issue 43 §2; docs/admin.md "Second factor"): TOTP (RFC 6238: SHA-1, six
 * digits, 30-second steps, ±1 step of drift) and ten one-time recovery codes.
 */
import { z } from "zod";

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/me/second-factor: whether it is on, how many recovery codes are left, whether it is required. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/me/second-factor/setup: a new secret to scan (QR as an SVG data URL) or type in. */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** POST /api/me/second-factor/confirm: the authenticator's current six digits. */
export const secondFactorConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: "secondFactorConfirmWrong" }),
});
export type SecondFactorConfirm = z.infer<typeof secondFactorConfirmSchema>;

/** The recovery codes, shown once after the enrolment. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** DELETE /api/me/second-factor: the current password again (a wrong one counts as a login failure). */
export const secondFactorRemoveSchema = z.object({
  password: z.string().min(1, { error: "recheckEnter" }).max(200),
});
export type SecondFactorRemove = z.infer<typeof secondFactorRemoveSchema>;
