/**
 * The banner overlay's 'do not show again today' (boards spec §1), as both sides need it. The web app
 * keeps the Seoul date (YYYY-MM-DD) up to which the overlay stays hidden in localStorage under
 * `BANNER_HIDDEN_KEY`. A page the server renders is the same for every visitor and holds the overlay's
 * first drawing; `BANNER_HIDDEN_SCRIPT`, inline in its `<head>` (allowed by its hash in the content
 * security policy), marks `<html data-banner="hidden">` before the body paints when the visitor hid the
 * overlay today, and the style sheet hides the drawing (apps/web/src/app/global.css).
 */

/** localStorage key: the Seoul date up to which the banner stays hidden. */
export const BANNER_HIDDEN_KEY = "bannerHiddenUntil";

/**
 * The inline script of a rendered page's head (see above); a browser that refuses storage sees the
 * overlay. Today in Seoul is UTC + 9 h (no daylight saving): an Intl formatter with a time zone here
 * cost 80–150 ms before the first paint (Chromium sets up its time zone data on first use).
 */
export const BANNER_HIDDEN_SCRIPT = `try{if((localStorage.getItem("${BANNER_HIDDEN_KEY}")||"")>=new Date(Date.now()+324e5).toISOString().slice(0,10))document.documentElement.dataset.banner="hidden"}catch(e){}`;
