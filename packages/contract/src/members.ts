/**
 * Members payloads (members spec sections 2–9, boards spec section 4): the id, e-mail, password,
 * Korean name and business number rules, sign-up, consents, my page, password find, re-check and
 * change, and social login providers. The server validates every request with these schemas and
 * the forms reuse the same rules, so a rule is written once.
 */
import { z } from "zod";
import { REQUEST_STATUSES } from "./admin.ts";
import { ROLES } from "./enums.ts";
import type { MessageKey } from "./messages.ts";
import {
  businessNoField,
  emailField,
  memberNameField,
  newPasswordField,
  PHONE_PATTERN,
  passwordRuleProblem,
  userIdField,
} from "./rules.ts";

/** An optional free text: trimmed, at most `max` characters; empty means none. */
const optionalText = (max: number, message: MessageKey) =>
  z.string().trim().max(max, { error: message }).optional().default("");

const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === "" || PHONE_PATTERN.test(v), { error: "phoneRule" })
  .optional()
  .default("");

const optionalNameEn = z
  .string()
  .trim()
  .refine((v) => v === "" || /^[A-Za-z][A-Za-z .'-]{0,49}$/.test(v), { error: "nameEnRule" })
  .optional()
  .default("");

// ---------------------------------------------------------------- duplicate checks

// The checks are POSTs: an e-mail, id or business number in an address would be kept by request logs.
/** POST /api/registration/check-id `{ userId }` */
export const checkIdSchema = z.object({ userId: userIdField });
/** POST /api/registration/check-email `{ email }` */
export const checkEmailSchema = z.object({ email: emailField("emailInvalid") });
/** POST /api/registration/check-business-no `{ businessNo }` */
export const checkBusinessNoSchema = z.object({ businessNo: businessNoField });

/** Answer of the id and e-mail checks when the value is free: '{id} is an available id'. */
export const checkAnswerSchema = z.object({ available: z.literal(true), message: z.string() });
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;

/** Answer of the business number check: the company already in the portal under that number, if any. */
export const businessNoAnswerSchema = z.object({
  businessNo: z.string(),
  companyName: z.string().nullable(),
  message: z.string(),
});
export type BusinessNoAnswer = z.infer<typeof businessNoAnswerSchema>;

// ---------------------------------------------------------------- consents and sign-up

/** The four consents (TERMS_USE, TERMS_PERSONAL required; TERMS_LOCATION, TERMS_PROMOTION optional). */
export const consentsSchema = z
  .object({
    use: z.boolean({ error: "consentsRequired" }),
    personal: z.boolean({ error: "consentsRequired" }),
    location: z.boolean().default(false),
    promotion: z.boolean().default(false),
  })
  .refine((c) => c.use && c.personal, { error: "consentsRequired", path: ["use"] });
export type Consents = z.infer<typeof consentsSchema>;

/** The company part of a sign-up with the company-registration option ticked. */
export const signUpCompanySchema = z.object({
  businessNo: businessNoField,
  companyName: z
    .string({ error: "companyNameRequired" })
    .trim()
    .min(1, { error: "companyNameRequired" })
    .max(50, { error: "companyNameTooLong" }),
});

/**
 * POST /api/registration: every field of the registration entity (members spec section 3). The
 * password confirmation [PWC] is compared in the form and never sent. New members get role U,
 * nationality KR, language KO.
 */
export const registrationSchema = z.object({
  userId: userIdField,
  password: newPasswordField("enterPassword"),
  nameKo: memberNameField("enterNameKo"),
  email: emailField("emailInvalid"),
  nameEn: optionalNameEn,
  telNo: optionalPhone,
  mobileNo: optionalPhone,
  faxNo: optionalPhone,
  salesUserName: optionalText(20, "salesUserNameTooLong"),
  company: signUpCompanySchema.nullable().default(null),
  consents: consentsSchema,
});
export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

export const registrationAnswerSchema = z.object({ userId: z.string(), message: z.string() });

// ---------------------------------------------------------------- my page

/** GET /api/me: the member's own data [User (my page)], with the state of their requests. */
export const profileSchema = z.object({
  userId: z.string(),
  nameKo: z.string(),
  nameEn: z.string().nullable(),
  email: z.string().nullable(),
  mobileNo: z.string().nullable(),
  telNo: z.string().nullable(),
  faxNo: z.string().nullable(),
  businessNo: z.string().nullable(),
  companyCode: z.string().nullable(),
  companyName: z.string().nullable(),
  role: z.enum(ROLES),
  /** COMPANY_STATUS: the member's latest company registration request. */
  companyStatus: z.enum(REQUEST_STATUSES).nullable(),
  /** The latest alliance application. */
  allianceStatus: z.enum(REQUEST_STATUSES).nullable(),
  /** SOCIAL_CODE: set for accounts created by a social login (no portal password). */
  socialProvider: z.string().nullable(),
  hasPassword: z.boolean(),
  /** Social accounts linked to this member. */
  linkedProviders: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/me: the name rule (Hangul or Latin, 2–50), e-mail with the my-page message, optional numbers. */
export const profileUpdateSchema = z.object({
  nameKo: memberNameField("nameKoRule"),
  email: emailField("emailFormatInvalid"),
  nameEn: optionalNameEn,
  mobileNo: optionalPhone,
  telNo: optionalPhone,
  faxNo: optionalPhone,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const profileSavedSchema = z.object({ message: z.string(), profile: profileSchema });

// ---------------------------------------------------------------- passwords

/** POST /api/auth/password-reset: id first, then e-mail (boards spec section 5). */
export const passwordFindSchema = z.object({
  userId: z.string({ error: "findCheckId" }).trim().min(1, { error: "findCheckId" }).max(100, { error: "findCheckId" }),
  email: emailField("emailInvalid"),
});
export type PasswordFind = z.infer<typeof passwordFindSchema>;

/** The same answer whether or not the id and e-mail belong together. */
export const messageSchema = z.object({ message: z.string() });

/** POST /api/auth/password/verify: the re-check before the password change. */
export const passwordVerifySchema = z.object({
  password: z.string({ error: "recheckEnter" }).min(1, { error: "recheckEnter" }).max(200, { error: "recheckEnter" }),
});

/**
 * PUT /api/auth/password, after the re-check (the current password is asked once, there; issue 38
 * §4): both required ('Enter all passwords'), the new one follows the rule (without the id and the
 * estimator) and matches its confirmation — checked in that order (the server then checks the whole
 * rule, `passwordProblem`, and that it differs from the current one).
 */
export const passwordChangeSchema = z
  .object({
    newPassword: z.string().max(200, { error: "passwordLength" }).default(""),
    newPasswordConfirm: z.string().max(200, { error: "changeMismatch" }).default(""),
  })
  .superRefine((v, ctx) => {
    const empty = (["newPassword", "newPasswordConfirm"] as const).find((k) => v[k] === "");
    const shape = passwordRuleProblem(v.newPassword);
    if (empty) ctx.addIssue({ code: "custom", message: "changeEnterAll", path: [empty] });
    else if (shape) ctx.addIssue({ code: "custom", message: shape, path: ["newPassword"] });
    else if (v.newPassword !== v.newPasswordConfirm) {
      ctx.addIssue({ code: "custom", message: "changeMismatch", path: ["newPasswordConfirm"] });
    }
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

// ---------------------------------------------------------------- withdrawal and id find (issue 24)

/** What a member without a portal password types to confirm the withdrawal. */
export const WITHDRAWAL_PHRASE = "회원 탈퇴에 동의합니다";

/**
 * POST /api/me/withdrawal: the password again (members with a portal password), or the phrase
 * `WITHDRAWAL_PHRASE` typed exactly (members who joined by a social login and have no password).
 */
export const withdrawalSchema = z.object({
  password: z.string().max(200, { error: "recheckEnter" }).optional().default(""),
  confirmPhrase: z.string().trim().max(100, { error: "withdrawPhraseWrong" }).optional().default(""),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export type WithdrawalInput = z.input<typeof withdrawalSchema>;

/** POST /api/auth/id-find: the name first, then the e-mail (the same answer whether or not they match). */
export const idFindSchema = z.object({
  name: z
    .string({ error: "idFindEnterName" })
    .trim()
    .min(1, { error: "idFindEnterName" })
    .max(50, { error: "nameKoRule" }),
  email: emailField("emailInvalid"),
});
export type IdFind = z.infer<typeof idFindSchema>;

// ---------------------------------------------------------------- social login

/** Social login providers [SOCIAL_CODE], in button order. */
export const OAUTH_PROVIDERS = ["kakao", "naver", "google"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Korean name of each provider (message keys). */
export const PROVIDER_LABELS: Record<OAuthProvider, MessageKey> = {
  kakao: "providerKakao",
  naver: "providerNaver",
  google: "providerGoogle",
};

/** GET /api/auth/providers: the configured providers only. */
export const providersSchema = z.object({ items: z.array(z.object({ provider: z.enum(OAUTH_PROVIDERS) })) });

export const providerParamsSchema = z.object({ provider: z.string().max(20) });

/** Query of GET /api/auth/oauth/{provider}/callback (the provider's redirect). */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** Query of GET /api/auth/oauth/{provider}/start: where to go afterwards (a same-site path). */
export const oauthStartQuerySchema = z.object({ returnTo: z.string().max(500).optional() });

/** Error codes the social callback hands to the login page as `socialError`. */
export const SOCIAL_ERRORS = [
  "provider",
  "state",
  "emailInUse",
  "linkedElsewhere",
  "inactive",
  "secondFactor",
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];
