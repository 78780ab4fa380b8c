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
  return html.replace(/<[^>]*>/g, "").trim() !== "" || /<(img|iframe|video)\b/i.test(html);
}
