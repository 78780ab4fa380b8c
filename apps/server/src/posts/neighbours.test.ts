/**
 * 이전글/다음글 and the newest posts of 통합게시판 (issue 24 §6): both list only the live posts the
 * viewer may read — secret posts for their writer, the author of the post they answer and
 * administrators; deleted posts for nobody; boards only at their read permission.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, postBody, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

type Link = { postId: number; title: string } | null;

describe.each(DIALECTS)("post neighbours and newest posts on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client & { userId: string };
  let bob: Client & { userId: string };
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    alice = await env.member("U", { nameKo: "이앨리" });
    bob = await env.member("U", { nameKo: "박밥" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  async function neighbours(client: Client, postId: number) {
    const res = await client.get(`/api/posts/${postId}/neighbours`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = (link: Link) => link?.postId ?? null;
    return { previous: ids(res.body.previous), next: ids(res.body.next) };
  }

  async function reply(client: Client, parentId: number, title: string) {
    const { title: _, bodyHtml } = postBody();
    const res = await client.post(`/api/posts/${parentId}/replies`, { title, bodyHtml, secret: false });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.postId as number;
  }

  it("links each post to the one above and below it in the board's default order, replies under their parent", async () => {
    const board = await createBoard(admin, { name: "이전글 다음글 게시판" });
    const first = await writePost(alice, board, { title: "첫 번째 글" });
    const second = await writePost(alice, board, { title: "두 번째 글" });
    const third = await writePost(bob, board, { title: "세 번째 글" });
    const answer = await reply(bob, second, "두 번째 글의 답글");
    // Newest thread first, the reply under its parent: third, second, answer, first.
    expect(await neighbours(visitor, third)).toEqual({ previous: null, next: second });
    expect(await neighbours(visitor, second)).toEqual({ previous: third, next: answer });
    expect(await neighbours(visitor, answer)).toEqual({ previous: second, next: first });
    expect(await neighbours(visitor, first)).toEqual({ previous: answer, next: null });
    const res = await visitor.get(`/api/posts/${second}/neighbours`);
    expect(res.body.previous).toEqual({
      postId: third,
      boardId: board,
      title: "세 번째 글",
      createdAt: expect.any(String),
      depth: 0,
    });
    expect((await visitor.get(`/api/posts/${first}/neighbours`)).body.previous).toMatchObject({
      title: "두 번째 글의 답글",
      depth: 1,
    });
  });

  it("follows a board whose default order is by title, ascending", async () => {
    const board = await createBoard(admin, { name: "제목순 게시판", defaultSort: "title", defaultOrder: "asc" });
    const c = await writePost(alice, board, { title: "다 창고" });
    const a = await writePost(alice, board, { title: "가 창고" });
    const b = await writePost(alice, board, { title: "나 창고" });
    expect(await neighbours(visitor, b)).toEqual({ previous: a, next: c });
    expect(await neighbours(visitor, a)).toEqual({ previous: null, next: b });
  });

  it("skips secret posts for everyone but their readers, and deleted posts for all", async () => {
    const board = await createBoard(admin, { name: "비밀글 이웃 게시판" });
    const older = await writePost(alice, board, { title: "공개 글 하나" });
    const secret = await writePost(bob, board, { title: "밥의 비밀 글", secret: true });
    const gone = await writePost(alice, board, { title: "지울 글" });
    const newer = await writePost(alice, board, { title: "공개 글 둘" });
    expect((await alice.delete(`/api/posts/${gone}`)).status).toBe(200);
    // Alice and visitors: newer, older (the secret one and the deleted one left out).
    expect(await neighbours(alice, newer)).toEqual({ previous: null, next: older });
    expect(await neighbours(visitor, older)).toEqual({ previous: newer, next: null });
    // Its writer and administrators see the secret one in its place; nobody sees the deleted one.
    expect(await neighbours(bob, newer)).toEqual({ previous: null, next: secret });
    expect(await neighbours(admin, older)).toEqual({ previous: secret, next: null });
    // The secret post's own neighbours are as closed as the post.
    const refused = await alice.get(`/api/posts/${secret}/neighbours`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("SECRET_POST");
    expect((await visitor.get(`/api/posts/${gone}/neighbours`)).status).toBe(404);
  });

  it("refuses the neighbours of a post below the board's read permission", async () => {
    const board = await createBoard(admin, { name: "관리자 전용 게시판", readRole: "A", writeRole: "A" });
    const postId = await writePost(admin, board, { title: "운영 회의 안건" });
    const asVisitor = await visitor.get(`/api/posts/${postId}/neighbours`);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.code).toBe("LOGIN_REQUIRED");
    const asMember = await alice.get(`/api/posts/${postId}/neighbours`);
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe("READ_NOT_ALLOWED");
    expect(await neighbours(admin, postId)).toEqual({ previous: null, next: null });
  });

  it("lists the newest posts of the boards each viewer may read, without secret posts of others", async () => {
    const open = await createBoard(admin, { name: "최신글 공개 게시판" });
    const members = await createBoard(admin, { name: "최신글 회원 게시판", readRole: "U" });
    const staff = await createBoard(admin, { name: "최신글 관리자 게시판", readRole: "A", writeRole: "A" });
    const anonymous = await createBoard(admin, { name: "최신글 익명 게시판", anonymous: true });
    const publicPost = await writePost(alice, open, { title: "공개 최신 글" });
    const memberPost = await writePost(alice, members, { title: "회원 최신 글" });
    const staffPost = await writePost(admin, staff, { title: "관리자 최신 글" });
    const secretPost = await writePost(bob, open, { title: "밥의 최신 비밀 글", secret: true });
    const hidden = await writePost(alice, anonymous, { title: "익명 최신 글" });
    const removed = await writePost(alice, open, { title: "지운 최신 글" });
    expect((await alice.delete(`/api/posts/${removed}`)).status).toBe(200);

    const newest = async (client: Client) => {
      const res = await client.get("/api/posts/newest?limit=50");
      expect(res.status).toBe(200);
      return res.body.items as { postId: number; boardName: string; authorName: string }[];
    };
    // Earlier tests wrote older posts: these are the newest, among which each viewer's are compared.
    const written = new Set([publicPost, memberPost, staffPost, secretPost, hidden, removed]);
    const ids = async (client: Client) =>
      (await newest(client)).map((item) => item.postId).filter((postId) => written.has(postId));
    expect(await ids(visitor)).toEqual([hidden, publicPost]);
    expect(await ids(alice)).toEqual([hidden, memberPost, publicPost]);
    expect(await ids(bob)).toEqual([hidden, secretPost, memberPost, publicPost]);
    expect(await ids(admin)).toEqual([hidden, secretPost, staffPost, memberPost, publicPost]);
    const rows = await newest(visitor);
    expect(rows[0]).toMatchObject({ boardId: anonymous, boardName: "최신글 익명 게시판", title: "익명 최신 글" });
    expect(rows[0]?.authorName).not.toBe("이앨리");
    expect(rows[1]).toMatchObject({ boardName: "최신글 공개 게시판", authorName: "이앨리", fileCount: 0 });

    const two = await alice.get("/api/posts/newest?limit=2");
    expect(two.body.items.map((item: { postId: number }) => item.postId)).toEqual([hidden, memberPost]);
    expect((await alice.get("/api/posts/newest?limit=0")).status).toBe(400);
    expect((await alice.get("/api/posts/newest?limit=51")).status).toBe(400);
  });
});
