/**
 * Screens beyond the shell load their code and their words on demand: `lazyScreen` is React.lazy
 * for a screen whose module runs only after the screens' part of the message catalogue is added
 * (packages/contract/src/messages.ts), so the first page downloads the shell's words alone.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { loadOverlays } from "./overlays.tsx";

let loading: Promise<void> | undefined;

/** Adds the screens' messages to the catalogue, once; later calls share the first download. */
export function loadScreenMessages(): Promise<void> {
  loading ??= import("./screen-messages.ts").then((m) => m.installScreenMessages());
  return loading;
}

/**
 * React.lazy for `load`, which resolves to the module's component as `default`; messages come first,
 * and the modal and toast hosts (lib/overlays.tsx) are there before the screen renders.
 */
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => Promise.all([loadScreenMessages().then(load), loadOverlays()]).then(([screen]) => screen));
}
