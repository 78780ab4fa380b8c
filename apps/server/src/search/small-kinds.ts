/**
 * 통합검색 of the small kinds (issue 42 §1): information pages (their current version; a page that
 * needs a login only for members; popups are not pages) and the reservation events members may book.
 * There are a few dozen of each, so they are read whole and matched here with the same rule and
 * relevance formula as the SQL kinds (docs/search.md). Page texts are kept per version on each node.
 */
import { PAGE_DEFS, type SearchHit, t } from "@portal/contract";
import type { Db } from "../db/database.ts";
import { htmlToText } from "../text/sanitize.ts";
import { markText, snippetOf } from "./marks.ts";
import { currentPages, openEvents, pageVersions, type Scope } from "./queries.ts";
import { needlesOf, type Terms } from "./terms.ts";

/** A searchable item: its lower-cased title and text, and its result. */
interface Item {
  title: string;
  text: string;
  date: string;
  hit: SearchHit;
}

/** Whether `item` holds every word and phrase in its title or text. */
function matches(item: Item, terms: Terms): boolean {
  const all = `${item.title} ${item.text}`;
  return [...terms.words, ...terms.phrases].every((w) => all.includes(w));
}

/** The relevance score (docs/search.md): 2 × words in the title + 1 for the words together in order. */
export function scoreOf(title: string, text: string, terms: Terms): number {
  const inTitle = terms.words.filter((w) => title.includes(w)).length;
  const together = terms.sequence !== null && (title.includes(terms.sequence) || text.includes(terms.sequence));
  return 2 * inTitle + (together ? 1 : 0);
}

/** The matching items, ordered as the search asks, with their titles and snippets marked. */
function ranked(items: Item[], scope: Scope, sort: "relevance" | "newest" = "relevance"): SearchHit[] {
  const { terms, from } = scope;
  const found = items.filter((item) => matches(item, terms) && (from === null || item.date >= from));
  const score = new Map(found.map((item) => [item, scoreOf(item.title, item.text, terms)]));
  found.sort(
    (a, b) =>
      (sort === "relevance" ? (score.get(b) ?? 0) - (score.get(a) ?? 0) : 0) ||
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0),
  );
  return found.map((item) => item.hit);
}

type PageText = { version: number; title: string; text: string; date: string };

/** Page texts of this node, per database handle: page id → its version's title and text. */
const textsOf = new WeakMap<Db, Map<string, PageText>>();

/** The current texts of the stored pages (read again only when a page's version changed). */
async function currentTexts(db: Db) {
  const pageTexts = textsOf.get(db) ?? new Map<string, PageText>();
  textsOf.set(db, pageTexts);
  const versions = await pageVersions(db);
  if (versions.some((v) => pageTexts.get(v.pageId)?.version !== v.currentVersion)) {
    for (const row of await currentPages(db)) {
      pageTexts.set(row.pageId, {
        version: row.version,
        title: row.title,
        text: htmlToText(row.bodyHtml),
        date: row.createdAt,
      });
    }
  }
  return pageTexts;
}

/** Information pages the reader may open that match (`member`: the pages that need a login too). */
export async function matchPages(db: Db, scope: Scope, member: boolean, sort?: "relevance" | "newest") {
  const texts = await currentTexts(db);
  const needles = needlesOf(scope.terms);
  const items: Item[] = [];
  for (const def of PAGE_DEFS) {
    const page = texts.get(def.pageId);
    if (!page || def.kind === "popup" || ((def.kind === "guarded" || def.kind === "frame") && !member)) continue;
    items.push({
      title: page.title.toLowerCase(),
      text: page.text.toLowerCase(),
      date: page.date,
      hit: {
        kind: "page",
        id: def.pageId,
        href: def.path,
        title: markText(page.title, needles),
        snippet: snippetOf(page.text, needles),
        location: [t("searchPlacePage")],
        date: page.date,
        author: null,
      },
    });
  }
  return ranked(items, scope, sort);
}

/** Reservation events open for booking that match. */
export async function matchEvents(db: Db, scope: Scope, sort?: "relevance" | "newest") {
  const needles = needlesOf(scope.terms);
  const items = (await openEvents(db)).map((event) => ({
    title: event.name.toLowerCase(),
    text: event.description.toLowerCase(),
    date: event.updatedAt,
    hit: {
      kind: "event" as const,
      id: String(event.eventNo),
      href: `/?reservation=${event.eventNo}`,
      title: markText(event.name, needles),
      snippet: snippetOf(event.description, needles),
      location: [t("searchPlaceEvent")],
      date: event.updatedAt,
      author: null,
    },
  }));
  return ranked(items, scope, sort);
}
