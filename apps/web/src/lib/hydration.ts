/**
 * Whether this render is the server's or the browser's hydration of the server's page (issue 38 §2):
 * what a component draws then must match on both sides, so it may not depend on the browser (the
 * viewport, what has scrolled into view). True on the server and while hydrating; false in a render
 * the browser draws itself, including the renders after hydration.
 */
import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => undefined;

/** True on the server and during hydration (React's server snapshot), false otherwise. */
export const useServerRender = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
