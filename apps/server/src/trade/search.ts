/**
 * Keyword search terms of the trade (DESIGN.md "search"; issue 11: two-syllable words such as
 * 지게차 and one-syllable words such as 랙 are found). Built on the board search's bigrams
 * (posts/bigrams.ts): a deal is indexed by the character pairs within its words plus its single
 * characters, so a one-character keyword has an index entry too. The index only narrows the rows;
 * the exact substring check on the deal's text decides.
 */
import { bigramsOf, tokensOf } from "../text/bigrams.ts";

/** Distinct grams indexing `text` (title and description text): pairs within words and single characters. */
export function indexGrams(text: string): string[] {
  const grams = new Set(bigramsOf(text));
  for (const token of tokensOf(text)) for (const char of token) grams.add(char);
  return [...grams];
}

/** The grams a deal must have for the keyword `query` to occur in it, and the lower-cased words to check exactly. */
export function queryTerms(query: string): { grams: string[]; words: string[] } {
  const words = tokensOf(query);
  const grams = new Set<string>();
  for (const word of words) {
    const chars = Array.from(word);
    if (chars.length === 1) grams.add(word);
    else for (const gram of bigramsOf(word)) grams.add(gram);
  }
  return { grams: [...grams], words };
}

/** The lower-cased text a deal is searched in: its title and its description as plain text. */
export function searchTextOf(title: string, descriptionText: string): string {
  return `${title} ${descriptionText}`.toLowerCase().replace(/\s+/g, " ").trim();
}
