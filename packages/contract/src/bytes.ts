/**
 * Sizes as text, without zod: the browser's lists of files and photos format sizes and load no schema
 * (evaluating zod and the files' schemas was a long task on a post's and the trade list's first load).
 */

const UNITS = ["바이트", "KB", "MB", "GB", "TB", "PB"];

/**
 * Bytes as Korean text (boards spec section 9's units, issue 38 §4): at most two decimals and no
 * trailing zeros, the unit joined — "34바이트", "1.5KB", "10MB", "2.25TB", "5,120PB".
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // No Intl: its first formatter is a long task on a phone's first load (docs/pages.md "Server rendering:
  // how it works").
  const [whole = "0", fraction] = String(Math.round(value * 100) / 100).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}${UNITS[unit]}`;
}
