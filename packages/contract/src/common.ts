import { z } from "zod";

/** `{ items, total, page, pageSize }` list answer of the API outline (DESIGN.md section 4). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** ISO 8601 UTC timestamp string, e.g. "2026-11-20T01:02:03.000Z". */
export const isoDate = z.string();

/** "Y"/"N" flags of the legacy portal become booleans in the API. */
export const flag = z.boolean();

export const okSchema = z.object({ ok: z.literal(true) });

/** `{ id }` answer of a create call. */
export const createdIdSchema = z.object({ id: z.number().int() });

/**
 * True when HTML shows something: text outside its tags, or a picture, player or video. A body
 * without either is refused by its schema at once; the server still decides on the sanitised HTML
 * (markup that sanitising removes may leave nothing, refused there with the same message).
 */
export function showsSomething(html: string): boolean {
  // One pass (a pattern like /<[^>]*>/g is quadratic on a body of unclosed "<"). Text after an
  // unclosed "<" counts as visible: the sanitiser keeps it as text.
  let tagStart = -1;
  for (let i = 0; i < html.length; i += 1) {
    const ch = html[i] ?? "";
    if (tagStart >= 0) {
      if (ch === ">") tagStart = -1;
    } else if (ch === "<") tagStart = i;
    else if (ch.trim() !== "") return true;
  }
  return (tagStart >= 0 && html.length - tagStart > 1) || /<(img|iframe|video)\b/i.test(html);
}
