/**
 * Server entry (issue 25 §1): renders a public page to HTML with the app the browser runs — the same
 * route table, providers and screens — under a StaticRouter, after the route's loader (app/loaders.ts)
 * has read its data through `fetch` (the server's in-process JSON API with the request's cookie).
 * React 19's `prerender` waits for every lazy screen, so the HTML is whole. Built by
 * Vite's SSR build into apps/web/dist-server/ and loaded by apps/server/src/web/ssr.ts.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { SessionInfo } from "@portal/contract";
import { dehydrate } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { matchRoutes, StaticRouter } from "react-router";
import { App, ROUTES } from "./app/App.tsx";
import { checkRoute } from "./app/guard.ts";
import { headHtml, type PageHead, scriptJson } from "./app/head.ts";
import { LOADERS } from "./app/loaders.ts";
import { AppProviders, createQueryClient } from "./app/Providers.tsx";
import { SSR_STATE_ID } from "./app/ssr-state.ts";
import { Shell } from "./components/layout/Shell.tsx";
import { NotFoundPage } from "./features/pages/NotFoundPage.tsx";
import { ApiError, type ApiTransport, api, setApiTransport } from "./lib/api.ts";
import { operatorQuery } from "./lib/operator.ts";
import { loadScreenMessages } from "./lib/screens.ts";
import { sessionQuery } from "./lib/session.ts";

export type { ApiTransport };

/** The transport of the request being rendered (renders of several requests interleave). */
const requests = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = requests.getStore();
  if (!transport) return Promise.reject(new Error(`API read outside a server render: ${url}`));
  return transport(url, init);
});

export interface RenderRequest {
  /** The request's path and query. */
  url: string;
  /** The public base URL (absolute addresses in the head). */
  base: string;
  /** Answers an API request as the JSON API would for this request's session. */
  fetch: ApiTransport;
  /** Whether the request carries a session cookie (else it is a visitor's, and no session is asked for). */
  hasSession: boolean;
}

export interface RenderedPage {
  /** The HTML status: 200, or the refusal of the page's read (404, 403). */
  status: number;
  /** Tags for `<head>` (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** The app's markup for `<div id="root">`. */
  body: string;
  /** The dehydrated reads, a data block to put after the root (empty on an error page: nothing is hydrated). */
  state: string;
  /** The modules of the rendered screen (build manifest keys; app/loaders.ts), whose style sheets the page needs. */
  screens: string[];
}

/** The HTML status of a refused read (401 is a visitor's refusal: 403); other failures are thrown. */
function refusal(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 401 ? 403 : error.status === 404 || error.status === 403 ? error.status : 404;
  }
  throw error;
}

/**
 * Renders `request.url`, or resolves with null when its route is not a public one (the server sends
 * the shell). Rejects when a read fails otherwise than by a refusal (the server then sends the shell).
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  await loadScreenMessages();
  const [pathname = "/", query = ""] = request.url.split("?");
  const search = query ? `?${query}` : "";
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  const route = match && LOADERS[match.route.path];
  if (!match || !route) return null;
  return requests.run(request.fetch, async () => {
    // The route guard as the browser applies it (a members-only page for a visitor, the terms not yet
    // agreed): such a page is drawn in the browser, which redirects.
    const session = request.hasSession ? await api<SessionInfo>("GET", "/api/auth/session") : null;
    const user = session?.user ?? null;
    if (!checkRoute(pathname, user, search).allowed) return null;
    const client = createQueryClient(true);
    // A member's page is rendered for them alone (never kept) and carries their session, so the
    // browser's first render draws the same signed-in header, menus and panels as the HTML (no
    // hydration mismatch). The CSRF token stays out of the HTML: the browser reads it on its first
    // state-changing request (lib/api.ts). A visitor's page carries no session (it is kept and shared).
    if (session) client.setQueryData(sessionQuery.queryKey, { ...session, csrfToken: "" });
    let status = 200;
    let head: PageHead | null = { name: null };
    const footer = client.prefetchQuery(operatorQuery);
    try {
      head = await route.load({ client, params: match.params, search, base: request.base });
    } catch (error) {
      status = refusal(error);
    }
    if (head === null) return null;
    await footer;
    // A refused page shows the not-found or forbidden page only: nothing read is rendered or sent.
    const page = status < 400 ? <App /> : <NotFoundPage forbidden={status === 403} />;
    const { prelude } = await prerender(
      <AppProviders client={client}>
        <StaticRouter location={request.url}>{status < 400 ? page : <Shell>{page}</Shell>}</StaticRouter>
      </AppProviders>,
      // Every boundary inline in place: no inline script reveals one later (the content security
      // policy allows none), and the page is whole before it is sent anyway.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const body = await new Response(prelude).text();
    const dehydrated = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" });
    const state =
      status < 400 ? `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(dehydrated)}</script>` : "";
    const screens = status < 400 ? [...route.screens, ...(head.screens ?? [])] : [];
    return { status, head: headHtml(head, status, request.base, request.url), body, state, screens };
  });
}
