/**
 * Information pages stored in the database and edited by administrators: the schemas of the pages,
 * their versions, the logistics figures and the companies' kinds (issue 12; boards spec §1, §2; members
 * spec §1, §2 "Static pages", §7 getLogisticsInfo, §9 terms/privacy). The pages' definitions and limits
 * are in page-defs.ts.
 */
import { z } from "zod";
import { PAGE_BODY_MAX, PAGE_TITLE_MAX } from "./page-defs.ts";

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

/** GET /api/admin/pages (administrators, issue 38 §4): every stored page as its current version, in PAGE_DEFS order. */
export const adminPageSchema = z.object({
  pageId: z.string(),
  /** Where visitors read it (PageDef.path). */
  path: z.string(),
  kind: z.enum(["page", "guarded", "frame", "popup", "policy"]),
  title: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export const adminPageListSchema = z.object({ items: z.array(adminPageSchema) });
export type AdminPage = z.infer<typeof adminPageSchema>;

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
