/**
 * Renders a piece of the web app for a unit test: Mantine, TanStack Query with the session already
 * read (a visitor, or `user`), and a router at `path`. Nothing asks the server: the session and the
 * operator details are in the cache, and whatever else asks fails the test.
 */
import { MantineProvider } from "@mantine/core";
import type { SessionUser } from "@portal/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { operatorQuery } from "../lib/operator.ts";
import { sessionQuery } from "../lib/session.ts";

/** A member for the tests (role M, terms agreed unless `changes` say otherwise). */
export function member(changes: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: "kimlogis",
    nameKo: "김물류",
    role: "M",
    companyCode: null,
    companyName: null,
    socialProvider: null,
    email: "kim@example.com",
    termsAgreed: true,
    secondFactor: false,
    secondFactorRequired: false,
    ...changes,
  };
}

/** Where the router is now: its path and query, and the state it was given (shown by `renderAt`). */
function WhereAmI() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname + search}
    </output>
  );
}

interface Options {
  /** The signed-in member; null for a visitor; undefined: the session has not been read yet. */
  user?: SessionUser | null;
  /** The route pattern that renders `ui` (every path by default; other paths render nothing). */
  route?: string;
}

/** Renders `ui` at `path`, with the router's current place in `getByTestId("location")`. */
export function renderAt(path: string, ui: ReactNode, { user = null, route = "*" }: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(sessionQuery.queryKey, { user, csrfToken: "t", idleSeconds: null });
  client.setQueryData(operatorQuery.queryKey, { operator: null });
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {route !== "*" && <Route path="*" element={null} />}
          </Routes>
          <WhereAmI />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}
