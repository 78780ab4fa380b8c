/**
 * The route guard of the boards spec section 6: any path containing /app/totalboard needs USER_AUTH
 * A ('only administrators can use this function', then /; a visitor logs in first), and so do the board creation and edit
 * screens (/app/boardregister, /app/boardupdate/…); the login-guarded routes of both specs and my
 * page need a login: a visitor goes to the login page with the address asked for (path and query)
 * as `returnTo`, and comes back there after logging in (issue 24 §2; the spec's home + 'available
 * after login' lost the link). Public paths (home, boards, posts, information pages, password
 * find, sign-up) pass. The server applies the same rules to every call.
 *
 * A member who has not agreed to the terms (login, social sign-up, or a consent older than the
 * 2-year cycle) is kept on the consent screen, except for the terms and privacy pages; once agreed,
 * the member goes on to the page asked for (from the login page: its `returnTo`, not the login page
 * again — issue 38 §4).
 */
import { type MessageKey, type SessionUser, safeReturn } from "@portal/contract";

const LOGIN_REQUIRED: RegExp[] = [
  /^\/app\/PLT020[1-5]01$/,
  /^\/app\/(board2|boardgallery|boardgallery2|Menu|dashboard|commonboardgellery|commonboardgellery2)$/,
  /^\/app\/FUL\/(MyPage|Note|Notifications|PLT000101_12|PLT000101_13|PLT000101_05|PLT000101_11)$/,
  // Trade: visitors browse the list and details (members spec 6); selling and editing need a login.
  /^\/app\/trade\/(register|update(\/.*)?)$/,
  /^\/app\/dashboard\/.+$/,
  /^\/app\/board\/(register|update)$/,
  // Surveys: members answer (issue 45); published results stay public.
  /^\/app\/survey(\/\d+)?$/,
];

/** Administrator-only screens besides /app/totalboard: board creation and edit, /app/admin/… (the reports queue). */
const ADMIN_ONLY: RegExp[] = [/^\/app\/boardregister$/, /^\/app\/boardupdate(\/.*)?$/, /^\/app\/admin(\/.*)?$/];

/** Pages a member may see before agreeing to the terms (and a driver's link, which needs no account). */
const CONSENT_PAGES: RegExp[] = [
  /^\/app\/FUL\/(Terms|TermsOfservice|PrivacyPolicy)(\/.*)?$/,
  /^\/app\/FUL\/LoadingShare$/,
];

export type GuardResult =
  | { allowed: true }
  | { allowed: false; message: MessageKey | null; redirect: string; state?: Record<string, string> };

/** The login page's address that comes back to `target` (a same-site path with its query). */
export function loginPath(target: string): string {
  return `/app/FUL/Login?returnTo=${encodeURIComponent(target)}`;
}

/**
 * Whether `user` may open `pathname` (with `search`, the query kept for the way back from the
 * login), else the message to show and where to go.
 */
export function checkRoute(pathname: string, user: SessionUser | null, search = ""): GuardResult {
  if (user && !user.termsAgreed && !CONSENT_PAGES.some((pattern) => pattern.test(pathname))) {
    return {
      allowed: false,
      message: null,
      redirect: "/app/FUL/Terms",
      state: {
        userId: user.userId,
        returnTo:
          pathname === "/app/FUL/Login" ? safeReturn(new URLSearchParams(search).get("returnTo")) : pathname + search,
      },
    };
  }
  const adminOnly = pathname.includes("/app/totalboard") || ADMIN_ONLY.some((pattern) => pattern.test(pathname));
  if (!user && (adminOnly || LOGIN_REQUIRED.some((pattern) => pattern.test(pathname)))) {
    return {
      allowed: false,
      message: null,
      redirect: loginPath(pathname + search),
      state: { notice: "guardLoginRequired" },
    };
  }
  if (adminOnly && user?.role !== "A") return { allowed: false, message: "guardAdminOnly", redirect: "/" };
  return { allowed: true };
}
