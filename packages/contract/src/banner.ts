/**
 * Whether the banner overlay (boards spec §1) stays hidden, as both sides need it. The web app keeps
 * the Seoul date (YYYY-MM-DD) up to which the overlay stays hidden ('do not show again today') in
 * localStorage under `BANNER_HIDDEN_KEY`, and a closing (닫기) for the browser session in sessionStorage
 * under `BANNER_CLOSED_KEY`. A page the server renders is the same for every visitor and holds the
 * overlay's first drawing; `BANNER_HIDDEN_SCRIPT`, inline in its `<head>` (allowed by its hash in the
 * content security policy), marks `<html data-banner="hidden">` before the body paints when the visitor
 * closed the overlay in this session or hid it today, and the style sheet hides the drawing
 * (apps/web/src/app/global.css).
 */

/** localStorage key: the Seoul date up to which the banner stays hidden. */
export const BANNER_HIDDEN_KEY = "bannerHiddenUntil";

/** sessionStorage key: set ("1") once the overlay was closed in this browser session (issue 38 §4). */
export const BANNER_CLOSED_KEY = "bannerClosed";

/**
 * The inline script of a rendered page's head (see above); a browser that refuses storage sees the
 * overlay. Today in Seoul is UTC + 9 h (no daylight saving): an Intl formatter with a time zone here
 * cost 80–150 ms before the first paint (Chromium sets up its time zone data on first use).
 */
export const BANNER_HIDDEN_SCRIPT = `try{if(sessionStorage.getItem("${BANNER_CLOSED_KEY}")||(localStorage.getItem("${BANNER_HIDDEN_KEY}")||"")>=new Date(Date.now()+324e5).toISOString().slice(0,10))document.documentElement.dataset.banner="hidden"}catch(e){}`;
