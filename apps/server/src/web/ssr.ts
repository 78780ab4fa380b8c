/**
 * Server rendering of the public pages (issue 25; docs/pages.md "Server rendering: how it works"): loads the
 * web app's server entry (apps/web/dist-server/entry-server.js, built with the browser build) and
 * answers a page's GET with its rendered HTML and true status. The page's reads go through this app's
 * own JSON API in process (`app.inject`) with the request's cookie, so the HTML shows exactly what the
 * API would show the same session. Pages asked without a session cookie are the same for every visitor
 * and are kept rendered (an LRU of `CACHE_ENTRIES`, each at most `CACHE_SECONDS` old), dropped on every
 * node when a change is made through the API (the `CHANGED_CHANNEL` bus event). A page is kept as bytes
 * with its compressed forms (`RenderedHtml`), so a kept page costs no encoding on a send.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { BANNER_HIDDEN_SCRIPT, EARLY_INPUT_SCRIPT } from "@portal/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { ScreenLinks } from "./first-screen.ts";

/** What the web app's server entry exports (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  render(request: {
    url: string;
    base: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    hasSession: boolean;
  }): Promise<{ status: number; head: string; body: string; state: string; screens: string[] } | null>;
}

/** The encodings a page is sent in besides identity, preferred first. */
export const PAGE_ENCODINGS = ["br", "gzip"] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * A rendered page: status, whole HTML encoded once (UTF-8) and its compressed forms, each made on
 * first need and kept with the page. A kept page is sent many times: encoding its 70 KB of Korean
 * text again on every send cost about 2 ms of the only thread, and compressing it again about 8 ms.
 */
export interface RenderedHtml {
  status: number;
  html: Buffer;
  /** The HTML compressed with `encoding`. */
  compressed(encoding: PageEncoding): Promise<Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered page of `text` (see RenderedHtml); brotli at quality 5, as fast as gzip here and smaller. */
function renderedHtml(status: number, text: string): RenderedHtml {
  const html = Buffer.from(text);
  const forms = new Map<PageEncoding, Promise<Buffer>>();
  return {
    status,
    html,
    compressed(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form =
          encoding === "br"
            ? brotli(html, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
                },
              })
            : gzip(html);
        forms.set(encoding, form);
      }
      return form;
    },
  };
}

/** Renders a page request, or resolves with undefined when the page is drawn in the browser (send the shell). */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedHtml | undefined>;

/** Rendered pages kept for visitors without a session cookie. */
export const CACHE_ENTRIES = 500;
/** Longest time a kept page is sent (seconds): bounds what a change on another path (a date's "today") leaves stale. */
export const CACHE_SECONDS = 10;
/** Bus channel announcing that public content may have changed (every node drops its kept pages). */
export const CHANGED_CHANNEL = "web:content-changed";

/** API paths whose successful changes can alter a public page. */
const CONTENT_PATHS =
  /^\/api\/(boards|posts|comments|deals|trade|pages|operator|admin|files|companies|reports)(\/|\?|$)/;

/** Cookie names that make a request a member's (its page is rendered for it alone, never kept). */
const SESSION_COOKIE = /(?:^|;\s*)sid=/;

/** A bounded map with least-recently-used eviction and an age limit. */
function pageCache(entries: number, maxAgeMs: number) {
  const kept = new Map<string, { page: RenderedHtml; at: number }>();
  return {
    get(key: string): RenderedHtml | undefined {
      const hit = kept.get(key);
      if (!hit) return undefined;
      kept.delete(key);
      if (Date.now() - hit.at > maxAgeMs) return undefined;
      kept.set(key, hit);
      return hit.page;
    },
    set(key: string, page: RenderedHtml): void {
      kept.delete(key);
      kept.set(key, { page, at: Date.now() });
      if (kept.size > entries) kept.delete(kept.keys().next().value as string);
    },
    clear: () => kept.clear(),
  };
}

