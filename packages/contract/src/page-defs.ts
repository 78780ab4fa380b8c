/**
 * The information pages' definitions and limits (issue 12; boards spec §1, §2; members spec §1, §2
 * "Static pages", §9 terms/privacy), apart from the schemas in pages.ts so that a screen showing a page
 * does not load the validation library. Page ids keep the legacy route ids (PLT010101 …); popups are
 * `POPUP_<id>`; the legal texts are `TermsOfservice` and `PrivacyPolicy`.
 */

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
