/**
 * Site files for crawlers and link previews (issue 25 §2, §4): GET /robots.txt, /sitemap.xml,
 * /sitemaps/{pages|board-{boardId}-{n}|trade-{n}}.xml, /rss/{boardId}.xml, and GET /api/site-config
 * (the browser's public settings: the Kakao JavaScript key). Built files are kept by this node for
 * SITE_CACHE_SECONDS (cache.ts) and may be kept by browsers, proxies and crawlers for an hour
 * (sitemaps), ten minutes (feeds) or a day (robots.txt). Unknown or non-public files answer 404.
 */
import { siteConfigSchema, t } from "@portal/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { sendProblem } from "../http/errors.ts";
import { siteCache } from "./cache.ts";
import { boardFeed } from "./feed.ts";
import { robotsTxt } from "./robots.ts";
import { absoluteUrl, boardSitemap, pagesSitemap, readCatalogue, sitemapIndex, tradeSitemap } from "./sitemap.ts";

const HOUR = 3600;
const fileParams = z.object({ file: z.string().max(80) });

/** `/sitemaps/{name}.xml` names: the pages file, a board's file n, a trade file n. */
const SITEMAP_FILE = /^(?:(pages)|board-([0-9A-Za-z_]{1,40})-(\d{1,6})|trade-(\d{1,6}))\.xml$/;

/** The site routes as a Fastify plugin. */
export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const cache = siteCache(ctx.config.siteCacheSeconds);
  const catalogue = () => cache.get("catalogue", () => readCatalogue(ctx));

  const notFound = (reply: FastifyReply) => sendProblem(reply, 404, "NOT_FOUND", t("errorNotFound"));
  const send = (reply: FastifyReply, type: string, maxAge: number, body: string | null) => {
    if (body === null) return notFound(reply);
    return reply.header("cache-control", `public, max-age=${maxAge}`).type(type).send(body);
  };
  const xml = "application/xml; charset=utf-8";

  return async (app) => {
    app.get("/robots.txt", { schema: { hide: true } }, (_request, reply) =>
      send(reply, "text/plain; charset=utf-8", 24 * HOUR, robotsTxt(absoluteUrl(ctx, "/sitemap.xml"))),
    );
    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
      const body = await cache.get("index", async () => {
        const read = await catalogue();
        return read && sitemapIndex(ctx, read);
      });
      return send(reply, xml, HOUR, body);
    });
    app.get("/sitemaps/:file", { schema: { hide: true, params: fileParams } }, async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file);
      if (!match) return notFound(reply);
      const [, pages, boardId, boardChunk, tradeChunk] = match;
      const body = await cache.get(request.params.file, async () => {
        if (pages) {
          const read = await catalogue();
          return read && pagesSitemap(ctx, read);
        }
        if (boardId) return boardSitemap(ctx, boardId, Number(boardChunk));
        return tradeSitemap(ctx, Number(tradeChunk));
      });
      return send(reply, xml, HOUR, body);
    });
    app.get("/rss/:file", { schema: { hide: true, params: fileParams } }, async (request, reply) => {
      const boardId = /^([0-9A-Za-z_]{1,40})\.xml$/.exec(request.params.file)?.[1];
      if (!boardId) return notFound(reply);
      const body = await cache.get(`rss:${boardId}`, () => boardFeed(ctx, boardId));
      return send(reply, "application/rss+xml; charset=utf-8", 10 * 60, body);
    });
    app.get(
      "/api/site-config",
      {
        config: { access: "public" },
        schema: {
          tags: ["site"],
          summary: "사이트 공개 설정 (카카오 JavaScript 키)",
          response: { 200: siteConfigSchema },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return { kakaoJsKey: ctx.config.kakaoJsKey };
      },
    );
  };
}
