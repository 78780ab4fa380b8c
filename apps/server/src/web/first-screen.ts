/**
 * What a list page's first screen needs, announced in its index.html so the browser fetches it with
 * the entry's scripts instead of one round trip after another (entry → words and overlay → screen →
 * its imports): the modules of the screen, the screens' words, the modal hosts and the banner
 * overlay (with their static imports and style sheets, read from Vite's build manifest,
 * `dist/.vite/manifest.json`), the overlay's first drawing, and the first reads (the session, a
 * board, the trade list's first page). Modules are only fetched, not run:
 * the app still runs them in its own order (apps/web/src/lib/screens.ts).
 */
import fs from "node:fs";
import path from "node:path";
import {
  BANNER_FIRST_PICTURE,
  PAGE_PICTURES,
  SCREEN_MODULES_ID,
  seoulDay,
  TRADE_PAGE_SIZES,
  TRADE_SEARCH_FROM,
} from "@portal/contract";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The screens' words, which the app loads before any screen outside its entry (apps/web/src/lib/screens.ts). */
const SCREEN_WORDS = "src/lib/screen-messages.ts";

/** Modules every page with the banner overlay (boards spec §1) starts with, besides its screen. */
const SHARED = [SCREEN_WORDS, "src/lib/overlay-hosts.tsx", "src/features/pages/BannerOverlay.tsx"];

/** The overlay's first drawing. */
const OVERLAY_PICTURE = `${PAGE_PICTURES}${BANNER_FIRST_PICTURE}`;

/**
 * Pages whose first screen is announced: the server route, the paths it covers, and the screen's
 * module (apps/web/src/app/App.tsx).
 */
const SCREENS: {
  route: string;
  pattern: RegExp;
  screen: string;
  reads: (pathname: string, search: string) => string[];
}[] = [
  {
    route: "/app/board/:boardId",
    pattern: /^\/app\/board\/\d+$/,
    screen: "src/features/boards/BoardPage.tsx",
    // The board (its layout decides the next reads: apps/web/src/features/boards/prefetch.ts).
    reads: (pathname) => [`/api/boards/${pathname.split("/")[3]}`],
  },
  {
    route: "/app/trade",
    pattern: /^\/app\/trade$/,
    screen: "src/features/trade/TradeListPage.tsx",
    // The categories and, for the plain address, the first page as the list asks for it
    // (apps/web/src/features/trade/useTradeParams.ts defaults, api.ts dealListQuery).
    reads: (_pathname, search) => [
      "/api/trade/categories",
      ...(search
        ? []
        : [`/api/deals?tab=all&from=${TRADE_SEARCH_FROM}&to=${seoulDay(new Date())}&pageSize=${TRADE_PAGE_SIZES[0]}`]),
    ],
  },
];

/** The session every page reads first (the header's user area). */
const SESSION_READ = "/api/auth/session";

/**
 * A server route and, for a request address of it (path and query), its index.html (undefined for
 * a path `pattern` does not match). The page's first reads are announced too (`as="fetch"`, same credentials as the app's
 * `fetch`, so the app's request takes the answer instead of asking again).
 */
export interface FirstScreenPage {
  route: string;
  pattern: RegExp;
  html: (url: string) => string | undefined;
}

/** Every file `keys` load statically (their own files, imports and style sheets), in manifest order. */
function closure(manifest: Manifest, keys: string[], skip: Set<string>): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!skip.has(chunk.file)) js.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!skip.has(sheet) && !css.includes(sheet)) css.push(sheet);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/** The build's manifest, or undefined when it has none. */
function readManifest(webDist: string): Manifest | undefined {
  const manifestFile = path.join(webDist, ".vite", "manifest.json");
  return fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest) : undefined;
}

/** A server-rendered screen's links: style sheets for the head, module preloads for the body's end. */
export interface ScreenLinks {
  styles: string;
  modules: string;
}

/**
 * For a built web app (`webDist`), the links of a server-rendered screen: for its modules `screens`
 * (build manifest keys, apps/web/src/app/loaders.ts), `<link rel="stylesheet">` tags of their style
 * sheets and their static imports' that the entry does not link already, so a page drawn by the server
 * looks the same before (or without) its JavaScript and waits for no other screen's styles; and
 * `<link rel="modulepreload">` tags of the same modules and of the screens' words, so the browser
 * fetches them at once instead of one round trip after another before the page hydrates (issue 38:
 * a post's page waited entry → words → screen → its imports). The preloads sit in a `<template>`
 * (SCREEN_MODULES_ID) after the body, inert until the web app moves them into the page after its first
 * paint (main.tsx): the server's HTML already shows the page, and fetched with it the code shared a slow
 * phone's bandwidth with its styles and pictures (Lighthouse mobile 86 on a post's page, FCP 3.1 s).
 * Always empty when the build has no manifest; throws for a module the manifest does not hold.
 */
export function screenLinks(webDist: string): (screens: string[]) => ScreenLinks {
  const manifest = readManifest(webDist);
  if (!manifest) return () => ({ styles: "", modules: "" });
  const entry = closure(manifest, ["index.html"], new Set());
  const inEntry = new Set([...entry.js, ...entry.css]);
  const links = new Map<string, ScreenLinks>();
  return (screens) => {
    const key = screens.join(" ");
    let found = links.get(key);
    if (found === undefined) {
      // A module the build does not know would leave its page unstyled until the app runs: the page
      // fails to render instead (the shell is sent, the error logged), and the server tests see it.
      const unknown = screens.filter((screen) => !manifest[screen]);
      if (unknown.length > 0) throw new Error(`screens not in the build manifest: ${unknown.join(", ")}`);
      const { js, css } = closure(manifest, screens.length > 0 ? [SCREEN_WORDS, ...screens] : [], inEntry);
      found = {
        styles: css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join("\n    "),
        modules: `<template id="${SCREEN_MODULES_ID}">${js
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join("")}</template>`,
      };
      links.set(key, found);
    }
    return found;
  };
}

/**
 * For a built web app (`webDist`) and its index.html text, the pages listed above with their
 * index.html announcing the first screen; none when the build has no manifest.
 */
export function firstScreenPages(webDist: string, indexHtml: string): FirstScreenPage[] {
  const manifest = readManifest(webDist);
  if (!manifest) return [];
  const entry = closure(manifest, ["index.html"], new Set());
  const inEntry = new Set([...entry.js, ...entry.css]);
  return SCREENS.map(({ route, pattern, screen, reads }) => {
    const { js, css } = closure(manifest, [...SHARED, screen], inEntry);
    const links = [
      `<link rel="preload" as="image" href="${OVERLAY_PICTURE}" fetchpriority="high">`,
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const page = indexHtml.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
    return {
      route,
      pattern,
      html: (url) => {
        const [pathname = "", search = ""] = url.split("?");
        if (!pattern.test(pathname)) return undefined;
        const fetches = [SESSION_READ, ...reads(pathname, search)].map(
          (read) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${read.replaceAll("&", "&amp;")}">`,
        );
        return page.replace("</head>", `  ${fetches.join("\n    ")}\n  </head>`);
      },
    };
  });
}
