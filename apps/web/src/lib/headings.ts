/**
 * A written body's headings fitted into its page's outline (issue 38 §2; docs/accessibility.md): a post,
 * an FAQ answer or a deal description is stored as its writer typed it, often starting at `<h3>` right
 * under the page's `<h1>` — a skipped level for screen readers' heading lists (axe `heading-order`).
 * Pure string work on the server-sanitised HTML, the same on the server and in the browser (hydration).
 */

/** Matches one heading element of sanitised HTML (headings do not nest): level, attributes, content. */
const HEADING = /<h([1-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/gi;

/**
 * `html` with its headings renumbered to follow a page heading of `parentLevel`: the levels the body uses
 * keep their order (the highest becomes `parentLevel + 1`, the next one below it …, at most h6), and no
 * heading goes more than one level deeper than the heading before it. Everything else is unchanged.
 */
export function fitHeadings(html: string, parentLevel: number): string {
  const used = [...new Set([...html.matchAll(HEADING)].map((match) => Number(match[1])))].sort();
  if (used.length === 0) return html;
  let previous = parentLevel;
  return html.replace(HEADING, (_whole, level: string, attributes: string, content: string) => {
    const ranked = Math.min(6, parentLevel + 1 + used.indexOf(Number(level)));
    const fitted = Math.min(ranked, previous + 1);
    previous = fitted;
    return `<h${fitted}${attributes}>${content}</h${fitted}>`;
  });
}
