/**
 * Per-board settings enforced by the server for everyone, through the posts API: read permission
 * (list and detail), comment permission, secret mode, the notice switch, the default sort and
 * the anonymous switch. Changes take effect on the next request.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, postBody, updateBoard, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(DIALECTS)("board settings on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let user: Client & { userId: string };
  let company: Client & { userId: string };
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A");
    user = await env.member("U", { nameKo: "박사원" });
    company = await env.member("M", { nameKo: "최대표" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  it("refuses reading below the read permission, in the list and the detail, at once", async () => {
    const boardId = await createBoard(admin, { name: "회원 전용 자료실" });
    const postId = await writePost(user, boardId);
    expect((await visitor.get(`/api/boards/${boardId}/posts`)).status).toBe(200);

    await updateBoard(admin, boardId, { readRole: "U" });
    const anonList = await visitor.get(`/api/boards/${boardId}/posts`);
    expect(anonList.status).toBe(401);
    expect(anonList.body.detail).toBe(t("errorLoginRequired"));
    expect((await visitor.get(`/api/posts/${postId}`)).status).toBe(401);
    expect((await user.get(`/api/boards/${boardId}/posts`)).status).toBe(200);

    await updateBoard(admin, boardId, { readRole: "M" });
    for (const url of [`/api/boards/${boardId}/posts`, `/api/posts/${postId}`]) {
      const res = await user.get(url);
      expect(res.status, url).toBe(403);
      expect(res.body, url).toMatchObject({ code: "READ_NOT_ALLOWED", detail: t("readNotAllowed") });
    }
    // Below the read permission, writing and replying are refused too.
    expect((await user.post(`/api/boards/${boardId}/posts`, postBody())).status).toBe(403);
    expect((await user.post(`/api/posts/${postId}/replies`, { ...postBody(), notice: undefined })).status).toBe(403);
    const info = await user.get(`/api/boards/${boardId}`);
    expect(info.body).toMatchObject({ readRole: "M", canRead: false, canWrite: false });
    expect((await company.get(`/api/boards/${boardId}/posts`)).status).toBe(200);
    expect((await company.get(`/api/posts/${postId}`)).status).toBe(200);

    await updateBoard(admin, boardId, { readRole: "A" });
    expect((await company.get(`/api/boards/${boardId}/posts`)).status).toBe(403);
    expect((await admin.get(`/api/boards/${boardId}/posts`)).status).toBe(200);
  });

  it("reports the comment permission per viewer", async () => {
    const boardId = await createBoard(admin, { name: "댓글 권한 게시판", commentRole: "M" });
    expect((await user.get(`/api/boards/${boardId}`)).body.canComment).toBe(false);
    expect((await company.get(`/api/boards/${boardId}`)).body.canComment).toBe(true);
    expect((await visitor.get(`/api/boards/${boardId}`)).body.canComment).toBe(false);
    await updateBoard(admin, boardId, { commentsAllowed: false });
    expect((await company.get(`/api/boards/${boardId}`)).body.canComment).toBe(false);
  });

  it("applies the secret mode: forced makes every new post secret, off refuses secret posts", async () => {
    const boardId = await createBoard(admin, { name: "비밀 상담 게시판", secretMode: "forced" });
    const postId = await writePost(user, boardId, { secret: false });
    const other = await company.get(`/api/posts/${postId}`);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("SECRET_POST");
    expect((await user.get(`/api/posts/${postId}`)).body.secret).toBe(true);
    const reply = await company.post(`/api/posts/${postId}/replies`, {
      title: "답변",
      bodyHtml: "<p>답변</p>",
      secret: false,
    });
    expect(reply.status).toBe(403); // a secret post of another member cannot be read, so not replied to
    const replyByAdmin = await admin.post(`/api/posts/${postId}/replies`, {
      title: "답변",
      bodyHtml: "<p>답변</p>",
      secret: false,
    });
    expect((await admin.get(`/api/posts/${replyByAdmin.body.postId}`)).body.secret).toBe(true);

    await updateBoard(admin, boardId, { secretMode: "off" });
    const refused = await user.post(`/api/boards/${boardId}/posts`, postBody({ secret: true }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "secret", detail: t("secretNotAllowed") });
    const plain = await writePost(user, boardId, { secret: false });
    expect((await company.get(`/api/posts/${plain}`)).body.secret).toBe(false);
    const edit = await user.put(`/api/posts/${plain}`, postBody({ secret: true }));
    expect(edit.status).toBe(400);
    expect(edit.body.detail).toBe(t("secretNotAllowed"));
  });

  it("refuses notices when the notice switch is off and stops pinning existing ones", async () => {
    const boardId = await createBoard(admin, { name: "공지 시험 게시판" });
    const notice = await writePost(admin, boardId, { title: "고정 공지", notice: true });
    expect((await user.get(`/api/boards/${boardId}/posts`)).body.notices[0].postId).toBe(notice);

    await updateBoard(admin, boardId, { noticeAllowed: false });
    const list = await user.get(`/api/boards/${boardId}/posts`);
    expect(list.body.notices).toEqual([]);
    const row = list.body.items.find((p: { postId: number }) => p.postId === notice);
    expect(row).toMatchObject({ notice: false });
    const refused = await admin.post(`/api/boards/${boardId}/posts`, postBody({ notice: true }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "notice", detail: t("noticeDisabled") });
  });

  it("sorts by the board's default sort when the list query gives none", async () => {
    const boardId = await createBoard(admin, { name: "정렬 시험 게시판" });
    for (const title of ["나 두 번째", "다 세 번째", "가 첫 번째"]) await writePost(user, boardId, { title });
    const byDate = await user.get(`/api/boards/${boardId}/posts`);
    expect(byDate.body).toMatchObject({ sort: "createdAt", order: "desc" });
    expect(byDate.body.items.map((p: { title: string }) => p.title)).toEqual([
      "가 첫 번째",
      "다 세 번째",
      "나 두 번째",
    ]);

    await updateBoard(admin, boardId, { defaultSort: "title", defaultOrder: "asc" });
    const byTitle = await user.get(`/api/boards/${boardId}/posts`);
    expect(byTitle.body).toMatchObject({ sort: "title", order: "asc" });
    expect(byTitle.body.items.map((p: { title: string }) => p.title)).toEqual([
      "가 첫 번째",
      "나 두 번째",
      "다 세 번째",
    ]);
    const explicit = await user.get(`/api/boards/${boardId}/posts?sort=createdAt&order=asc`);
    expect(explicit.body.items.map((p: { title: string }) => p.title)).toEqual([
      "나 두 번째",
      "다 세 번째",
      "가 첫 번째",
    ]);
    const bad = await user.get(`/api/boards/${boardId}/posts?sort=secret`);
    expect(bad.status).toBe(400);
  });

  it("hides authors on an anonymous board and keeps old posts anonymous after switching it off", async () => {
    const boardId = await createBoard(admin, { name: "익명 건의함", anonymous: true });
    const postId = await writePost(user, boardId);
    expect((await company.get(`/api/posts/${postId}`)).body.authorName).toBe(t("anonymousName"));
    await updateBoard(admin, boardId, { anonymous: false });
    expect((await company.get(`/api/posts/${postId}`)).body.authorName).toBe(t("anonymousName"));
    const named = await writePost(user, boardId);
    expect((await company.get(`/api/posts/${named}`)).body.authorName).toBe("박사원");
  });
});
