/**
 * 통합검색 endpoints (issue 42; docs/search.md): GET /api/search (anyone: what the reader may open),
 * GET /api/search/popular (인기 검색어), and the administrators' GET and PUT
 * /api/admin/search/excluded-words.
 */
import {
  excludedSearchWordsSchema,
  popularSearchesSchema,
  searchQuerySchema,
  searchResultSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { countWords, listExcludedWords, popularSearches, saveExcludedWords } from "./popular.ts";
import { search } from "./service.ts";
import { termsOf } from "./terms.ts";

const tags = ["search"];

/** Registers the search routes. */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/search",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "통합검색 (게시글·댓글·중고거래·안내 페이지·행사·FAQ)",
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const result = await search(ctx, request.query, request.user);
        const who = request.user ? { userId: request.user.userId } : { ip: request.ip };
        // The words searched: as typed, or their stems where the search fell back to them.
        const stemOf = new Map(result.stems.map((s) => [s.word, s.stem]));
        await countWords(
          ctx,
          termsOf(request.query.q).words.map((w) => stemOf.get(w) ?? w),
          who,
        );
        return result;
      },
    );
    app.get(
      "/api/search/popular",
      {
        config: { access: "public" },
        schema: { tags, summary: "인기 검색어 (최근 7일)", response: { 200: popularSearchesSchema } },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return popularSearches(ctx);
      },
    );
    app.get(
      "/api/admin/search/excluded-words",
      {
        config: { access: "admin" },
        schema: { tags, summary: "인기 검색어 제외 단어", response: { 200: excludedSearchWordsSchema } },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return listExcludedWords(ctx);
      },
    );
    app.put(
      "/api/admin/search/excluded-words",
      {
        config: { access: "admin" },
        schema: {
          tags,
          summary: "인기 검색어 제외 단어 저장",
          body: excludedSearchWordsSchema,
          response: { 200: excludedSearchWordsSchema },
        },
      },
      async (request) => saveExcludedWords(ctx, request.body, adminOf(request)),
    );
  };
}
