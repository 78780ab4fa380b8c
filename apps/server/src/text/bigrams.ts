/**
 * Search terms (DESIGN.md "search"): Korean words are often one or two syllables, which trigram
 * indexes cannot match, and the logistics domain's words three and four (팔레트, 컨베이어). Text is
 * lower-cased and split on white space; the posts index holds every piece of each token up to
 * `GRAM_MAX` characters, so a query word up to that length is one posting list (an exact match).
 */

/** The longest gram of the posts index: a word up to this many characters is one posting list. */
export const GRAM_MAX = 4;

/**
 * Distinct grams of `text` the posts index holds: every run of 1 to `GRAM_MAX` characters of each
 * token, e.g. "랙 물류" → ["랙", "물", "물류", "류"].
 */
export function gramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(text)) {
    const chars = Array.from(token);
    for (let length = 1; length <= GRAM_MAX; length++) for (const gram of runs(chars, length)) grams.add(gram);
  }
  return [...grams];
}

/**
 * The grams a query token needs: itself when it has at most `GRAM_MAX` characters (then a gram
 * match is the exact answer), else its distinct runs of `GRAM_MAX` characters (a candidate filter,
 * confirmed on the text).
 */
export function queryGrams(token: string): string[] {
  const chars = Array.from(token);
  return chars.length <= GRAM_MAX ? [token] : [...new Set(runs(chars, GRAM_MAX))];
}

/** Whether a query token is longer than a gram, so its matches are confirmed on the text. */
export function needsConfirming(token: string): boolean {
  return Array.from(token).length > GRAM_MAX;
}

/** Each run of `length` consecutive characters of `chars`. */
function runs(chars: string[], length: number): string[] {
  const found: string[] = [];
  for (let i = 0; i + length <= chars.length; i++) found.push(chars.slice(i, i + length).join(""));
  return found;
}

/** Lower-cased white-space separated tokens of a query or text. */
export function tokensOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Distinct bigrams (character pairs) of `text`, e.g. "물류 센터" → ["물류", "센터"] (the trade search's terms). */
export function bigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(text)) for (const gram of runs(Array.from(token), 2)) grams.add(gram);
  return [...grams];
}
