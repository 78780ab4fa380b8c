/**
 * Page frame by path (boards spec section 1): full-page routes under /app/FUL/ and popups have
 * no main menu or footer; the right panel is hidden where the path's second segment is FUL; other
 * pages get the closable banner overlay (its code loads beside the page's, for visitors who have not
 * closed it in this session or hidden it today). A page the server renders holds the overlay's first
 * drawing for every visitor (its largest paint, drawn with the page instead of after the app's code); a
 * visitor who closed or hid it never sees it (contract's banner.ts) and the app takes it away once
 * hydrated.
 */
import { BANNER_FIRST_PICTURE, t } from "@portal/contract";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";
import { bannerHidden } from "../../lib/banner-state.ts";
import { preloadPicture } from "../../lib/pictures.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { RightPanel } from "./RightPanel.tsx";
import classes from "./Shell.module.css";

const overlayModule = (): Promise<{ default: ComponentType<{ onShown?: () => void }> }> =>
  import("../../features/pages/BannerOverlay.tsx").then((m) => ({ default: m.BannerOverlay }));

let overlayCode: ReturnType<typeof overlayModule> | undefined;

/**
 * Loads the banner overlay's code once in the browser, with its first picture (its largest paint);
 * main.tsx calls it before the first render when the overlay will show.
 */
export function loadBannerOverlay(): ReturnType<typeof overlayModule> {
  if (!overlayCode) {
    preloadPicture(BANNER_FIRST_PICTURE);
    overlayCode = overlayModule();
  }
  return overlayCode;
}

/** Whether `pathname` has the banner overlay (pages outside /app/FUL and the popups). */
export function hasBannerOverlay(pathname: string): boolean {
  const segment = pathname.split("/")[2];
  return segment !== "FUL" && segment !== "POPUP";
}

// The code main.tsx started loading, else (the server; a page reached from a full page) loaded now.
const BannerOverlay = lazy(() => overlayCode ?? overlayModule());

/**
 * The overlay's first drawing in a server's page: the overlay itself on the server; in the browser a
 * component that never loads, so its boundary is never hydrated and keeps the server's HTML until the
 * shell removes it (hydrating the modal made the page's first task longer).
 */
const ServerDrawing =
  typeof window === "undefined" ? BannerOverlay : lazy(() => new Promise<{ default: ComponentType }>(() => {}));

/**
 * The drawing's boundary, one element for every render of the slot: React then sees no update for it
 * when the slot renders again after hydration. A boundary that is still waiting to hydrate and receives
 * an update is rendered anew in the browser — here its fallback, nothing — so the drawing vanished
 * before the overlay came, often before its picture had painted.
 */
const SERVER_DRAWING = (
  <Suspense fallback={null}>
    <ServerDrawing />
  </Suspense>
);

const unchanging = () => () => {};

/**
 * True on the server and while the browser hydrates the server's HTML, false in every other render:
 * React reads a store's server snapshot in exactly those two, then renders again with the browser's.
 */
function useServerPass(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}

/** How long the overlay waits for the drawing's picture at most (ms): a stalled picture must not keep it from closing. */
const PICTURE_WAIT_MS = 3000;

/**
 * Settles once the picture of the server's drawing of the overlay has painted (its Element Timing
 * entry, reported after the frame is on screen): at once when the page has no drawing or the browser
 * has no Element Timing, after PICTURE_WAIT_MS when the picture is still loading or failed.
 */
function drawingPicturePainted(): Promise<void> {
  const drawn = document.querySelector("[data-banner-overlay]:not([data-ready]) img[elementtiming]");
  const timed =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("element");
  if (!drawn || !timed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      // Element Timing's entries (not in TypeScript's DOM library yet) name the painted element.
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === drawn))
        done();
    });
    const timer = setTimeout(done, PICTURE_WAIT_MS);
    observer.observe({ type: "element", buffered: true });
  });
}

/**
 * False until the frame after the shell's first commit has painted — and, in a server's page, the
 * drawing's picture with it — then true: the banner overlay mounts after the page has been drawn, so
 * its modal's work (focus trap, scroll lock, measuring) is a task of its own instead of lengthening
 * the page's first one. Waiting for the picture keeps the drawing's picture the page's largest paint:
 * an overlay that replaced the drawing before its picture had painted became the largest paint itself,
 * as late as the app's code (Lighthouse: 3.1 s instead of 2.0 s in about one run in five).
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void drawingPicturePainted().then(() => {
      if (!live) return;
      frame = requestAnimationFrame(() => {
        // A transition: React renders the overlay in slices, giving the main thread back between them.
        timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
      });
    });
    return () => {
      live = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The banner overlay's place in the shell: the server's drawing while it is needed, then the
 * browser's overlay. Its own component, so that its state changes after hydration (the browser's
 * snapshot, the first paint, the overlay shown) render it alone, not the header, page and footer again.
 */
function BannerSlot() {
  const serverPass = useServerPass();
  // This slot hydrated a page the server drew (with the overlay's drawing, shown or hidden by CSS).
  const [drawnByServer] = useState(serverPass);
  // The overlay's code loads only for a visitor who has not closed it in this session or hidden it
  // for today (the server cannot know: its page holds the drawing for everyone).
  const [banner] = useState(() => !bannerHidden());
  const painted = useAfterFirstPaint();
  // The browser's overlay is on screen (set before that frame paints): the server's drawing goes.
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);
  const drawing = serverPass || (drawnByServer && banner && !shown);
  const overlay = !serverPass && banner && painted;
  return (
    <>
      {drawing && SERVER_DRAWING}
      {overlay && (
        <Suspense fallback={null}>
          <BannerOverlay onShown={markShown} />
        </Suspense>
      )}
    </>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!hasBannerOverlay(pathname)) {
    return (
      <main id="main" className={classes.full}>
        {children}
      </main>
    );
  }
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t("skipToContent")}
      </a>
      {/* Before the page's regions: in a server's page the overlay's drawing is then whole in the
          first bytes the browser lays out, instead of growing (and, centred, moving) while the rest of
          the page is parsed — a layout shift of up to 0.19 on a phone. */}
      <BannerSlot />
      {/* Each region a boundary of its own: hydrating a server's page commits (and runs the effects
          of) the header, the side panel and the footer one at a time, not in one long task. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <div className={classes.body}>
        <main id="main" className={classes.main}>
          {children}
        </main>
        <Suspense fallback={null}>
          <RightPanel />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
