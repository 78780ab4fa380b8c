/**
 * Search terms (DESIGN.md "search"): Korean words are often one or two syllables, which trigram
 * indexes cannot match. Text is lower-cased and split on white space; each token yields its
 * characters (unigrams) and overlapping character pairs (bigrams).
 */

/** Distinct unigrams and bigrams of `text`, e.g. "랙 물류" → ["랙", "물", "류", "물류"]. */
export function gramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(text)) for (const gram of tokenGrams(token)) grams.add(gram);
  return [...grams];
}

/**
 * The grams a query token needs: itself when it has one or two characters (then a gram match is
 * the exact answer), else its bigrams (a candidate filter, confirmed by a LIKE on the text).
 */
export function queryGrams(token: string): string[] {
  const chars = Array.from(token);
  if (chars.length <= 2) return [token];
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
}

function tokenGrams(token: string): string[] {
  const chars = Array.from(token);
  const grams: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    grams.push(chars[i]!);
    if (i + 1 < chars.length) grams.push(`${chars[i]}${chars[i + 1]}`);
  }
  return grams;
}

/** Lower-cased white-space separated tokens of a query or text. */
export function tokensOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Distinct bigrams (character pairs) of `text`, e.g. "물류 센터" → ["물류", "센터"] (the trade search's terms). */
export function bigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(text))
    for (const gram of queryGrams(token)) if (Array.from(gram).length === 2) grams.add(gram);
  return [...grams];
}
