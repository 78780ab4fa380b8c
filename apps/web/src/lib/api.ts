/**
 * The browser's API client: JSON in and out, the session cookie, and the CSRF token header on
 * every state-changing request. Failures throw `ApiError` carrying the problem's Korean `detail`.
 */
import { type Problem, t } from "@portal/contract";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** The whole problem answer (with any extension members, e.g. an import's row report). */
  readonly problem: Partial<Problem>;
  constructor(status: number, problem: Partial<Problem>) {
    super(problem.detail ?? t("errorUnknown"));
    this.problem = problem;
    this.status = status;
    this.code = problem.code ?? "INTERNAL";
    this.field = problem.field;
  }
}

let csrfToken = "";

/** How a request reaches the API: the browser's `fetch`, or the server's in-process one while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Replaces the transport (the server-side render, apps/web/src/entry-server.tsx); the browser never calls it. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Remembers the CSRF token of the current session (from GET /api/auth/session or login). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

let tokenRead: Promise<string> | undefined;

/**
 * The session's CSRF token, read from GET /api/auth/session when none is known yet: a member's
 * server-rendered page carries the session without its token (entry-server.tsx), so the first
 * state-changing request of such a page asks for it (once, however many requests wait for it).
 */
async function currentCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  tokenRead ??= api<{ csrfToken: string }>("GET", "/api/auth/session")
    .then((session) => {
      if (!csrfToken) csrfToken = session.csrfToken;
      return csrfToken;
    })
    .finally(() => {
      tokenRead = undefined;
    });
  return tokenRead;
}

/** The CSRF header for a state-changing request sent another way (an upload through XMLHttpRequest). */
export async function csrfHeader(): Promise<Record<string, string>> {
  return { "x-csrf-token": await currentCsrfToken() };
}

const ACTIVITY_KEY = "lastApiActivityAt";

/**
 * When this browser last heard from the API (epoch ms, shared by its tabs through localStorage):
 * every request slides the server's idle clock, so this is the idle clock's start for the expiry
 * warning (components/SessionTimeout.tsx).
 */
export function lastActivityAt(): number {
  return Number(localStorage.getItem(ACTIVITY_KEY)) || Date.now();
}

/** Calls the API; resolves with the parsed JSON body, rejects with ApiError. */
export async function api<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") headers["x-csrf-token"] = await currentCsrfToken();
  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { code: "NETWORK", detail: t("errorNetwork") });
  }
  if (typeof localStorage !== "undefined") localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as Partial<Problem>;
    throw new ApiError(response.status, problem);
  }
  return (await response.json()) as T;
}

/** Query string from defined values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
