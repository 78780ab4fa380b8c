/**
 * Comments through the HTTP API on each database: nesting at any depth, the text rule, who may
 * write, edit and delete (tried as the wrong user), comments switched off by the post or the
 * board, the list's comment count after every add and delete, and the anonymous board
 * (pseudonyms, nothing in any answer reveals the writer, administrators trace with an audit entry).
 */
import { ANONYMOUS_BOARD_ID, fixedBoard, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, updateBoard, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

const qna = fixedBoard("qna").boardId;

describe.each(DIALECTS)("comments on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client & { userId: string };
  let bob: Client & { userId: string };
  let carol: Client & { userId: string };
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
    carol = await env.member("M", { nameKo: "최캐롤" });
  });
  afterAll(() => env.close());

  const comment = async (client: Client, postId: number, body: string, parentId?: number) => {
    const res = await client.post(`/api/posts/${postId}/comments`, { body, ...(parentId ? { parentId } : {}) });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.commentId as number;
  };
  const listCount = async (boardId: string, postId: number) => {
    const list = await visitor.get(`/api/boards/${boardId}/posts?pageSize=45`);
    return list.body.items.find((r: { postId: number }) => r.postId === postId)?.commentCount;
  };

  it("nests replies under their parent at any depth, in thread order, and keeps the list's count right", async () => {
    const postId = await writePost(alice, qna, { title: "견학 주차 문의" });
    const first = await comment(bob, postId, "주차장은 정문 옆에 있습니다.");
    const second = await comment(carol, postId, "방문 전날 연락 주세요.");
    const reply = await comment(alice, postId, "감사합니다!", first);
    const deeper = await comment(bob, postId, "천만에요.", reply);
    const deepest = await comment(carol, postId, "저도 참고하겠습니다.", deeper);
    const res = await visitor.get(`/api/posts/${postId}/comments`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, enabled: true, canComment: false });
    expect(res.body.items.map((c: { commentId: number; depth: number }) => [c.commentId, c.depth])).toEqual([
      [first, 0],
      [reply, 1],
      [deeper, 2],
      [deepest, 3],
      [second, 0],
    ]);
    expect(res.body.items[0]).toMatchObject({
      authorName: "박밥",
      body: "주차장은 정문 옆에 있습니다.",
      parentId: null,
    });
    expect(res.body.items[1].parentId).toBe(first);
    for (const item of res.body.items) expect(item).not.toHaveProperty("authorId");
    expect(await listCount(qna, postId)).toBe(5);
    expect((await visitor.get(`/api/posts/${postId}`)).body.commentCount).toBe(5);

    // Deleting a comment with replies leaves a placeholder; the count drops by one each time.
    expect((await bob.delete(`/api/comments/${first}`)).body.commentCount).toBe(4);
    const after = await visitor.get(`/api/posts/${postId}/comments`);
    expect(after.body.items[0]).toMatchObject({ commentId: first, deleted: true, body: "", authorName: "" });
    expect(after.body.items).toHaveLength(5);
    expect(await listCount(qna, postId)).toBe(4);
    expect((await bob.delete(`/api/comments/${first}`)).status).toBe(404);
    expect(await listCount(qna, postId)).toBe(4);
    for (const id of [reply, deeper, deepest]) expect((await admin.delete(`/api/comments/${id}`)).status).toBe(200);
    const rest = await visitor.get(`/api/posts/${postId}/comments`);
    expect(rest.body.items.map((c: { commentId: number }) => c.commentId)).toEqual([second]);
    expect(await listCount(qna, postId)).toBe(1);
  });

  it("requires text with the spec's message, refuses visitors, and a parent from another post", async () => {
    const postId = await writePost(alice, qna, { title: "빈 댓글 시험" });
    for (const body of ["", "   "]) {
      const res = await bob.post(`/api/posts/${postId}/comments`, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "INVALID_INPUT", detail: t("enterComment"), field: "body" });
    }
    const missing = await bob.post(`/api/posts/${postId}/comments`, {});
    expect(missing.body.detail).toBe(t("enterComment"));
    const anon = await visitor.post(`/api/posts/${postId}/comments`, { body: "방문자 댓글" });
    expect(anon.status).toBe(401);
    expect(anon.body.detail).toBe(t("errorLoginRequired"));
    const other = await writePost(alice, qna, { title: "다른 글" });
    const foreign = await comment(bob, other, "다른 글의 댓글");
    const wrongParent = await bob.post(`/api/posts/${postId}/comments`, { body: "엉뚱한 답글", parentId: foreign });
    expect(wrongParent.status).toBe(404);
    expect(wrongParent.body.code).toBe("COMMENT_NOT_FOUND");
    const long = await bob.post(`/api/posts/${postId}/comments`, { body: "가".repeat(2001) });
    expect(long.body.detail).toBe(t("commentTooLong"));
    expect((await visitor.get(`/api/posts/${postId}/comments`)).body.total).toBe(0);
  });

  it("lets only the writer edit, the writer or an administrator delete", async () => {
    const postId = await writePost(alice, qna, { title: "수정 권한 시험" });
    const id = await comment(bob, postId, "처음 쓴 댓글");
    const byOther = await alice.put(`/api/comments/${id}`, { body: "남이 고친 댓글" });
    expect(byOther.status).toBe(403);
    expect(byOther.body).toMatchObject({ code: "NOT_OWN_COMMENT_EDIT", detail: t("commentOnlyOwnEdit") });
    const byAdmin = await admin.put(`/api/comments/${id}`, { body: "관리자가 고친 댓글" });
    expect(byAdmin.status).toBe(403);
    const byVisitor = await visitor.put(`/api/comments/${id}`, { body: "방문자" });
    expect(byVisitor.status).toBe(401);
    const empty = await bob.put(`/api/comments/${id}`, { body: "" });
    expect(empty.body.detail).toBe(t("enterComment"));
    const own = await bob.put(`/api/comments/${id}`, { body: "고친 댓글" });
    expect(own.status).toBe(200);
    const list = await alice.get(`/api/posts/${postId}/comments`);
    expect(list.body.items[0]).toMatchObject({
      body: "고친 댓글",
      edited: true,
      permissions: { canEdit: false, canDelete: false, canReply: true },
    });
    expect((await bob.get(`/api/posts/${postId}/comments`)).body.items[0].permissions).toEqual({
      canEdit: true,
      canDelete: true,
      canReply: true,
    });
    expect((await admin.get(`/api/posts/${postId}/comments`)).body.items[0].permissions).toMatchObject({
      canEdit: false,
      canDelete: true,
    });
    const delOther = await alice.delete(`/api/comments/${id}`);
    expect(delOther.status).toBe(403);
    expect(delOther.body).toMatchObject({ code: "NOT_OWN_COMMENT_DELETE", detail: t("commentOnlyOwnDelete") });
    expect((await visitor.get(`/api/posts/${postId}/comments`)).body.items[0].body).toBe("고친 댓글");
    expect((await admin.delete(`/api/comments/${id}`)).status).toBe(200);
  });

  it("has no comments where the post (COMMENT_AT N) or the board switched them off, or below the comment role", async () => {
    const closed = await admin.post(`/api/boards/${qna}/posts`, {
      title: "댓글 없는 공지",
      bodyHtml: "<p>댓글을 받지 않습니다.</p>",
      secret: false,
      notice: false,
      bold: false,
      commentAllowed: false,
    });
    const closedId = closed.body.postId as number;
    expect((await bob.get(`/api/posts/${closedId}/comments`)).body).toEqual({
      items: [],
      total: 0,
      enabled: false,
      canComment: false,
    });
    const refused = await bob.post(`/api/posts/${closedId}/comments`, { body: "댓글" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "COMMENTS_CLOSED", detail: t("commentsClosed") });

    const board = await createBoard(admin, { name: "댓글 설정 게시판" });
    const postId = await writePost(alice, board);
    const kept = await comment(bob, postId, "설정 전 댓글");
    await updateBoard(admin, board, { commentRole: "M" });
    const low = await bob.post(`/api/posts/${postId}/comments`, { body: "U 회원 댓글" });
    expect(low.status).toBe(403);
    expect(low.body.code).toBe("COMMENT_NOT_ALLOWED");
    expect((await bob.get(`/api/posts/${postId}/comments`)).body.canComment).toBe(false);
    expect((await carol.post(`/api/posts/${postId}/comments`, { body: "M 회원 댓글" })).status).toBe(201);
    await updateBoard(admin, board, { commentsAllowed: false });
    expect((await carol.post(`/api/posts/${postId}/comments`, { body: "꺼진 뒤" })).body.code).toBe("COMMENTS_CLOSED");
    expect((await bob.put(`/api/comments/${kept}`, { body: "꺼진 뒤 수정" })).body.code).toBe("COMMENTS_CLOSED");
    expect((await visitor.get(`/api/posts/${postId}/comments`)).body.enabled).toBe(false);
  });

  it("keeps a secret post's comments to those who may read it", async () => {
    const postId = await writePost(alice, qna, { title: "비밀 문의", secret: true });
    await comment(admin, postId, "관리자 답변입니다.");
    expect((await bob.get(`/api/posts/${postId}/comments`)).status).toBe(403);
    expect((await bob.post(`/api/posts/${postId}/comments`, { body: "엿보기" })).status).toBe(403);
    expect((await alice.get(`/api/posts/${postId}/comments`)).body.items).toHaveLength(1);
  });

  it("shows pseudonyms on the anonymous board, reveals the writer in no answer, and lets administrators trace", async () => {
    const postId = await writePost(alice, ANONYMOUS_BOARD_ID, { title: "야근이 너무 많아요" });
    const c1 = await comment(bob, postId, "힘내세요.");
    const c2 = await comment(alice, postId, "고마워요.", c1);
    const c3 = await comment(carol, postId, "저도 그래요.");
    const c4 = await comment(bob, postId, "같이 힘내요.", c3);
    const list = await visitor.get(`/api/posts/${postId}/comments`);
    const names = Object.fromEntries(
      list.body.items.map((c: { commentId: number; authorName: string }) => [c.commentId, c.authorName]),
    );
    expect(names).toEqual({
      [c1]: t("anonymousAlias", { n: 1 }),
      [c2]: t("anonymousPostAuthor"),
      [c3]: t("anonymousAlias", { n: 2 }),
      [c4]: t("anonymousAlias", { n: 1 }),
    });

    // No answer a member or visitor can get carries a writer's id or real name.
    const secrets = [alice.userId, bob.userId, carol.userId, "이앨리", "박밥", "최캐롤"];
    for (const viewer of [visitor, bob, carol]) {
      for (const url of [
        `/api/boards/${ANONYMOUS_BOARD_ID}/posts`,
        `/api/posts/${postId}`,
        `/api/posts/${postId}/comments`,
      ]) {
        const text = JSON.stringify((await viewer.get(url)).body);
        for (const secret of secrets) expect(text, `${url} shows ${secret}`).not.toContain(secret);
      }
    }
    // The writer still edits and deletes their own.
    const mine = await bob.get(`/api/posts/${postId}/comments`);
    expect(mine.body.items.find((c: { commentId: number }) => c.commentId === c1).permissions.canEdit).toBe(true);
    expect((await bob.put(`/api/comments/${c1}`, { body: "힘내세요!" })).status).toBe(200);
    expect((await alice.get(`/api/posts/${postId}`)).body.permissions).toMatchObject({
      canEdit: true,
      canDelete: true,
    });

    // Only administrators trace, and each trace is in the audit log.
    expect((await bob.get(`/api/admin/comments/${c1}/author`)).status).toBe(403);
    expect((await visitor.get(`/api/admin/posts/${postId}/author`)).status).toBe(403);
    const traced = await admin.get(`/api/admin/comments/${c1}/author`);
    expect(traced.status).toBe(200);
    expect(traced.body).toMatchObject({ userId: bob.userId, nameKo: "박밥" });
    const post = await admin.get(`/api/admin/posts/${postId}/author`);
    expect(post.body.userId).toBe(alice.userId);
    const audit = await admin.get("/api/admin/audit?action=comment.traceAuthor");
    expect(audit.body.items[0]).toMatchObject({ action: "comment.traceAuthor", targetId: String(c1) });
    expect((await admin.get(`/api/admin/comments/999999/author`)).status).toBe(404);
  });
});
