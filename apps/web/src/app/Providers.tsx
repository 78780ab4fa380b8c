/**
 * What wraps the app in the browser (main.tsx) and on the server (entry-server.tsx) alike: Mantine
 * with the portal's theme (theme.ts), the query client and the modal/toast slot. The
 * router is the caller's (BrowserRouter in the browser, StaticRouter on the server).
 */
import { MantineProvider } from "@mantine/core";
import { type DehydratedState, hydrate, type Query, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api.ts";
import { OverlaySlot } from "../lib/overlays.tsx";
import { theme } from "./theme.ts";

/** How long after the page loaded the reads the server rendered it with count as fresh (ms). */
const SERVER_READS_FRESH_MS = 10_000;

/** Each read that came in the server's page, with the time it was read (ms since the epoch). */
const serverReads = new WeakMap<Query, number>();

/** When the server's reads stop counting as fresh (ms since the epoch; 0 before a page was hydrated). */
let serverReadsFreshUntil = 0;

/**
 * A read's default staleTime in the browser (ms): a read the server rendered the page with, not read
 * again since, is fresh until SERVER_READS_FRESH_MS after the page loaded, so the components that
 * hydrate the page do not ask the API the same again (and render again with its answer) — a post's
 * view count, for one, would differ; any other read is stale at once (TanStack Query's default).
 * An invalidated read is stale whatever this says.
 */
function defaultStaleTime(query: Query): number {
  const readAt = serverReads.get(query);
  return readAt !== undefined && readAt === query.state.dataUpdatedAt ? Math.max(0, serverReadsFreshUntil - readAt) : 0;
}

/**
 * Puts the reads a server-rendered page carries (`state`, entry-server.tsx) into `client`'s cache and
 * marks them fresh for SERVER_READS_FRESH_MS (see `defaultStaleTime`).
 */
export function hydrateServerReads(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  serverReadsFreshUntil = Date.now() + SERVER_READS_FRESH_MS;
  for (const query of client.getQueryCache().getAll()) serverReads.set(query, query.state.dataUpdatedAt);
}

/**
 * The app's query client. In the browser a failed read is retried twice unless the API refused it
 * (4xx), and a read is stale at once unless it came in the server's page (`hydrateServerReads`); on
 * the server (`server`) nothing is retried and a refused read stays refused while the page renders,
 * so the screen shows the API's Korean message as the browser would.
 */
export function createQueryClient(server = false): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: server
        ? { retry: false, retryOnMount: false, refetchOnWindowFocus: false }
        : {
            retry: (count, error) =>
              !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
            refetchOnWindowFocus: false,
            staleTime: defaultStaleTime,
          },
    },
  });
}

/** Mantine, the query client `client` and the overlay slot around `children` (the router and the app). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    // The theme's CSS variables and breakpoint classes are a static style sheet made at build
    // (theme-css.ts, `virtual:theme.css` in main.tsx), not computed and rendered on every load.
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <QueryClientProvider client={client}>
        <OverlaySlot />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
