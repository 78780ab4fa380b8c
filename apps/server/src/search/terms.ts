/**
 * The words of a 통합검색 query (issue 42 §2, docs/search.md "Korean queries"): white-space words,
 * lower-cased (Latin letters match in any case), each of any length; a part in double quotes is also a
 * phrase that must occur as written; a word ending in a common particle may be searched as its stem.
 */

/** At most this many distinct words of a query are searched (the rest are left out). */
export const MAX_QUERY_WORDS = 10;

/** The particles a query word may end in, longest first (을/를/이/가/은/는/에/에서/으로/로/와/과/의/도). */
const PARTICLES = ["에서", "으로", "을", "를", "이", "가", "은", "는", "에", "로", "와", "과", "의", "도"] as const;

/** What a query searches for. */
export interface Terms {
  /** Distinct lower-cased words; each must occur in the item (any field searched for its kind). */
  words: string[];
  /** Lower-cased quoted phrases (of two or more words), each must occur as written. */
  phrases: string[];
  /** The words in order, joined by one space, for the phrase bonus of a query of several unquoted words; null otherwise. */
  sequence: string | null;
}

/** The words of one white-space run, lower-cased. */
const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The terms of query `q` (already trimmed): `지게차 "점검 요령"` → words 지게차, 점검, 요령; phrase
 * "점검 요령". Quotes are not part of any word; an unclosed quote runs to the end.
 */
export function termsOf(q: string): Terms {
  const phrases: string[] = [];
  const parts = q.split('"');
  const all: string[] = [];
  parts.forEach((part, i) => {
    const words = wordsOf(part);
    all.push(...words);
    if (i % 2 === 1 && words.length > 1) phrases.push(words.join(" "));
  });
  const words = [...new Set(all)].slice(0, MAX_QUERY_WORDS);
  const sequence = phrases.length === 0 && words.length > 1 ? all.join(" ") : null;
  return { words, phrases: [...new Set(phrases)], sequence };
}

/** The stem of `word` without a trailing particle (지게차를 → 지게차), or null when it ends in none. */
export function stemOf(word: string): string | null {
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && Array.from(word).length > Array.from(particle).length) {
      return word.slice(0, -particle.length);
    }
  }
  return null;
}

/** `terms` with `word` searched as `stem` (phrases and the sequence keep the word as typed). */
export function withStem(terms: Terms, word: string, stem: string): Terms {
  const words = [...new Set(terms.words.map((w) => (w === word ? stem : w)))];
  return { ...terms, words };
}

/** Every text a result marks: the words and the phrases. */
export const needlesOf = (terms: Terms): string[] => [...terms.phrases, ...terms.words];
