/**
 * 이전글/다음글 (issue 24 §6): the posts just before and just after a post in its board's default
 * list order (the sort's thread key, the thread, the path in it: `LIST_KEYS`), among the live posts
 * the viewer may read (`readableBy`). Notices count at their own place in that order. Each side is
 * at most two indexed reads: within the post's thread, else from the next thread on.
 */
import type { PostLink, PostSortField } from "@portal/contract";
import { type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { literalReads } from "../../db/dialect.ts";
import type { Post } from "../../db/schema.ts";
import type { Viewer } from "../queries.ts";
import { LIST_KEYS } from "./list-strategy.ts";
import { readableBy } from "./readable.ts";

/** The post whose neighbours are asked for: its board, thread, path and thread keys. */
type Anchor = Pick<
  Post,
  "postId" | "boardId" | "threadId" | "sortPath" | "threadTitle" | "threadAuthor" | "threadViews"
>;

/** What the neighbours are found with. */
export interface NeighboursRequest {
  post: Anchor;
  /** The board's default order. */
  sort: PostSortField;
  order: "asc" | "desc";
  viewer: Viewer;
}

/** The readable posts before and after `post` in the list order (null at either end); literal reads on SQLite. */
export async function findNeighbours(
  db: Db,
  request: NeighboursRequest,
): Promise<{ previous: PostLink | null; next: PostLink | null }> {
  const reading = literalReads(db);
  return { previous: await neighbour(reading, request, "before"), next: await neighbour(reading, request, "after") };
}

async function neighbour(db: Db, { post, sort, order, viewer }: NeighboursRequest, side: "before" | "after") {
  // Walking forwards follows the list order; backwards reverses every key's direction.
  const forwards = side === "after";
  const threadDir = forwards === (order === "desc") ? "desc" : "asc";
  const pathDir = forwards ? "asc" : "desc";
  const columns = [...LIST_KEYS[sort], "threadId"] as const;
  const readable = db
    .selectFrom("posts as p")
    .leftJoin("posts as parent", "parent.postId", "p.parentId")
    .select(["p.postId", "p.boardId", "p.title", "p.createdAt", "p.depth"])
    .where("p.boardId", "=", post.boardId)
    .where("p.deletedAt", "is", null)
    .where(readableBy(viewer));
  const inThread = await readable
    .where("p.threadId", "=", post.threadId)
    .where("p.sortPath", forwards ? ">" : "<", post.sortPath)
    .orderBy("p.sortPath", pathDir)
    .limit(1)
    .executeTakeFirst();
  if (inThread) return inThread;
  const keys = sql.join(columns.map((column) => sql.ref(`p.${column}`)));
  const values = sql.join(columns.map((column) => post[column]));
  let later = readable.where(sql<SqlBool>`(${keys}) ${sql.raw(threadDir === "desc" ? "<" : ">")} (${values})`);
  for (const column of columns) later = later.orderBy(`p.${column}`, threadDir);
  return (await later.orderBy("p.sortPath", pathDir).limit(1).executeTakeFirst()) ?? null;
}
