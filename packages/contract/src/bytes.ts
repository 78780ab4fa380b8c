/**
 * Sizes as text, without zod: the browser's lists of files and photos format sizes and load no schema
 * (evaluating zod and the files' schemas was a long task on a post's and the trade list's first load).
 */

/** Bytes as text with the units of boards spec section 9 (B, kB, MB, GB, TB, PB), two decimals. */
export function formatBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB", "PB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}
