/**
 * Confirmation modals and toasts load on first need, not with the first page: Mantine's modal
 * stack (Modal, ScrollArea, focus trap, scroll lock) and the toast container are a chunk of their
 * own (`overlay-hosts.tsx`). `loadOverlays()` starts it: every lazy screen waits for it before it
 * renders (`lazyScreen`, so a screen's `modals.open…` always finds its host), and `notify.ts` calls
 * it for a toast (the toast store keeps what was shown before the container mounted).
 */
import { type ComponentType, useSyncExternalStore } from "react";

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where the hosts mount once loaded (inside the query client, beside the router, as before). The
 * server's page and the browser's hydration render none (the server snapshot), so a server that
 * loaded the hosts for a screen does not differ from a browser that has not yet.
 */
export function OverlaySlot() {
  const Loaded = useSyncExternalStore(
    subscribe,
    () => Hosts,
    () => null,
  );
  return Loaded ? <Loaded /> : null;
}
