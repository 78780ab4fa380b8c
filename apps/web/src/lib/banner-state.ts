/**
 * 'Do not show again today' of the banner overlay: the Seoul date (YYYY-MM-DD) up to which it stays
 * hidden, in localStorage; and the name its first picture is timed by. Kept apart from the overlay so
 * the shell can decide (and wait) without loading it.
 */
import { BANNER_HIDDEN_KEY } from "@portal/contract";
import { seoulDay } from "./format.ts";

const today = () => seoulDay();

/**
 * The overlay's first picture carries `elementtiming` with this name (Element Timing API): the shell
 * waits for its paint before replacing the server's drawing with the browser's overlay.
 */
export const BANNER_PICTURE_TIMING = { elementtiming: "banner-picture" };

/** True when the member chose 'do not show again today' today (or storage is unreadable: false). */
export function bannerHiddenToday(): boolean {
  try {
    return (localStorage.getItem(BANNER_HIDDEN_KEY) ?? "") >= today();
  } catch {
    return false;
  }
}

/** Remembers 'do not show again today'; a browser that refuses storage shows the banner next time. */
export function hideBannerToday(): void {
  try {
    localStorage.setItem(BANNER_HIDDEN_KEY, today());
  } catch {
    // storage refused (private mode)
  }
}
