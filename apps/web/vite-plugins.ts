/**
 * Modules the app's build makes from code that runs in Node (used by vite.config.ts and by the unit
 * tests' vitest.config.ts alike):
 * - `virtual:theme.css`: the theme's CSS variables and Mantine's breakpoint classes (src/app/theme-css.ts),
 *   a static style sheet instead of `<style>` elements MantineProvider computes on every page load;
 * - `virtual:screen-messages`: the screens' part of the message catalogue as one JSON text that the
 *   browser parses (JSON.parse), instead of a script of ~1,500 object properties to evaluate.
 * Both were work of the first load's main thread on a phone (issue 25 §5, docs/pages.md).
 */
import { screenMessages } from "@portal/contract";
import type { Plugin } from "vite";
import { themeStyleSheet } from "./src/app/theme-css.ts";

/** A plugin serving module `id` with the code `load` returns (made once, when first asked for). */
function virtualModule(name: string, id: string, load: () => string): Plugin {
  let code: string | undefined;
  return {
    name,
    // No "\0" before the id: Vite's CSS plugins skip such ids, and the theme's must be bundled as CSS.
    resolveId: (source) => (source === id ? id : undefined),
    load(requested) {
      if (requested !== id) return undefined;
      code ??= load();
      return code;
    },
  };
}

/** `virtual:theme.css` (imported by main.tsx). */
export const themeStyles = (): Plugin => virtualModule("portal-theme-styles", "virtual:theme.css", themeStyleSheet);

/** `virtual:screen-messages` (imported by src/lib/screen-messages.ts): `screenMessages`, parsed from JSON. */
export const screenMessagesAsJson = (): Plugin =>
  virtualModule(
    "portal-screen-messages",
    "virtual:screen-messages",
    () => `export const screenMessages = JSON.parse(${JSON.stringify(JSON.stringify(screenMessages))});`,
  );
