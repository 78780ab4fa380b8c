/**
 * Confirmation modals and toasts load on first need, not with the first page: Mantine's modal
 * stack (Modal, ScrollArea, focus trap, scroll lock) and the toast container are a chunk of their
 * own (`overlay-hosts.tsx`). `loadOverlays()` starts it: every lazy screen waits for it before it
 * renders (`lazyScreen`, so a screen's `modals.open…` always finds its host), and `notify.ts` calls
 * it for a toast (the toast store keeps what was shown before the container mounted).
 */
import { type ComponentType, startTransition, useEffect, useState } from "react";

let loading: Promise<void> | undefined;
let Hosts: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Loads the modal and toast hosts once; later calls share the first download. */
export function loadOverlays(): Promise<void> {
  loading ??= import("./overlay-hosts.tsx").then((m) => {
    Hosts = m.OverlayHosts;
    for (const listener of listeners) listener();
  });
  return loading;
}

/**
 * Where the hosts mount once loaded (inside the query client, beside the router, as before). The
 * server's page and the browser's hydration render none, so a server that loaded the hosts for a
 * screen does not differ from a browser that has not yet. They mount in a transition, rendered in
 * slices: as a store's change (a synchronous render) their first render and Mantine's modal code were
 * one long task on every page but home, just after hydration (docs/pages.md).
 */
export function OverlaySlot() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = () => startTransition(() => setLoaded(() => Hosts));
    if (Hosts) show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return Loaded ? <Loaded /> : null;
}
