/**
 * 인기 검색어 (issue 42 §2; docs/search.md "Popular words"): the `POPULAR_SEARCH_COUNT` words most searched
 * over the last `POPULAR_SEARCH_DAYS` Seoul days, each member (or, for a visitor, each address) counted
 * once a day per word, administrators' excluded words left out. A reader is kept only as a key made
 * with an HMAC of the day and the reader (a server key of `signingKeys`), so the counts hold no personal
 * data; the primary key (day, word, key) makes any number of searches at once count once. Each first
 * count of a word raises the day's tally (`searchWordDays`), which the popular list sums.
 */
import { createHmac, randomBytes } from "node:crypto";
import {
  addDays,
  type ExcludedSearchWords,
  POPULAR_SEARCH_COUNT,
  POPULAR_SEARCH_DAYS,
  type PopularSearches,
  seoulDay,
} from "@portal/contract";
import { auditedChange } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { signingKey } from "../notifications/index.ts";
import { countSearch, excludedWords, forgetSearchesBefore, mostSearched, replaceExcludedWords } from "./queries.ts";

/** The signingKeys purpose of the readers' daily keys. */
const READER_KEY = "search-reader";

/** Who searched: a member's id, or a visitor's address. */
export type Searcher = { userId: string } | { ip: string };

/** The daily key of `who` on `day`: HMAC-SHA256 of both with the server's key, 128 bits. */
async function readerKey(ctx: AppContext, day: string, who: Searcher): Promise<string> {
  const key = await signingKey(ctx.db, READER_KEY, randomBytes(32).toString("base64url"));
  const name = "userId" in who ? `u:${who.userId}` : `a:${who.ip}`;
  return createHmac("sha256", key).update(`${day}|${name}`).digest("base64url").slice(0, 22);
}

/** Counts the words of a real search (trimmed, lower-cased, not empty) once per reader and Seoul day. */
export async function countWords(ctx: AppContext, words: string[], who: Searcher): Promise<void> {
  const real = [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))];
  if (real.length === 0) return;
  const day = seoulDay();
  const key = await readerKey(ctx, day, who);
  await writeTransaction(ctx.db, ctx.dialect, (trx) => countSearch(trx, day, real, key));
}

/** GET /api/search/popular: the most searched words of the last days, excluded words left out. */
export async function popularSearches(ctx: AppContext): Promise<PopularSearches> {
  const from = addDays(seoulDay(), -(POPULAR_SEARCH_DAYS - 1));
  return { words: await mostSearched(ctx.db, from, POPULAR_SEARCH_COUNT) };
}

/** Removes the counts of days no longer shown (the daily task). */
export function forgetOldSearches(ctx: AppContext): Promise<void> {
  return forgetSearchesBefore(ctx.db, addDays(seoulDay(), -POPULAR_SEARCH_DAYS));
}

/** GET /api/admin/search/excluded-words. */
export async function listExcludedWords(ctx: AppContext): Promise<ExcludedSearchWords> {
  return { words: await excludedWords(ctx.db) };
}

/**
 * PUT /api/admin/search/excluded-words: replaces the list (words trimmed, lower-cased, each once), one
 * audited change (`search.excludedWords`, with the words added and removed).
 */
export async function saveExcludedWords(
  ctx: AppContext,
  input: ExcludedSearchWords,
  admin: AdminActor,
): Promise<ExcludedSearchWords> {
  const words = [...new Set(input.words.map((w) => w.trim().toLowerCase()).filter(Boolean))].sort();
  return auditedChange(ctx, admin, {
    read: (trx) => excludedWords(trx),
    write: async (trx) => {
      await replaceExcludedWords(trx, words, admin.user.userId, new Date().toISOString());
      return { words };
    },
    audit: (before) => ({
      action: "search.excludedWords",
      detail: {
        added: words.filter((w) => !before.includes(w)),
        removed: before.filter((w) => !words.includes(w)),
      },
    }),
  });
}
