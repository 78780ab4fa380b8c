/** The visitor-facing stored pages (one lazy chunk): information pages and popups. */
export { PopupPage } from "./PopupPage.tsx";
export { StaticPage } from "./StaticPage.tsx";
