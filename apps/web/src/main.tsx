/** Browser entry: Mantine (Korean type, Pretendard), TanStack Query, router; modals and toasts on first need. */
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { createTheme, MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App.tsx";
import { prefetchRoute } from "./app/prefetch.ts";
import { hasBannerOverlay, loadBannerOverlay } from "./components/layout/Shell.tsx";
import { ApiError } from "./lib/api.ts";
import { bannerHiddenToday } from "./lib/banner-state.ts";
import { OverlaySlot } from "./lib/overlays.tsx";
import { loadScreenMessages } from "./lib/screens.ts";

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

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Pretendard (on a Korean page about 300 KB of font subsets) is asked for once the first screen has
 * painted, so its files do not hold back the page's code, data and pictures on a slow line; until it arrives
 * text shows in the system's Korean font (the theme's fallbacks).
 */
function loadFont(): void {
  void import("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css");
}

const root = document.getElementById("root");
if (root) {
  // Code and reads the first screen will ask for, started now rather than when the (sliced) first
  // render reaches them: a list's data, the screens' words on any page but home, the banner overlay
  // when it will show.
  const { pathname, search } = window.location;
  prefetchRoute(queryClient, pathname, search);
  if (pathname !== "/" && pathname !== "/index.html") void loadScreenMessages();
  if (hasBannerOverlay(pathname) && !bannerHiddenToday()) void loadBannerOverlay();
  // Pretendard after the first screen has had time to paint (on a slow phone its ~300 KB had been
  // fetched before the largest paint and delayed it): two seconds after load, then when idle.
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(loadFont, { timeout: 1500 }) : loadFont();
  const afterLoad = () => setTimeout(whenIdle, 2000);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  // The first render as a transition: React renders it in slices and gives the main thread back
  // between them (no long task while the page builds; Lighthouse's total blocking time).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
          <QueryClientProvider client={queryClient}>
            <OverlaySlot />
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}
