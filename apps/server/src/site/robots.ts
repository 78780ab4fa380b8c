/**
 * `/robots.txt` (issue 25 §4): everything public is allowed; the API and the members' screens are
 * not crawled. The members' screens come from the contract where it knows them — main menu entries
 * for company members or administrators (`menuFor`), information pages that need a login
 * (`pageNeedsLogin`) — and from `MEMBER_SCREENS`, the App.tsx routes that need a login or carry a
 * private token without being a menu entry. A path under another one listed is left out. The
 * pictures an og:image names are allowed although they live under /api/.
 */
import { MAIN_MENU, menuFor, PAGE_DEFS, pageNeedsLogin } from "@portal/contract";

/**
 * Picture addresses under /api/ that a page's og:image names (a post's first image is an uploaded
 * file, a deal's first photo a trade photo): allowed, so a link-preview fetcher that obeys robots
 * can read them. The longer Allow outranks `Disallow: /api/` (RFC 9309 §2.2.2); the server still
 * answers each file only as the API's permissions allow.
 */
export const ALLOWED_PICTURE_PATHS = ["/api/files/", "/api/trade/photos/"];

/** Login-only forms and personal screens of apps/web/src/app/App.tsx that no menu entry marks as such. */
const MEMBER_SCREENS = [
  "/app/FUL/MyPage",
  "/app/FUL/Note",
  "/app/FUL/PLT000101_05",
  "/app/FUL/PLT000101_12",
  "/app/FUL/PLT000101_13",
  "/app/FUL/PasswordReset",
  "/app/FUL/LoadingShare",
  "/app/board/register",
  "/app/board/update",
  "/app/boardregister",
  "/app/boardupdate/",
  "/app/trade/register",
  "/app/trade/update/",
];

/** Menu entries a visitor does not see (company members' and administrators' screens). */
function hiddenMenuPaths(): string[] {
  const visible = new Set(menuFor(null).flatMap((group) => group.items.map((item) => item.to)));
  return MAIN_MENU.flatMap((group) => group.items.map((item) => item.to)).filter((to) => !visible.has(to));
}

/** The disallowed path prefixes: /api/ and every members' screen, none under another. */
export function disallowedPaths(): string[] {
  const all = [
    "/api/",
    ...hiddenMenuPaths(),
    ...PAGE_DEFS.filter(pageNeedsLogin).map((def) => def.path),
    ...MEMBER_SCREENS,
  ];
  const unique = [...new Set(all)];
  return unique.filter((path) => !unique.some((other) => other !== path && path.startsWith(other)));
}

/** The robots.txt text naming `sitemapUrl`. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ALLOWED_PICTURE_PATHS.map((path) => `Allow: ${path}`),
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
