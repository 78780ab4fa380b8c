/**
 * Brings the element named by the address's fragment (`#comment-12`: a notification's link to a
 * comment) into view once `ready` (its list has loaded), and gives it the focus-visible outline's
 * attention by focusing it (tabIndex -1). Once per fragment.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export function useHashTarget(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.setAttribute("tabindex", "-1");
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
