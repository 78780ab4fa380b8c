/**
 * Page frame by path (boards spec section 1): full-page routes under /app/FUL/ and popups have
 * no main menu or footer; the right panel is hidden where the path's second segment is FUL; other
 * pages get the closable banner overlay (loaded after the page).
 */
import { t } from "@portal/contract";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { BANNER_FIRST_PICTURE, bannerHiddenToday } from "../../features/pages/banner-state.ts";
import { preloadPicture } from "../../lib/pictures.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { RightPanel } from "./RightPanel.tsx";
import classes from "./Shell.module.css";

// The overlay's first picture (its largest paint) is fetched along with the overlay's code.
const BannerOverlay = lazy(() => {
  preloadPicture(BANNER_FIRST_PICTURE);
  return import("../../features/pages/BannerOverlay.tsx").then((m) => ({ default: m.BannerOverlay }));
});

export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The overlay's code loads only for a visitor who has not hidden it for today.
  const [banner] = useState(() => !bannerHiddenToday());
  const segment = pathname.split("/")[2];
  const fullPage = segment === "FUL" || segment === "POPUP";
  if (fullPage) {
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
      <Header />
      <div className={classes.body}>
        <main id="main" className={classes.main}>
          {children}
        </main>
        <RightPanel />
      </div>
      <Footer />
      {banner && (
        <Suspense fallback={null}>
          <BannerOverlay />
        </Suspense>
      )}
    </>
  );
}
