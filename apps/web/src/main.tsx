/** Browser entry: Mantine (Korean type, Pretendard), TanStack Query, router; modals and toasts on first need. */
import "./lib/zod-jitless.ts";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "virtual:theme.css";
import "./app/global.css";
import { SCREEN_MODULES_ID } from "@portal/contract";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App.tsx";
import { AppProviders, createQueryClient, hydrateServerReads } from "./app/Providers.tsx";
import { prefetchRoute } from "./app/prefetch.ts";
import { SSR_STATE_ID } from "./app/ssr-state.ts";
import { hasBannerOverlay, loadBannerOverlay } from "./components/layout/Shell.tsx";
import { bannerHidden } from "./lib/banner-state.ts";
import { loadScreenMessages } from "./lib/screens.ts";
import { sessionQuery } from "./lib/session.ts";

const queryClient = createQueryClient();

/** Screens this wide get the web font (Mantine's `sm` breakpoint: tablets and up). */
const WIDE_SCREEN = "(min-width: 48em)";

/**
 * Pretendard (on a Korean page about 300 KB of font subsets) is asked for once the first screen has
 * painted, so its files do not hold back the page's code, data and pictures on a slow line; until it arrives
 * text shows in the system's Korean font (the theme's fallbacks). A phone-width screen keeps the
 * phone's own Korean face, as the big Korean portals' mobile sites do: there the subsets would cost
 * the visitor's data, and each batch of them that arrives lays out every line of text again
 * (150–300 ms of a mid-range phone's main thread, docs/pages.md). Widening the window loads it then.
 */
function loadFont(): void {
  const wide = window.matchMedia(WIDE_SCREEN);
  const load = () => void import("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css");
  if (wide.matches) load();
  else wide.addEventListener("change", load, { once: true });
}

/**
 * Moves the `<link rel="modulepreload">` tags a server-rendered page holds in its inert template into the
 * head, so the browser fetches the screen's modules at once (first-screen.ts; none on other pages).
 */
function announceScreenModules(): void {
  const template = document.getElementById(SCREEN_MODULES_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}

const root = document.getElementById("root");
if (root) {
  // Code and reads the first screen will ask for, started now rather than when the (sliced) first
  // render reaches them: a list's data, the screens' words on any page but home, the banner overlay
  // when it will show.
  const { pathname, search } = window.location;
  // A page the server rendered carries the reads it rendered with (entry-server.tsx): they go into
  // the cache, fresh for a few seconds, and the page is hydrated instead of drawn again (below).
  const state = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!state) prefetchRoute(queryClient, pathname, search);
  if (pathname !== "/" && pathname !== "/index.html") void loadScreenMessages();
  // The screen's code the server named (first-screen.ts), fetched once the page has painted.
  requestAnimationFrame(() => setTimeout(announceScreenModules, 0));
  if (hasBannerOverlay(pathname) && !bannerHidden()) void loadBannerOverlay();
  // Pretendard after the first screen has had time to paint (on a slow phone its ~300 KB had been
  // fetched before the largest paint and delayed it): two seconds after load, then when idle.
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(loadFont, { timeout: 1500 }) : loadFont();
  const afterLoad = () => setTimeout(whenIdle, 2000);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // The first render as a transition: React renders (or hydrates) it in slices and gives the main
  // thread back between them (no long task while the page builds; Lighthouse's total blocking time).
  // A server's page is hydrated in tasks of their own (the page is on screen meanwhile): evaluating the
  // entry (React, Mantine, the router) is a long task already; then the server's reads go into the
  // cache and the session is asked for; then hydration starts. A read that started while the page
  // hydrated (the session's, when its component subscribed) made React render that component again at
  // once, synchronously.
  if (state)
    setTimeout(() => {
      hydrateServerReads(queryClient, JSON.parse(state));
      void queryClient.prefetchQuery(sessionQuery);
      setTimeout(() => startTransition(() => void hydrateRoot(root, app)), 0);
    }, 0);
  else {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
