/**
 * Serves the built single-page app: hashed assets with a long cache (brotli or gzip copies made at
 * build time when the browser accepts them), and for every other GET outside /api a page (no cache):
 * a public page rendered on the server with its true status (ssr.ts, issue 25), else index.html so
 * that members' screens and legacy deep links (/app/board/…) load the app. The home page's copy
 * announces its first hero picture (its largest paint) so the browser fetches it along with the
 * scripts instead of after them; board and trade lists announce their first screen's code
 * (first-screen.ts). Unknown /api paths answer a 404 problem.
 */
import fs from "node:fs";
import path from "node:path";
import negotiate from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import { HOME_FIRST_PICTURE, PAGE_PICTURES, SEARCH_PAGE_PATH, t } from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { sendProblem } from "../http/errors.ts";
import { firstScreenPages, screenLinks } from "./first-screen.ts";
import { createPageRenderer, PAGE_ENCODINGS, type RenderedHtml } from "./ssr.ts";

/** The home page's first hero picture. */
const HOME_PRELOAD = `<link rel="preload" as="image" href="${PAGE_PICTURES}${HOME_FIRST_PICTURE}" fetchpriority="high">`;

/** Pages no search engine may index: 통합검색's results (issue 42 §2), drawn in the browser (app/loaders.ts). */
const NOINDEX_PATHS = new Set([SEARCH_PAGE_PATH]);

/** An index.html copy, never cached (it names the hashed assets of the current build). */
const sendPage = (reply: FastifyReply, html: string | Buffer, status = 200) =>
  reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);

/**
 * Sends a server-rendered page in the encoding the request accepts, from the page's own compressed
 * forms (made once per kept page; the app's compression hook leaves an encoded answer alone).
 */
async function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedHtml) {
  const accepted = request.headers["accept-encoding"];
  const encoding = accepted ? negotiate(accepted.toLowerCase(), [...PAGE_ENCODINGS]) : null;
  reply.header("vary", "accept-encoding");
  if (!encoding) return sendPage(reply, page.html, page.status);
  const body = await page.compressed(encoding);
  return sendPage(reply.header("content-encoding", encoding), body, page.status);
}

/**
 * Serves the web app of `ctx.config.webDist`: public pages rendered on the server (ssr.ts) where its
 * server entry was built, the app's shell (`shellHtml` for the address) for every other page.
 */
export async function installWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const webDist = ctx.config.webDist;
  const hasApp = webDist !== undefined && fs.existsSync(path.join(webDist, "index.html"));
  const indexHtml = hasApp ? fs.readFileSync(path.join(webDist, "index.html"), "utf8") : "";
  const homeHtml = indexHtml.replace("</head>", `  ${HOME_PRELOAD}\n  </head>`);
  const render = hasApp ? await createPageRenderer(app, ctx, webDist, indexHtml, screenLinks(webDist)) : undefined;
  /** The server's page for a public address, else `shellHtml`. */
  const page = async (request: FastifyRequest, reply: FastifyReply, shellHtml: string) => {
    if (NOINDEX_PATHS.has(request.url.split("?")[0] ?? "")) reply.header("x-robots-tag", "noindex");
    const rendered = await render?.(request).catch((error: unknown) => {
      request.log.error({ err: error }, "server render failed; the shell is sent");
      return undefined;
    });
    return rendered ? sendRendered(request, reply, rendered) : sendPage(reply, shellHtml);
  };

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Routes for the files present at start; a rebuilt web app needs a restart.
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; they are sent as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  if (hasApp) {
    app.get("/", { schema: { hide: true } }, (request, reply) => page(request, reply, homeHtml));
    for (const screen of firstScreenPages(webDist, indexHtml)) {
      app.get(screen.route, { schema: { hide: true } }, (request, reply) => {
        const html = screen.html(request.url);
        return html ? page(request, reply, html) : reply.callNotFound();
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (hasApp && isPage) return page(request, reply, indexHtml);
    return sendProblem(reply, 404, "NOT_FOUND", t(isPage ? "errorRouteNotFound" : "errorNotFound"));
  });
}
