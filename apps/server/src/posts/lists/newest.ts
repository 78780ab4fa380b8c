/**
 * The newest posts across boards (통합게시판, issue 24 §6): the live posts of the given boards (those
 * the viewer may read), newest first, leaving out secret posts the viewer may not open.
 */
import type { Db } from "../../db/database.ts";
import { literalReads } from "../../db/dialect.ts";
import type { Viewer } from "../queries.ts";
import { readableBy } from "./readable.ts";

/** What the newest posts are read with. */
export interface NewestRequest {
  /** The boards the viewer may read. */
  boardIds: string[];
  viewer: Viewer;
  /** Posts at most. */
  limit: number;
}

/** The newest posts with their board's name, newest (highest id) first; none without boards. Literal reads on SQLite. */
export async function findNewestPosts(db: Db, { boardIds, viewer, limit }: NewestRequest) {
  if (boardIds.length === 0) return [];
  return literalReads(db)
    .selectFrom("posts as p")
    .innerJoin("boards as b", "b.boardId", "p.boardId")
    .leftJoin("posts as parent", "parent.postId", "p.parentId")
    .select([
      "p.postId",
      "p.boardId",
      "b.name as boardName",
      "p.title",
      "p.authorName",
      "p.anonymous",
      "p.createdAt",
      "p.commentCount",
      "p.fileCount",
      "p.depth",
    ])
    .where("p.boardId", "in", boardIds)
    .where("p.deletedAt", "is", null)
    .where(readableBy(viewer))
    .orderBy("p.postId", "desc")
    .limit(limit)
    .execute();
}
