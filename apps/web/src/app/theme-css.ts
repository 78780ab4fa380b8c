/**
 * The theme's CSS variables and Mantine's breakpoint classes as a static style sheet, made when the
 * app is built (vite-plugins.ts, module `virtual:theme.css`, imported by main.tsx). MantineProvider
 * would otherwise compute both and render them as `<style>` elements on every page load (5–35 ms of
 * a phone's main thread during hydration, docs/pages.md), so `AppProviders` turns them off.
 * Runs in Node only.
 */
import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { cssVariablesResolver, theme } from "./theme.ts";

/** The CSS text of the `<style>` elements MantineProvider renders for `theme` (variables, then classes). */
export function themeStyleSheet(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
}
