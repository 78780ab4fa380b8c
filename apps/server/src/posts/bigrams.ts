/**
 * Bigram (2-gram) search terms (DESIGN.md "search"): Korean words are often two syllables, which
 * trigram indexes cannot match. Text is lower-cased and split on white space; each token of two
 * or more characters yields its overlapping character pairs.
 */

/** Distinct bigrams of `text`, e.g. "물류 센터" → ["물류", "센터"]. */
export function bigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(text)) {
    const chars = Array.from(token);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...grams];
}

/** Lower-cased white-space separated tokens of a query or title. */
export function tokensOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}
