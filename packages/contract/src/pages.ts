/**
 * Information pages stored in the database and edited by administrators (issue 12; boards spec §1, §2;
 * members spec §1, §2 "Static pages", §7 getLogisticsInfo, §9 terms/privacy). Page ids keep the
 * legacy route ids (PLT010101 …); popups are `POPUP_<id>`; the legal texts are `TermsOfservice` and
 * `PrivacyPolicy`.
 */
import { z } from "zod";

export type PageKind = "page" | "guarded" | "frame" | "popup" | "policy";

export interface PageDef {
  /** Page id (the last segment of its route). */
  pageId: string;
  /** Route of the page in the browser. */
  path: string;
  kind: PageKind;
}

const info = (pageId: string, kind: PageKind = "page"): PageDef => ({ pageId, path: `/app/${pageId}`, kind });
const popup = (id: string): PageDef => ({ pageId: `POPUP_${id}`, path: `/app/POPUP/${id}`, kind: "popup" });

/** Every stored page of both route tables (boards spec §2, members spec §2). */
export const PAGE_DEFS: readonly PageDef[] = [
  ...["PLT010101", "PLT010201", "PLT010301", "PLT010401", "PLT010501", "PLT010601", "PLT010701", "PLT010801"].map(
    (id) => info(id),
  ),
  ...["PLT030101", "PLT030301", "PLT030401", "PLT030501"].map((id) => info(id)),
  info("PLT020101", "frame"),
  info("PLT020201", "frame"),
  ...["PLT020301", "PLT020401", "PLT020501"].map((id) => info(id, "guarded")),
  ...[
    "PLT000101_01",
    "PLT000101_02",
    "PLT000101_03",
    "PLT000101_04",
    "PLT000101_09",
    "PLT000101_10",
    "PoliciesPopup",
  ].map(popup),
  // A login-guarded full page whose content the spec leaves open (members spec §2): the member services guide.
  { pageId: "PLT000101_11", path: "/app/FUL/PLT000101_11", kind: "guarded" },
  { pageId: "TermsOfservice", path: "/app/FUL/TermsOfservice", kind: "policy" },
  { pageId: "PrivacyPolicy", path: "/app/FUL/PrivacyPolicy", kind: "policy" },
];

/** The page definition of `pageId`, or undefined. */
export function pageDef(pageId: string): PageDef | undefined {
  return PAGE_DEFS.find((p) => p.pageId === pageId);
}

/** Whether a visitor must log in to read the page (PLT0201xx–0205xx, members spec §2). */
export function pageNeedsLogin(def: PageDef): boolean {
  return def.kind === "guarded" || def.kind === "frame";
}

export const PAGE_TITLE_MAX = 100;
/** Largest stored page body (characters of HTML). */
export const PAGE_BODY_MAX = 200_000;

export const pageIdParamsSchema = z.object({ pageId: z.string().min(1).max(40) });
export const pageVersionParamsSchema = pageIdParamsSchema.extend({ version: z.coerce.number().int().min(1) });

export const pageSchema = z.object({
  pageId: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
  /** True when this is not the current version (a past terms/privacy version). */
  past: z.boolean(),
});
export type Page = z.infer<typeof pageSchema>;

export const pageWriteSchema = z.object({
  title: z.string().trim().min(1, { error: "pageTitleRequired" }).max(PAGE_TITLE_MAX, { error: "pageTitleTooLong" }),
  bodyHtml: z.string().min(1, { error: "pageBodyRequired" }).max(PAGE_BODY_MAX, { error: "pageBodyTooLong" }),
  /** The version the editor started from; a save over a newer version is refused (409). */
  baseVersion: z.number().int().min(1),
});
export type PageWrite = z.infer<typeof pageWriteSchema>;

export const pageVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  /** The editor by name; their login id is never sent (anyone may read the legal texts' versions). */
  createdByName: z.string(),
  current: z.boolean(),
  /** Version this one restored, or null. */
  restoredFrom: z.number().int().nullable(),
});
export const pageVersionListSchema = z.object({ items: z.array(pageVersionSchema) });
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** getLogisticsInfo (members spec §3 "Logistics info", §7). Counts of company records. */
export const logisticsInfoSchema = z.object({
  businessYear: z.number().int(),
  thisYearMonth: z.string(),
  thisYearCompanyCount: z.number().int(),
  thisMonthCompanyCount: z.number().int(),
  allCompanyCount: z.number().int(),
  logisticsCompanyCount: z.number().int(),
  manufacturingCompanyCount: z.number().int(),
  otherCompanyCount: z.number().int(),
});
export type LogisticsInfo = z.infer<typeof logisticsInfoSchema>;

export const COMPANY_KINDS = ["logistics", "manufacturing", "other"] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export const companyKindParamsSchema = z.object({ companyCode: z.string().min(1).max(40) });
export const companyKindWriteSchema = z.object({ kind: z.enum(COMPANY_KINDS, { error: "companyKindInvalid" }) });
export const adminCompanySchema = z.object({
  companyCode: z.string(),
  name: z.string(),
  businessNo: z.string().nullable(),
  kind: z.enum(COMPANY_KINDS),
  createdAt: z.string(),
});
export const adminCompanyListSchema = z.object({ items: z.array(adminCompanySchema) });
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** Embedded frames (digital twin, hicos): the configured addresses, or null when none. */
export const frameConfigSchema = z.object({ digitalTwinUrl: z.string().nullable(), hicosUrl: z.string().nullable() });
export type FrameConfig = z.infer<typeof frameConfigSchema>;
