/**
 * 'Do not show again today' of the banner overlay: the Seoul date (YYYY-MM-DD) up to which it stays
 * hidden, in localStorage. Kept apart from the overlay so the shell can decide without loading it.
 */
import { BANNER_HIDDEN_KEY } from "@portal/contract";
import { seoulDay } from "./format.ts";

const today = () => seoulDay();

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
