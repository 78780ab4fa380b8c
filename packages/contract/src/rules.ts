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
/** Length of a password with three or four kinds of characters (PIPC); the members spec's 8–16. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Length of a password with only two kinds of characters (PIPC guidance). */
export const PASSWORD_MIN_TWO_KINDS = 10;
/**
 * A member's name [USER_NAME_LOC] on my page and at sign-up (issue 24): Hangul syllables or Latin
 * letters in words separated by single spaces, 2 to 50 characters with the spaces (foreign staff
 * register under their Latin name).
 */
export const MEMBER_NAME_PATTERN = /^(?=.{2,50}$)[가-힣A-Za-z]+(?: [가-힣A-Za-z]+)*$/;
/** Names in the alliance form: at most 20 characters (members spec section 9). */
export const ALLIANCE_NAME_MAX = 20;
/** Phone, mobile and fax numbers: digits and dashes. */
export const PHONE_PATTERN = /^[0-9][0-9-]{0,19}$/;
export const EMAIL_MAX = 100;

/** The reasons a new password is refused (catalogue keys, each saying why). */
export type PasswordProblem =
  | "passwordLength"
  | "passwordNeedsSpecial"
  | "passwordKinds"
  | "passwordTwoKindsShort"
  | "passwordHasId"
  | "passwordSequence"
  | "passwordRepeat"
  | "passwordCommon"
  | "passwordGuessable";

/** Kinds of characters counted by PIPC: upper-case letters, lower-case letters, digits, specials. */
const PASSWORD_KINDS = [/[A-Z]/, /[a-z]/, /[0-9]/, PASSWORD_SPECIAL];

/** Keyboard rows, unshifted and shifted (letters are compared in lower case), whose runs either way are sequences. */
const KEYBOARD_ROWS = [
  "`1234567890-=",
  "qwertyuiop[]\\",
  "asdfghjkl;'",
  "zxcvbnm,./",
  "~!@#$%^&*()_+",
  "qwertyuiop{}|",
  'asdfghjkl:"',
  "zxcvbnm<>?",
].flatMap((row) => [row, [...row].reverse().join("")]);
/** A run of this many characters is refused. */
const RUN = 4;

/** True when the `RUN` characters are a straight run: abcd, 4321, qwer, ;lkj. */
function isSequence(run: string): boolean {
  if (KEYBOARD_ROWS.some((row) => row.includes(run))) return true;
  if (!/^[a-z]+$|^[0-9]+$/.test(run)) return false;
  const steps = [...run].slice(1).map((c, i) => (c.codePointAt(0) ?? 0) - (run.codePointAt(i) ?? 0));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/**
 * The part of the rule checked without the estimator, as the user types: 8–16 characters (members
 * spec); not the id of `userId` either way round, no run of four (abcd, 4321, qwer), no repeat
 * (aaaa, abab) (KISA's password guide); a special character (members spec); three kinds of
 * characters, or two with at least 10 characters (PIPC guidance). In that order, so the reason named
 * is the one that a longer password would not cure. Null when it holds.
 */
export function passwordRuleProblem(password: string, userId = ""): PasswordProblem | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return "passwordLength";
  const lower = password.toLowerCase();
  const id = userId.trim().toLowerCase();
  if (id.length >= 3 && (lower.includes(id) || lower.includes([...id].reverse().join("")))) return "passwordHasId";
  for (let i = 0; i + RUN <= lower.length; i++) {
    if (isSequence(lower.slice(i, i + RUN))) return "passwordSequence";
  }
  // The same character four times, or any part of two or more characters said twice (aaaa, abab, 2020).
  if (/(.)\1{3}|(.{2,})\2/.test(lower)) return "passwordRepeat";
  if (!PASSWORD_SPECIAL.test(password)) return "passwordNeedsSpecial";
  const kinds = PASSWORD_KINDS.filter((kind) => kind.test(password)).length;
  if (kinds < 2) return "passwordKinds";
  if (kinds === 2 && password.length < PASSWORD_MIN_TWO_KINDS) return "passwordTwoKindsShort";
  return null;
}

/** What zxcvbn's cheapest reading of the password is made of, as the reason it is guessable. */
function estimateReason(patterns: { pattern: string; dictionaryName?: string }[]): PasswordProblem {
  for (const match of patterns) {
    if (match.dictionaryName === "userInputs") return "passwordHasId";
    if (match.pattern === "dictionary" && /^(passwords|diceware)/.test(match.dictionaryName ?? "")) {
      return "passwordCommon";
    }
    if (match.pattern === "spatial" || match.pattern === "sequence") return "passwordSequence";
    if (match.pattern === "repeat") return "passwordRepeat";
  }
  return "passwordGuessable";
}

/**
 * Guesses zxcvbn must estimate for a password: 10^8, the bound of its score 3 ("safely unguessable").
 * Eight characters with no pattern it knows reach exactly 10^8 (PIPC allows eight of three kinds).
 */
export const PASSWORD_MIN_GUESSES = 1e8;

/**
 * The portal's rule for a new password of member `userId`, the same at sign-up, password change and
 * reset, in the browser and on the server (issue 23; members spec sections 5, 8; PIPC and KISA
 * guidance; docs/members.md): {@link passwordRuleProblem}, then at least 10^8 guesses by the zxcvbn-ts
 * estimator with its common-password list (49,233 leaked passwords, l33t and reversed forms
 * included). The estimator loads on first
 * use: in the browser it is a chunk of its own (about 210 KB gzip), never on the first page.
 * @returns the first reason it is refused (catalogue key), or null when it may be used
 */
export async function passwordProblem(password: string, userId: string): Promise<PasswordProblem | null> {
  const early = passwordRuleProblem(password, userId);
  if (early) return early;
  const { estimator } = await import("./password-estimator.ts");
  const result = estimator.check(password, userId ? [userId] : []);
  return result.guesses >= PASSWORD_MIN_GUESSES ? null : estimateReason(result.sequence);
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

/**
 * A new password: `empty` when missing, else the rule without the id and the estimator, with its
 * reason ({@link passwordRuleProblem}). The whole rule ({@link passwordProblem}) needs the member's
 * id and the estimator: the server checks it before the password is stored.
 */
export function newPasswordField(empty: MessageKey) {
  return z
    .string({ error: empty })
    .min(1, { error: empty })
    .max(200, { error: "passwordLength" })
    .superRefine((value, ctx) => {
      const problem = passwordRuleProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export const memberNameField = (empty: MessageKey) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).regex(MEMBER_NAME_PATTERN, { error: "nameKoRule" });
