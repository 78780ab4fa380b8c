/**
 * Field rules shared by the members and administration payloads (members spec sections 5 and 9):
 * id, e-mail, password, Korean name, phone numbers and the business registration number with its
 * check digit. Each rule carries the catalogue key of its Korean message.
 */
import { z } from "zod";
import type { MessageKey } from "./messages.ts";

/** USER_ID: a lowercase letter, then lowercase letters or digits, 6–20 characters in all. */
export const USER_ID_PATTERN = /^[a-z][a-z0-9]{5,19}$/;
/** The "standard" e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A special character: ASCII punctuation or symbol. */
export const PASSWORD_SPECIAL = /[!-/:-@[-`{-~]/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Korean name on my page and at sign-up: 2 to 4 Hangul syllables. */
export const KOREAN_NAME_PATTERN = /^[가-힣]{2,4}$/;
/** Names in the alliance form: at most 20 characters (members spec section 9). */
export const ALLIANCE_NAME_MAX = 20;
/** Phone, mobile and fax numbers: digits and dashes. */
export const PHONE_PATTERN = /^[0-9][0-9-]{0,19}$/;
export const EMAIL_MAX = 100;

/** True when `password` follows the portal's rule: 8–16 characters with a special character. */
export function passwordUsable(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && PASSWORD_SPECIAL.test(password);
}

const BUSINESS_NO_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * The Korean business registration number check digit: the first nine digits times 1,3,7,1,3,7,1,3,5,
 * plus floor(9th digit × 5 / 10); the tenth digit is (10 − sum mod 10) mod 10.
 * @param digits ten digits, without dashes
 */
export function businessNoCheckDigitValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = 0;
  BUSINESS_NO_WEIGHTS.forEach((weight, i) => {
    sum += (d[i] ?? 0) * weight;
  });
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Formats ten digits as 123-45-67890. */
export function formatBusinessNo(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

/** A business registration number: 10 digits with or without dashes, and a valid check digit. */
export const businessNoField = z
  .string({ error: "businessNoInvalid" })
  .trim()
  .transform((v) => v.replaceAll("-", ""))
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, { error: "businessNoInvalid" })
      .refine(businessNoCheckDigitValid, { error: "businessNoChecksum" }),
  );

export const userIdField = z
  .string({ error: "enterUserId" })
  .trim()
  .min(1, { error: "enterUserId" })
  .regex(USER_ID_PATTERN, { error: "idRule" });

/** An e-mail with the standard pattern; `message` is the screen's wording. */
export function emailField(message: MessageKey) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(EMAIL_MAX, { error: message })
    .regex(EMAIL_PATTERN, { error: message });
}

/** A new password: `empty` when missing, else the portal rule (8–16 characters with a special character). */
export function newPasswordField(empty: MessageKey, rule: MessageKey = "passwordRule") {
  return z
    .string({ error: empty })
    .min(1, { error: empty })
    .min(PASSWORD_MIN, { error: rule })
    .max(PASSWORD_MAX, { error: rule })
    .regex(PASSWORD_SPECIAL, { error: rule });
}

export const koreanNameField = (empty: MessageKey) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).regex(KOREAN_NAME_PATTERN, { error: "nameKoRule" });
