/** The visitor-facing stored pages (one lazy chunk): information pages, popups and the site map. */
export { PopupPage } from "./PopupPage.tsx";
export { SiteMapPage } from "./SiteMapPage.tsx";
export { StaticPage } from "./StaticPage.tsx";
