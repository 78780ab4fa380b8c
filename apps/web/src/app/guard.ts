/**
 * The route guard of the boards spec section 6: any path containing /app/totalboard needs USER_AUTH
 * A ('only administrators can use this function', then /), and so do the board creation and edit
 * screens (/app/boardregister, /app/boardupdate/…); the login-guarded routes of both specs need a
 * login ('available after login', then /). Public paths (home, boards, posts, information pages,
 * password find, sign-up) pass. The server applies the same rules to every call.
 *
 * A member who has not agreed to the terms (login, social sign-up, or a consent older than the
 * 2-year cycle) is kept on the consent screen, except for the terms and privacy pages.
 */
import type { MessageKey, SessionUser } from "@portal/contract";

const LOGIN_REQUIRED: RegExp[] = [
  /^\/app\/PLT020[1-5]01$/,
  /^\/app\/(board2|boardgallery|boardgallery2|Menu|dashboard|commonboardgellery|commonboardgellery2)$/,
  /^\/app\/FUL\/(Note|PLT000101_12|PLT000101_13|PLT000101_05|PLT000101_11)$/,
  // Trade: visitors browse the list and details (members spec 6); selling and editing need a login.
  /^\/app\/trade\/(register|update(\/.*)?)$/,
  /^\/app\/dashboard\/.+$/,
  /^\/app\/board\/(register|update)$/,
];

/** Administrator-only screens besides /app/totalboard: board creation and edit. */
const ADMIN_ONLY: RegExp[] = [/^\/app\/boardregister$/, /^\/app\/boardupdate(\/.*)?$/];

/** Pages a member may see before agreeing to the terms (and a driver's link, which needs no account). */
const CONSENT_PAGES: RegExp[] = [
  /^\/app\/FUL\/(Terms|TermsOfservice|PrivacyPolicy)(\/.*)?$/,
  /^\/app\/FUL\/LoadingShare$/,
];

export type GuardResult =
  | { allowed: true }
  | { allowed: false; message: MessageKey | null; redirect: string; state?: Record<string, string> };

/** Whether `user` may open `pathname`, else the message to show and where to go. */
export function checkRoute(pathname: string, user: SessionUser | null): GuardResult {
  if (user && !user.termsAgreed && !CONSENT_PAGES.some((pattern) => pattern.test(pathname))) {
    return { allowed: false, message: null, redirect: "/app/FUL/Terms", state: { userId: user.userId } };
  }
  if (pathname.includes("/app/totalboard") || ADMIN_ONLY.some((pattern) => pattern.test(pathname))) {
    return user?.role === "A" ? { allowed: true } : { allowed: false, message: "guardAdminOnly", redirect: "/" };
  }
  if (LOGIN_REQUIRED.some((pattern) => pattern.test(pathname)) && !user) {
    return { allowed: false, message: "guardLoginRequired", redirect: "/" };
  }
  return { allowed: true };
}
