/**
 * What wraps the app in the browser (main.tsx) and on the server (entry-server.tsx) alike: Mantine
 * with the portal's theme (Korean type, Pretendard), the query client and the modal/toast slot. The
 * router is the caller's (BrowserRouter in the browser, StaticRouter on the server).
 */
import { createTheme, MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api.ts";
import { OverlaySlot } from "../lib/overlays.tsx";

const theme = createTheme({
  fontFamily: "'Pretendard Variable', Pretendard, 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif",
  headings: {
    fontFamily: "'Pretendard Variable', Pretendard, 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif",
  },
  primaryColor: "blue",
  // Filled buttons, badges and links at shade 8 (light scheme): white or body text on them passes
  // WCAG AA contrast (axe-core in e2e/tests/pages.spec.ts); shade 6 did not.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "sm",
});

/** Dimmed text at gray 7: gray 6 on white fails WCAG AA contrast for small type. */
const cssVariables = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});

/**
 * The app's query client. In the browser a failed read is retried twice unless the API refused it
 * (4xx); on the server (`server`) nothing is retried and a refused read stays refused while the page
 * renders, so the screen shows the API's Korean message as the browser would.
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
          },
    },
  });
}

/** Mantine, the query client `client` and the overlay slot around `children` (the router and the app). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      <QueryClientProvider client={client}>
        <OverlaySlot />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
