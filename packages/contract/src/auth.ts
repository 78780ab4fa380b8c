import { z } from "zod";
import { ROLES } from "./enums.ts";

/** The signed-in member as the browser sees it (legacy "login result", boards spec section 3). */
export const sessionUserSchema = z.object({
  userId: z.string(),
  nameKo: z.string(),
  role: z.enum(ROLES),
  companyCode: z.string().nullable(),
  companyName: z.string().nullable(),
  socialProvider: z.string().nullable(),
  /** The member's e-mail; null sends the member to my page after login ('register your e-mail'). */
  email: z.string().nullable(),
  /**
   * False while the member has not agreed to the terms (or the agreement is older than the 2-year
   * cycle): the server then treats the session as a visitor's, except for the consent call.
   */
  termsAgreed: z.boolean(),
  /** Whether the member's second factor (TOTP, issue 43 §2) is on. */
  secondFactor: z.boolean(),
  /** True for an administrator without a second factor: administration answers 403 until they enrol. */
  secondFactorRequired: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session */
export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  csrfToken: z.string(),
  /** Seconds of inactivity that end a signed-in session (null for a visitor): the expiry warning's clock. */
  idleSeconds: z.number().int().positive().nullable(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** POST /api/auth/login. Empty id or password are refused with the spec's messages. */
export const loginBodySchema = z.object({
  userId: z.string().trim().min(1, { error: "loginEnterId" }).max(100),
  password: z.string().min(1, { error: "loginEnterPassword" }).max(200),
  remember: z.boolean().default(false),
  /**
   * The second step for a member whose second factor is on (issue 43 §2): the authenticator's six
   * digits, or one recovery code. Without it such a login answers 401 SECOND_FACTOR_REQUIRED.
   */
  code: z.string().trim().max(40).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * A return target after a login (issue 24 §2): only a same-site path is followed — it starts with
 * one "/", holds no backslash (browsers read "/\evil.com" as "//evil.com") and no control character
 * (browsers drop tabs and line breaks: "/\t/evil.com"). Anything else gives "/".
 */
export function safeReturn(value: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  const unsafe = /[\\\u0000-\u001f\u007f]/;
  return value?.startsWith("/") && !value.startsWith("//") && !unsafe.test(value) ? value : "/";
}
