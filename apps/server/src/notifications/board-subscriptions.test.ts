/**
 * Board subscriptions (issue 40 §1, types `boardPost` and `boardNotice`) through the HTTP API on each
 * database: the switches on a board a member may read (members only, validated, refused on a board they
 * may not read, kept); a new post on a followed board tells the follower (not the author, not a reply
 * post, not a non-follower); a notice tells every member who may read the board unless they turned the
 * board's notices off, in batches through the fan-out job.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";

type Member = Client & { userId: string };
type Item = { type: string; text: string; link: string | null };

describe.each(DIALECTS)("board subscriptions on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let boardId: string;
  let staffBoard: string;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob } = await env.cast());
    carol = await env.member("U", { nameKo: "최캐롤" });
    boardId = await createBoard(admin, { name: "장비 소식" });
    staffBoard = await createBoard(admin, { name: "운영진 게시판", readRole: "A", writeRole: "A" });
  });
  afterAll(() => env.close());

  const path = (id: string) => `/api/notifications/boards/${id}`;
  const items = async (client: Client, type: string) =>
    ((await client.get(`/api/notifications?type=${type}`)).body.items as Item[]).map((i) => [i.text, i.link]);

  it("answers and keeps a member's switches on a board they may read, with the defaults; refuses otherwise", async () => {
    const visitor = await env.client();
    expect((await visitor.get(path(boardId))).status).toBe(401);
    expect((await visitor.put(path(boardId), { posts: true, notices: true })).status).toBe(401);
    expect((await alice.get(path(boardId))).body).toEqual({ posts: false, notices: true });
    expect((await alice.put(path(boardId), { posts: "yes", notices: true })).status).toBe(400);
    expect((await alice.put(path(boardId), { posts: true })).status).toBe(400);
    expect((await alice.get(path(staffBoard))).status).toBe(403);
    expect((await alice.put(path(staffBoard), { posts: true, notices: true })).status).toBe(403);
    expect((await alice.put(path("20990101000000000000"), { posts: true, notices: true })).status).toBe(404);
    expect((await alice.put(path(boardId), { posts: true, notices: true })).body).toEqual({
      posts: true,
      notices: true,
    });
    expect((await alice.get(path(boardId))).body).toEqual({ posts: true, notices: true });
    expect((await bob.get(path(boardId))).body).toEqual({ posts: false, notices: true });
    expect((await admin.put(path(staffBoard), { posts: true, notices: true })).status).toBe(200);
  });

  it("tells a board's followers of a new post (not its author, not of a reply post), and notices to all but who turned them off", async () => {
    await env.ctx.db.deleteFrom("notifications").execute();
    expect((await carol.put(path(boardId), { posts: true, notices: false })).status).toBe(200);
    const postId = await writePost(bob, boardId, { title: "새 지게차 입고" });
    const reply = await carol.post(`/api/posts/${postId}/replies`, {
      title: "RE: 새 지게차 입고",
      bodyHtml: "<p>좋네요</p>",
      secret: false,
    });
    expect(reply.status).toBe(201);
    const own = await writePost(alice, boardId, { title: "내가 쓴 글" });
    const notice = await writePost(admin, boardId, { title: "점검 공지", notice: true });
    // A notice on a board only administrators may read tells no member.
    await writePost(admin, staffBoard, { title: "운영진 공지", notice: true });
    await runNotifyJobs(env.ctx);

    const newPost = (title: string) => t("notificationTextBoardPost", { board: "장비 소식", title });
    const newNotice = t("notificationTextBoardNotice", { board: "장비 소식", title: "점검 공지" });
    const link = (id: number) => `/app/board/${boardId}/${id}`;
    // Alice follows: bob's post (not her own); the notice as a notice (one per member per event).
    expect(await items(alice, "boardPost")).toEqual([[newPost("새 지게차 입고"), link(postId)]]);
    expect(await items(alice, "boardNotice")).toEqual([[newNotice, link(notice)]]);
    // Carol follows with notices off: every new post, the notice as a new post; not her reply post.
    expect(await items(carol, "boardPost")).toEqual([
      [newPost("점검 공지"), link(notice)],
      [newPost("내가 쓴 글"), link(own)],
      [newPost("새 지게차 입고"), link(postId)],
    ]);
    expect(await items(carol, "boardNotice")).toEqual([]);
    // Bob follows nothing: the notice only (notices on by default); the administrator wrote it.
    expect(await items(bob, "boardPost")).toEqual([]);
    expect(await items(bob, "boardNotice")).toEqual([[newNotice, link(notice)]]);
    expect(await items(admin, "boardNotice")).toEqual([]);
    expect(await items(bob, "replyPost")).toHaveLength(1); // the reply under bob's post: replyPost, not boardPost
    for (const member of [alice, bob, carol])
      expect(JSON.stringify(await items(member, "boardNotice"))).not.toContain("운영진");
  });
});
