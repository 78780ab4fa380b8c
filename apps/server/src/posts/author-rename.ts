/**
 * Renames an author on all their posts (issue 24 §4, member withdrawal: posts stay under the
 * neutral name '탈퇴한 회원'). A post carries its author's name three times: `authorName` (the
 * byline), `threadAuthor` on every post of a thread the member started (the author sort's key, kept
 * in `sortBlocks`) and the author grams of the search index. All three change here, in the caller's
 * transaction, under each board's row lock (boards in id order, the one lock order of post writes),
 * so a list, a sort or a search never shows or finds the old name once the transaction commits.
 * Work: O(the member's posts + the posts of their threads).
 */
import type { Db } from "../db/database.ts";
import { blocksChanged } from "./block-cache.ts";
import { moveThread } from "./range-blocks.ts";
import { indexPost, unindexPost } from "./search.ts";

/** Gives every post of `authorId` (live or deleted, any board) the author name `name`. */
export async function renamePostAuthor(trx: Db, authorId: string, name: string): Promise<void> {
  const boards = await trx
    .selectFrom("posts")
    .select("boardId")
    .distinct()
    .where("authorId", "=", authorId)
    .orderBy("boardId")
    .execute();
  for (const { boardId } of boards) {
    // The board's lock, and a new version of its cached blocks and search postings.
    await trx.updateTable("boards").set(blocksChanged).where("boardId", "=", boardId).execute();
    const tops = await trx
      .selectFrom("posts")
      .select(["postId", "threadTitle", "threadAuthor", "threadViews"])
      .where("boardId", "=", boardId)
      .where("authorId", "=", authorId)
      .where("depth", "=", 0)
      .execute();
    for (const { postId, ...keys } of tops) {
      await trx.updateTable("posts").set({ threadAuthor: name }).where("threadId", "=", postId).execute();
      await moveThread(trx, boardId, "author", postId, keys, { ...keys, threadAuthor: name });
    }
    const renamed = await trx
      .updateTable("posts")
      .set({ authorName: name })
      .where("boardId", "=", boardId)
      .where("authorId", "=", authorId)
      .returning(["postId", "boardId", "title", "bodyText", "authorName", "anonymous", "secret", "deletedAt"])
      .execute();
    for (const post of renamed) {
      if (post.deletedAt !== null) continue;
      await unindexPost(trx, post.postId);
      await indexPost(trx, post);
    }
  }
}
