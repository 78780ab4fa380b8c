/**
 * Marked texts of 통합검색 results (issue 42 §2): a title with every searched word marked, and a
 * snippet of about `SEARCH_SNIPPET_LENGTH` characters around the first match. Texts are plain (the
 * stored body text, never HTML), so markup in them is shown as text by the page.
 */
import { type MarkedText, SEARCH_SNIPPET_LENGTH } from "@portal/contract";

/** Characters a snippet keeps before its first match. */
const LEAD = 30;

type Range = [start: number, end: number];

/** `text` lower-cased code unit by code unit (same length, so indexes stay the text's). */
function lowerSameLength(text: string): string {
  let lower = "";
  for (const char of text) {
    const l = char.toLowerCase();
    lower += l.length === char.length ? l : char;
  }
  return lower;
}

/** The ranges of `text` holding any of `needles` (lower-cased), merged and in order. */
function matchRanges(text: string, needles: string[]): Range[] {
  const lower = lowerSameLength(text);
  const ranges: Range[] = [];
  for (const needle of needles) {
    if (!needle) continue;
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The segments of `text` from `from` to `to`, marked where `ranges` are. */
function segments(text: string, ranges: Range[], from: number, to: number): MarkedText {
  const out: MarkedText = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (s > at) out.push({ text: text.slice(at, s), marked: false });
    out.push({ text: text.slice(s, e), marked: true });
    at = e;
  }
  if (at < to) out.push({ text: text.slice(at, to), marked: false });
  return out;
}

/** `text` whole, with every occurrence of `needles` (lower-cased words and phrases) marked. */
export function markText(text: string, needles: string[]): MarkedText {
  return segments(text, matchRanges(text, needles), 0, text.length);
}

/** Keeps a cut off a surrogate pair's middle. */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return at > 0 && at < text.length && code >= 0xdc00 && code <= 0xdfff ? at - 1 : at;
}

/**
 * About `SEARCH_SNIPPET_LENGTH` characters of `text` starting a little before the first match (the
 * text's start when nothing matches), marked; "…" where the text is cut. Empty for an empty text.
 */
export function snippetOf(text: string, needles: string[]): MarkedText {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return [];
  const ranges = matchRanges(flat, needles);
  const first = ranges[0]?.[0] ?? 0;
  const from = safeCut(flat, Math.max(0, Math.min(first - LEAD, flat.length - SEARCH_SNIPPET_LENGTH)));
  const to = safeCut(flat, Math.min(flat.length, from + SEARCH_SNIPPET_LENGTH));
  const out = segments(flat, ranges, from, to);
  if (from > 0) out.unshift({ text: "…", marked: false });
  if (to < flat.length) out.push({ text: "…", marked: false });
  return out;
}
