/**
 * A public board's RSS 2.0 feed (issue 25 §4): `/rss/{boardId}.xml`, the board's `FEED_ITEMS` newest
 * visitor-readable posts (not secret, not deleted), newest first, each with its title, address (link
 * and permanent guid), publication date (RFC 822, GMT), a description from the post's text (at most
 * `DESCRIPTION_CHARS` characters) and the author as shown on the board (익명 on anonymous posts), as
 * Dublin Core `dc:creator` since RSS's own `author` must be an e-mail address, which is never public.
 */
import { t } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { displayName } from "../posts/index.ts";
import { newestPosts } from "./queries.ts";
import { absoluteUrl, publicBoards } from "./sitemap.ts";
import { escapeXml, rfc822Date } from "./xml.ts";

/** Posts in a feed. */
export const FEED_ITEMS = 20;
/** Longest item description, in characters (an ellipsis marks a cut). */
const DESCRIPTION_CHARS = 300;

const summary = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > DESCRIPTION_CHARS ? `${flat.slice(0, DESCRIPTION_CHARS - 1)}…` : flat;
};

/** The feed of a public board, or null when the board is unknown or a visitor may not read it. */
export async function boardFeed(ctx: AppContext, boardId: string): Promise<string | null> {
  const board = (await publicBoards(ctx)).find((b) => b.boardId === boardId);
  if (!board) return null;
  const posts = await newestPosts(ctx.db, boardId, FEED_ITEMS);
  const boardUrl = absoluteUrl(ctx, `/app/board/${boardId}`);
  const items = posts.map((post) => {
    const link = escapeXml(absoluteUrl(ctx, `/app/board/${boardId}/${post.postId}`));
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822Date(post.createdAt)}</pubDate>`,
      `<description>${escapeXml(summary(post.bodyText))}</description>`,
      `<dc:creator>${escapeXml(displayName(post))}</dc:creator>`,
      "</item>\n",
    ].join("");
  });
  const self = escapeXml(absoluteUrl(ctx, `/rss/${boardId}.xml`));
  const title = t("documentTitle", { page: board.name });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n',
    `<title>${escapeXml(title)}</title>\n<link>${escapeXml(boardUrl)}</link>\n`,
    `<description>${escapeXml(board.description || board.name)}</description>\n<language>ko</language>\n`,
    `<atom:link href="${self}" rel="self" type="application/rss+xml"/>\n`,
    posts[0] ? `<lastBuildDate>${rfc822Date(posts[0].createdAt)}</lastBuildDate>\n` : "",
    ...items,
    "</channel>\n</rss>\n",
  ].join("");
}
