/**
 * Whether the banner overlay stays hidden (contract's banner.ts): closed (닫기) in this browser
 * session, in sessionStorage, or 'do not show again today', the Seoul date (YYYY-MM-DD) up to which it
 * stays hidden, in localStorage; and the name its first picture is timed by. Kept apart from the
 * overlay so the shell can decide (and wait) without loading it.
 */
import { BANNER_CLOSED_KEY, BANNER_HIDDEN_KEY, seoulDay } from "@portal/contract";

const today = () => seoulDay();

/**
 * The overlay's first picture carries `elementtiming` with this name (Element Timing API): the shell
 * waits for its paint before replacing the server's drawing with the browser's overlay.
 */
export const BANNER_PICTURE_TIMING = { elementtiming: "banner-picture" };

/**
 * True when the visitor closed the overlay in this browser session or chose 'do not show again today'
 * today (storage unreadable: false).
 */
export function bannerHidden(): boolean {
  try {
    return (
      sessionStorage.getItem(BANNER_CLOSED_KEY) !== null || (localStorage.getItem(BANNER_HIDDEN_KEY) ?? "") >= today()
    );
  } catch {
    return false;
  }
}

/**
 * Remembers a closing: for this browser session, and with `forToday` ('do not show again today') to
 * the end of today in Seoul as well. A browser that refuses storage shows the banner next time.
 */
export function closeBanner(forToday: boolean): void {
  try {
    sessionStorage.setItem(BANNER_CLOSED_KEY, "1");
    if (forToday) localStorage.setItem(BANNER_HIDDEN_KEY, today());
  } catch {
    // storage refused (private mode)
  }
}
