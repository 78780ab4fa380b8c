/**
 * @mentions (issue 40 §1, type `mention`): `@name` (or `@id`) in the saved text of a post, a comment or a
 * deal comment tells the member named, parsed on the server from the stored plain text. A name must stand
 * alone (`@김하나` followed by a space, punctuation, the end or the honorific 님/씨; `a@b.kr` is an
 * address, not a mention);
 * only members the writer may find by name count (queries.ts `mentionedMembers`). Never on the anonymous
 * board, where the text stays plain text.
 */
import type { Db } from "../db/database.ts";
import { mentionedMembers, userRow } from "./queries.ts";

/** Mentions read from one text at most (a longer list of names is not a mention). */
export const MENTION_LIMIT = 20;

const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*)/gu;

/** An honorific written onto the name (`@김하나님`). */
const HONORIFIC = /(님|씨)$/u;

/** The distinct `@` tokens of `text`, in order (with a trailing 님/씨 taken off), at most MENTION_LIMIT. */
export function mentionTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const token = match[1]?.replace(HONORIFIC, "");
    if (token && token.length <= 40) tokens.add(token);
    if (tokens.size >= MENTION_LIMIT) break;
  }
  return [...tokens];
}

/** The members `writerId` names in `text` (none on the anonymous board or for a writer gone). */
export async function mentionsIn(db: Db, writerId: string | null, text: string, anonymous: boolean): Promise<string[]> {
  if (anonymous || !writerId) return [];
  const tokens = mentionTokens(text);
  if (tokens.length === 0) return [];
  const writer = await userRow(db, writerId);
  return writer ? mentionedMembers(db, writer, tokens) : [];
}