/** The server entry beside the browser build `webDist` (…/dist → …/dist-server), if it was built. */
async function loadEntry(webDist: string): Promise<ServerEntry | undefined> {
  const file = path.join(webDist, "..", "dist-server", "entry-server.js");
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

/**
 * What every rendered page's head holds for the banner overlay's first drawing in its body: the script
 * hiding it from a visitor who hid it today (contract's banner.ts) and, without JavaScript, a rule that
 * hides it (nothing could close it); and the queue of what is typed and pressed before hydration
 * (contract's early-input.ts).
 */
const BANNER_HEAD = `<script>${BANNER_HIDDEN_SCRIPT}</script>\n    <script>${EARLY_INPUT_SCRIPT}</script>\n    <noscript><style>[data-banner-overlay]{display:none}</style></noscript>`;

/** The template's head without the title and description the page replaces. */
const GENERIC_HEAD = /\s*<title>[^<]*<\/title>|\s*<meta name="description"[^>]*>/g;

/**
 * The renderer of `app`'s public pages into `template` (the build's index.html), each page linking
 * the style sheets and module preloads `styles` gives for its screen's modules (first-screen.ts `screenLinks`), or
 * undefined when the server entry was not built. Installs the cache's invalidation.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string,
  template: string,
  styles: (screens: string[]) => ScreenLinks,
): Promise<PageRenderer | undefined> {
  const entry = await loadEntry(webDist);
  if (!entry) return undefined;
  const base = ctx.config.publicUrl;
  const shell = template.replace(GENERIC_HEAD, "");
  const cache = pageCache(CACHE_ENTRIES, CACHE_SECONDS * 1000);
  app.addHook("onResponse", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return;
    if (CONTENT_PATHS.test(request.url)) await ctx.events.publish(CHANGED_CHANNEL, {});
  });

  /** Renders `request` (a member's with its cookie, a visitor's without a session). */
  const renderPage = async (request: FastifyRequest, member: boolean): Promise<RenderedHtml | undefined> => {
    const cookie = request.headers.cookie;
    const rendered = await entry.render({
      url: request.url,
      base,
      hasSession: member,
      fetch: async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? "GET") as "GET",
          url,
          // As the browser's own read would come: its cookie, address and user agent (a view is
          // counted once per viewer, limits count per member or address).
          remoteAddress: request.ip,
          headers: { ...(cookie ? { cookie } : {}), "user-agent": request.headers["user-agent"] ?? "" },
          payload: typeof init.body === "string" ? init.body : undefined,
        });
        return new Response(answer.rawPayload, {
          status: answer.statusCode,
          headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
        });
      },
    });
    if (!rendered) return undefined;
    const links = styles(rendered.screens);
    const head = [BANNER_HEAD, links.styles, rendered.head].filter(Boolean).join("\n    ");
    const html = shell
      .replace("</head>", `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>${rendered.state}${links.modules}`);
    return renderedHtml(rendered.status, html);
  };

  // Visitors asking for the same address while it renders share that render; a change in between
  // starts a new one and the older is not kept.
  const inflight = new Map<string, Promise<RenderedHtml | undefined>>();
  let generation = 0;
  ctx.events.subscribe(CHANGED_CHANNEL, () => {
    cache.clear();
    generation += 1;
    inflight.clear();
  });

  return async (request) => {
    const cookie = request.headers.cookie;
    if (cookie !== undefined && SESSION_COOKIE.test(cookie)) return renderPage(request, true);
    const hit = cache.get(request.url);
    if (hit) return hit;
    let pending = inflight.get(request.url);
    if (!pending) {
      const started = generation;
      pending = renderPage(request, false).then((page) => {
        if (page && started === generation) cache.set(request.url, page);
        return page;
      });
      const shared = pending;
      void shared
        .finally(() => {
          if (inflight.get(request.url) === shared) inflight.delete(request.url);
        })
        .catch(() => undefined);
      inflight.set(request.url, shared);
    }
    return pending;
  };
}
