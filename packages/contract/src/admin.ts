/**
 * Administration payloads (issue 4): members, company registration requests, alliance
 * applications, the audit log and the administrator-issued password reset.
 */
import { z } from "zod";
import { pageOf } from "./common.ts";
import { ADMIN_PAGE_SIZES, ROLES } from "./enums.ts";
import { businessNoField, newPasswordField } from "./rules.ts";

const pageSize = z.coerce
  .number()
  .int()
  .refine((v) => (ADMIN_PAGE_SIZES as readonly number[]).includes(v), { error: "errorInvalidInput" })
  .default(ADMIN_PAGE_SIZES[0]);
const page = z.coerce.number().int().min(1).default(1);

// ---------------------------------------------------------------- members

/** Member states an administrator filters by: active, locked by an administrator, inactive (USE_YN N). */
export const MEMBER_STATES = ["active", "locked", "inactive"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const MEMBER_SORT_FIELDS = ["userId", "nameKo", "companyName", "role", "lastLoginAt", "createdAt"] as const;

/** GET /api/admin/members: search by id, name, company or e-mail; filter by role and state. */
export const memberListQuerySchema = z.object({
  page,
  pageSize,
  sort: z.enum(MEMBER_SORT_FIELDS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  state: z.enum(MEMBER_STATES).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberRowSchema = z.object({
  userId: z.string(),
  nameKo: z.string(),
  email: z.string().nullable(),
  companyCode: z.string().nullable(),
  companyName: z.string().nullable(),
  role: z.enum(ROLES),
  state: z.enum(MEMBER_STATES),
  lockedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberListSchema = pageOf(memberRowSchema);
export type MemberList = z.infer<typeof memberListSchema>;

export const memberParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** PUT /api/admin/members/{userId}/role */
export const roleChangeSchema = z.object({ role: z.enum(ROLES, { error: "memberChooseRole" }) });

/** POST /api/admin/members/{userId}/password-reset answer: where the link went and until when it works. */
export const resetLinkSentSchema = z.object({ email: z.string(), expiresAt: z.string() });

/** POST /api/auth/password-reset/confirm: the single-use token from the mailed link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20).max(200),
  newPassword: newPasswordField("enterPassword"),
});

// ---------------------------------------------------------------- login history and audit log

/** What the audit log records. Labels are in the message catalogue as `audit.{action}`. */
export const AUDIT_ACTIONS = [
  "login.success",
  "login.failure",
  "board.create",
  "board.update",
  "board.delete",
  "board.restore",
  "category.create",
  "category.delete",
  "member.role",
  "member.lock",
  "member.unlock",
  "member.passwordResetLink",
  "member.passwordReset",
  "companyRequest.approve",
  "companyRequest.refuse",
  "alliance.approve",
  "alliance.refuse",
  "reservationEvent.create",
  "reservationEvent.update",
  "reservationBranch.create",
  "reservationBranch.update",
  "reservationDate.create",
  "reservationDate.delete",
  "reservationDay.close",
  "reservationDay.reopen",
  "reservationSlot.create",
  "reservationSlot.update",
  "reservationSlot.delete",
  "reservation.cancel",
  "member.register",
  "member.consent",
  "member.passwordChange",
  "member.passwordFind",
  "member.idFind",
  "member.withdraw",
  "secondFactor.enrol",
  "secondFactor.remove",
  "secondFactor.recoveryUse",
  "secondFactor.reset",
  "member.profile",
  "member.socialLink",
  "post.traceAuthor",
  "comment.traceAuthor",
  "trade.hide",
  "trade.restore",
  "loadingVehicle.create",
  "loadingVehicle.update",
  "loadingVehicle.delete",
  "company.kind",
  "page.save",
  "page.restore",
  "operator.update",
  "accessReview.signOff",
  "backup.request",
  // --- dashboards
  "dashboard.import",
  "dashboard.rollback",
  "dashboard.otherCompany",
  // --- moderation (issue 41)
  "moderation.dismiss",
  "moderation.hide",
  "moderation.restore",
  "moderation.delete",
  "moderation.temporary",
  "moderation.warn",
  "member.suspend",
  // --- 통합검색 (issue 42)
  "search.excludedWords",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** YYYY-MM-DD, read as an Asia/Seoul calendar day. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "errorInvalidInput" });

/** GET /api/admin/audit: filter by action, actor, target, address and Asia/Seoul day range. */
export const auditQuerySchema = z.object({
  page,
  pageSize,
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(100).optional(),
  ip: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListSchema = pageOf(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

// ---------------------------------------------------------------- access to personal data

/**
 * Administrators' reads and exports of members' personal data (개인정보의 안전성 확보조치 기준 §8).
 * Labels are in the message catalogue as `privacyAccess.{action}`.
 */
export const PRIVACY_ACCESS_ACTIONS = [
  "member.list",
  "member.logins",
  "companyRequest.list",
  "alliance.list",
  "reservation.roster",
  "reservation.exportSlot",
  "reservation.exportEvent",
  "survey.export",
] as const;
export type PrivacyAccessAction = (typeof PRIVACY_ACCESS_ACTIONS)[number];
/** A record lists at most this many of the members whose data was read (all are kept and searchable). */
export const PRIVACY_ACCESS_IDS_SHOWN = 20;

/** One access: who, when, from where, what, the filter that selected the members and whose data. */
export const privacyAccessEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  adminId: z.string(),
  action: z.enum(PRIVACY_ACCESS_ACTIONS),
  ip: z.string().nullable(),
  /** The query or target of the read (search words, filters, page; slot or event number). */
  filter: z.record(z.string(), z.unknown()).nullable(),
  /** How many members' data the answer held. */
  memberCount: z.number().int(),
  /** Why the data was downloaded (downloads only; issue 43 §3). */
  reason: z.string().nullable(),
  /** The first PRIVACY_ACCESS_IDS_SHOWN of them, by id. */
  memberIds: z.array(z.string()),
});
export type PrivacyAccessEntry = z.infer<typeof privacyAccessEntrySchema>;

/** GET /api/admin/privacy-access: filter by Asia/Seoul day range, administrator, action and member. */
export const privacyAccessQuerySchema = z.object({
  page,
  pageSize,
  action: z.enum(PRIVACY_ACCESS_ACTIONS).optional(),
  adminId: z.string().trim().max(100).optional(),
  memberId: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PrivacyAccessQuery = z.infer<typeof privacyAccessQuerySchema>;
export const privacyAccessListSchema = pageOf(privacyAccessEntrySchema);
export type PrivacyAccessList = z.infer<typeof privacyAccessListSchema>;

/** GET /api/admin/members/{userId}/logins */
export const loginHistoryQuerySchema = z.object({ page, pageSize });

// ---------------------------------------------------------------- company requests and alliance applications

export const REQUEST_STATUSES = ["pending", "approved", "refused"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const requestListQuerySchema = z.object({
  page,
  pageSize,
  status: z.enum(REQUEST_STATUSES).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const requestParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST …/refuse: an optional reason shown to nobody but administrators. */
export const refuseSchema = z
  .object({ reason: z.string().trim().max(200, { error: "reasonTooLong" }).optional() })
  .nullish();

const decision = {
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
};

export const companyRequestSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nameKo: z.string(),
  companyName: z.string(),
  businessNo: z.string(),
  ...decision,
});
export type CompanyRequest = z.infer<typeof companyRequestSchema>;
export const companyRequestListSchema = pageOf(companyRequestSchema);

export const allianceApplicationSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nameKo: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  representativeName: z.string(),
  ...decision,
});
export type AllianceApplication = z.infer<typeof allianceApplicationSchema>;
export const allianceApplicationListSchema = pageOf(allianceApplicationSchema);

/** POST /api/me/company-request: a member asks to be registered as a company member. */
export const companyRequestWriteSchema = z.object({
  businessNo: businessNoField,
  companyName: z
    .string({ error: "companyNameRequired" })
    .trim()
    .min(1, { error: "companyNameRequired" })
    .max(50, { error: "companyNameTooLong" }),
});
export type CompanyRequestWrite = z.infer<typeof companyRequestWriteSchema>;

/** POST /api/me/alliance (members spec section 5: both names required, at most 20 characters). */
export const allianceWriteSchema = z.object({
  companyName: z
    .string({ error: "allianceEnterCompany" })
    .trim()
    .min(1, { error: "allianceEnterCompany" })
    .max(20, { error: "allianceNameTooLong" }),
  representativeName: z
    .string({ error: "allianceEnterRepresentative" })
    .trim()
    .min(1, { error: "allianceEnterRepresentative" })
    .max(20, { error: "allianceNameTooLong" }),
});
export type AllianceWrite = z.infer<typeof allianceWriteSchema>;
