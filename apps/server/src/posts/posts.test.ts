import { BODY_MAX_LENGTH, fixedBoard, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

const qna = fixedBoard("qna").boardId;
const notice = fixedBoard("notice").boardId;
const news = fixedBoard("news").boardId;
const schedule = fixedBoard("schedule").boardId;

const draft = (over: Record<string, unknown> = {}) => ({
  title: "물류센터 견학 문의드립니다",
  bodyHtml: "<p>다음 주 화요일 오후에 견학이 가능한지 궁금합니다.</p>",
  secret: false,
  notice: false,
  bold: false,
  ...over,
});

async function write(client: Client, boardId: string, over: Record<string, unknown> = {}) {
  const res = await client.post(`/api/boards/${boardId}/posts`, draft(over));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.postId as number;
}

type Link = { postId: number; title: string } | null;

const postCount = async (env: TestApp) =>
  Number(
    (
      await env.ctx.db
        .selectFrom("posts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(DIALECTS)("posts on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client & { userId: string };
  let bob: Client & { userId: string };
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
  });
  afterAll(() => env.close());

  it("lets a member write a Korean post that a visitor then finds and reads", async () => {
    const postId = await write(alice, qna, { title: "지게차 충전 구역 위치가 궁금합니다" });
    const list = await visitor.get(`/api/boards/${qna}/posts`);
    expect(list.status).toBe(200);
    const row = list.body.items.find((r: { postId: number }) => r.postId === postId);
    expect(row).toMatchObject({
      title: "지게차 충전 구역 위치가 궁금합니다",
      authorName: "이앨리",
      depth: 0,
      commentCount: 0,
    });
    expect(row).not.toHaveProperty("authorId");
    const detail = await visitor.get(`/api/posts/${postId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      title: "지게차 충전 구역 위치가 궁금합니다",
      permissions: { canEdit: false, canDelete: false, canReply: false },
    });
  });

  it("refuses writing to a logged-out visitor and below WRITE_AUTH, changing nothing", async () => {
    const before = await postCount(env);
    const anon = await visitor.post(`/api/boards/${qna}/posts`, draft());
    expect(anon.status).toBe(401);
    expect(anon.body.detail).toBe(t("errorLoginRequired"));
    const low = await alice.post(`/api/boards/${notice}/posts`, draft());
    expect(low.status).toBe(403);
    expect(low.body).toMatchObject({ code: "WRITE_NOT_ALLOWED", detail: t("writeNotAllowed") });
    const newsByU = await alice.post(`/api/boards/${news}/posts`, draft());
    expect(newsByU.status).toBe(403);
    expect(await postCount(env)).toBe(before);
  });

  it("refuses a calendar entry by a non-administrator and accepts one by an administrator", async () => {
    const refused = await alice.post(`/api/boards/${schedule}/posts`, draft());
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(t("calendarAdminOnly"));
    const ok = await admin.post(
      `/api/boards/${schedule}/posts`,
      draft({ startAt: "2026-12-01T01:00:00.000Z", endAt: "2026-12-01T03:00:00.000Z" }),
    );
    expect(ok.status).toBe(201);
    const bad = await admin.post(
      `/api/boards/${schedule}/posts`,
      draft({ startAt: "2026-12-01T05:00:00.000Z", endAt: "2026-12-01T03:00:00.000Z" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(t("endBeforeStart"));
  });

  it("requires title, body and the three flags with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "  " }, "title", t("enterTitle")],
      [{ bodyHtml: "" }, "bodyHtml", t("enterBody")],
      [{ bodyHtml: "<p></p><p> </p>" }, "bodyHtml", t("enterBody")],
      [{ secret: undefined }, "secret", t("enterSecret")],
      [{ notice: undefined }, "notice", t("enterNotice")],
      [{ bold: undefined }, "bold", t("enterBold")],
    ];
    for (const [over, field, detail] of cases) {
      const res = await alice.post(`/api/boards/${qna}/posts`, draft(over));
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ field, detail });
    }
  });

  it("keeps notice and bold for administrators only", async () => {
    const res = await alice.post(`/api/boards/${qna}/posts`, draft({ notice: true }));
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(t("adminOnlyFlags"));
    const bold = await alice.post(`/api/boards/${qna}/posts`, draft({ bold: true }));
    expect(bold.status).toBe(403);
    const noComments = await alice.post(`/api/boards/${qna}/posts`, draft({ commentAllowed: false }));
    expect(noComments.status).toBe(403);
    const pinned = await write(admin, qna, { title: "Q&A 게시판 이용 안내", notice: true, bold: true });
    const list = await visitor.get(`/api/boards/${qna}/posts`);
    expect(list.body.notices[0]).toMatchObject({ postId: pinned, notice: true, bold: true });
    expect(list.body.items.some((r: { postId: number }) => r.postId === pinned)).toBe(false);
    expect((await visitor.get(`/api/boards/${qna}/posts?page=2`)).body.notices).toEqual([]);
  });

  it("pins notices newest thread first with their replies under them, each row as the post lists unpinned", async () => {
    const older = await write(admin, qna, { title: "보관소 첫째 공지", notice: true });
    const newer = await write(admin, qna, { title: "보관소 둘째 공지", notice: true, bold: true });
    const reply = await bob.post(`/api/posts/${older}/replies`, draft({ title: "보관소 첫째 공지 답글" }));
    expect(reply.status).toBe(201);
    const list = await visitor.get(`/api/boards/${qna}/posts`);
    const pinned = list.body.notices.map((r: { postId: number }) => r.postId);
    expect(pinned.slice(0, 3)).toEqual([newer, older, reply.body.postId]);
    expect(list.body.notices[2]).toMatchObject({ depth: 1, authorName: "박밥", notice: false, hasPassword: false });
    // A search lists the same posts flat: every field of a pinned row is what the post's own row says.
    const found = await visitor.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("보관소")}`);
    for (const postId of [newer, older, reply.body.postId]) {
      const row = found.body.items.find((r: { postId: number }) => r.postId === postId);
      expect(list.body.notices.find((r: { postId: number }) => r.postId === postId)).toEqual(row);
    }

    // A card board's notice carries its description, like its other cards.
    const restaurant = fixedBoard("restaurant").boardId;
    const card = await write(admin, restaurant, {
      title: "맛집 게시판 이용 안내",
      bodyHtml: "<p>사진과 함께 위치를 적어 주세요.</p>",
      notice: true,
    });
    const cards = await visitor.get(`/api/boards/${restaurant}/posts`);
    expect(cards.body.notices[0]).toMatchObject({ postId: card, summary: "사진과 함께 위치를 적어 주세요." });
  });

  it("unpins a notice once its notice period has ended", async () => {
    const postId = await write(admin, qna, {
      title: "지난 공지",
      notice: true,
      noticeStart: "2020-01-01T00:00:00.000Z",
      noticeEnd: "2020-02-01T00:00:00.000Z",
    });
    const list = await visitor.get(`/api/boards/${qna}/posts`);
    expect(list.body.notices.some((r: { postId: number }) => r.postId === postId)).toBe(false);
    expect(list.body.items.some((r: { postId: number }) => r.postId === postId)).toBe(true);
  });

  it("sanitises the body: no script, handler, javascript: URL or foreign iframe survives", async () => {
    const postId = await write(alice, qna, {
      bodyHtml:
        '<p onclick="steal()">안녕하세요<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example.com/x"></iframe>' +
        '<iframe src="https://www.youtube.com/embed/abc"></iframe><p style="text-align: center; color: red">가운데</p>',
    });
    const body: string = (await alice.get(`/api/posts/${postId}`)).body.bodyHtml;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/);
    expect(body).toContain("https://www.youtube.com/embed/abc");
    expect(body).toContain("text-align:center");
    expect(body).not.toContain("color");
    expect(body).toContain("안녕하세요");
  });

  it("cleans a body of 200,000 characters on a worker thread the same way, and refuses one with nothing visible", async () => {
    const unit = '<p onclick="steal()">팔레트 적재 안내<script>alert(1)</script></p><img src="x" onerror="alert(1)">';
    const long = `<p>장문첫머리 본문</p>${unit.repeat(Math.floor((BODY_MAX_LENGTH - 100) / unit.length))}`;
    expect(long.length).toBeGreaterThan(190_000);
    const postId = await write(alice, qna, { title: "긴 본문", bodyHtml: long });
    const body: string = (await alice.get(`/api/posts/${postId}`)).body.bodyHtml;
    expect(body).not.toMatch(/script|onclick|onerror/);
    expect(body.startsWith("<p>장문첫머리 본문</p><p>팔레트 적재 안내</p>")).toBe(true);
    const search = await visitor.get(`/api/boards/${qna}/posts?field=body&q=${encodeURIComponent("장문첫머리")}`);
    expect(search.body.items.map((r: { postId: number }) => r.postId)).toEqual([postId]);
    const empty = await alice.post(`/api/boards/${qna}/posts`, draft({ bodyHtml: "<p> </p>".repeat(20_000) }));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: "bodyHtml", detail: t("enterBody") });
  });

  it("shows secret posts only to the author and administrators, in detail, list and search", async () => {
    const postId = await write(alice, qna, { title: "비밀 견적 요청 자동창고", secret: true });
    for (const who of [visitor, bob]) {
      const res = await who.get(`/api/posts/${postId}`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "SECRET_POST", detail: t("secretOnly") });
      const list = await who.get(`/api/boards/${qna}/posts`);
      const row = list.body.items.find((r: { postId: number }) => r.postId === postId);
      expect(row).toMatchObject({ secret: true, readable: false, title: t("secretPost") });
      expect(JSON.stringify(list.body)).not.toContain("자동창고");
      const search = await who.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("자동창고")}`);
      expect(search.body.items).toEqual([]);
    }
    expect((await alice.get(`/api/posts/${postId}`)).status).toBe(200);
    expect((await admin.get(`/api/posts/${postId}`)).status).toBe(200);
    const own = await alice.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("자동창고")}`);
    expect(own.body.items).toHaveLength(1);
  });

  it("finds posts by two-syllable Korean words in the title", async () => {
    await write(bob, qna, { title: "냉동 물류 창고 온도 기준" });
    await write(bob, qna, { title: "상온 보관 문의" });
    const res = await visitor.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("물류")}`);
    expect(res.body.items.map((r: { title: string }) => r.title)).toContain("냉동 물류 창고 온도 기준");
    expect(res.body.items.map((r: { title: string }) => r.title)).not.toContain("상온 보관 문의");
    const two = await visitor.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("창고 냉동")}`);
    expect(two.body.items).toHaveLength(1);
    const single = await visitor.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("냉")}`);
    expect(single.body.items.length).toBeGreaterThanOrEqual(1);
    const percent = await visitor.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("%")}`);
    expect(percent.body.items).toEqual([]);
  });

  it("keeps replies under their parent at any depth and with many siblings, whatever the sort", async () => {
    const root = await write(alice, qna, { title: "스레드 원글" });
    await write(bob, qna, { title: "나중 글" });
    const replies: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await (i % 2 ? alice : bob).post(`/api/posts/${i % 2 && replies[0] ? replies[0] : root}/replies`, {
        title: `답변 ${i}`,
        bodyHtml: "<p>답변 내용</p>",
        secret: false,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      replies.push(res.body.postId);
    }
    // a deeper chain: each reply answers the previous one (authors alternate)
    let parent = root;
    let depth = 0;
    for (let i = 0; i < 6; i++) {
      const author = i % 2 ? alice : bob;
      const res = await author.post(`/api/posts/${parent}/replies`, {
        title: `깊이 ${i + 1}`,
        bodyHtml: "<p>깊게</p>",
        secret: false,
      });
      expect(res.status).toBe(201);
      parent = res.body.postId;
      depth = i + 1;
    }
    for (const sort of ["createdAt", "title", "viewCount", "number", "author"]) {
      for (const order of ["asc", "desc"]) {
        const list = await visitor.get(`/api/boards/${qna}/posts?pageSize=45&sort=${sort}&order=${order}`);
        const rows: { postId: number; depth: number }[] = list.body.items;
        const start = rows.findIndex((r) => r.postId === root);
        expect(start, `${sort} ${order}`).toBeGreaterThanOrEqual(0);
        const thread = rows.slice(start + 1, start + 1 + 18);
        expect(
          thread.every((r) => r.depth >= 1),
          `${sort} ${order}`,
        ).toBe(true);
        expect(thread.map((r) => r.depth)).toContain(depth);
      }
    }
    const detail = await visitor.get(`/api/posts/${parent}`);
    expect(detail.body.depth).toBe(6);
  });

  it("applies the reply rule: not to one's own post, not where replies are off, body and secret required", async () => {
    const postId = await write(alice, qna);
    const own = await alice.post(`/api/posts/${postId}/replies`, {
      title: "내 글에 답글",
      bodyHtml: "<p>x</p>",
      secret: false,
    });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(t("replyNotAllowed"));
    const noticePost = await write(admin, notice, { title: "점검 안내" });
    const onNotice = await bob.post(`/api/posts/${noticePost}/replies`, {
      title: "답글",
      bodyHtml: "<p>x</p>",
      secret: false,
    });
    expect(onNotice.status).toBe(403);
    const noSecret = await bob.post(`/api/posts/${postId}/replies`, { title: "답글", bodyHtml: "<p>x</p>" });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.detail).toBe(t("enterSecret"));
    const noBody = await bob.post(`/api/posts/${postId}/replies`, { title: "답글", bodyHtml: "", secret: false });
    expect(noBody.body.detail).toBe(t("enterBody"));
    const anon = await visitor.post(`/api/posts/${postId}/replies`, {
      title: "답글",
      bodyHtml: "<p>x</p>",
      secret: false,
    });
    expect(anon.status).toBe(401);
    const detail = await bob.get(`/api/posts/${postId}`);
    expect(detail.body.permissions).toEqual({ canEdit: false, canDelete: false, canReply: true });
  });

  it("lets the author of a secret question read a secret reply to it", async () => {
    const question = await write(alice, qna, { title: "비밀 질문", secret: true });
    const answer = await admin.post(`/api/posts/${question}/replies`, {
      title: "답변",
      bodyHtml: "<p>답변</p>",
      secret: true,
    });
    expect((await alice.get(`/api/posts/${answer.body.postId}`)).status).toBe(200);
    expect((await bob.get(`/api/posts/${answer.body.postId}`)).status).toBe(403);
  });

  it("lets only the author edit, with the spec's message for others", async () => {
    const postId = await write(alice, qna, { title: "수정 전 제목" });
    const other = await bob.put(`/api/posts/${postId}`, draft({ title: "남이 바꾼 제목" }));
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: "NOT_OWN_POST_EDIT", detail: t("onlyOwnEdit") });
    const anon = await visitor.put(`/api/posts/${postId}`, draft({ title: "익명 수정" }));
    expect(anon.status).toBe(401);
    const ok = await alice.put(`/api/posts/${postId}`, draft({ title: "수정 후 제목" }));
    expect(ok.status).toBe(200);
    expect((await visitor.get(`/api/posts/${postId}`)).body.title).toBe("수정 후 제목");
    const search = await visitor.get(`/api/boards/${qna}/posts?q=${encodeURIComponent("수정 후")}`);
    expect(search.body.items.map((r: { postId: number }) => r.postId)).toContain(postId);
  });

  it("asks for the post password on edit and delete, with the spec's message when wrong", async () => {
    const postId = await write(alice, qna, { title: "비밀번호 글", password: "pw1234" });
    const none = await alice.put(`/api/posts/${postId}`, draft({ title: "바꿈" }));
    expect(none.status).toBe(403);
    expect(none.body.code).toBe("POST_PASSWORD_REQUIRED");
    const wrong = await alice.put(`/api/posts/${postId}`, draft({ title: "바꿈", currentPassword: "nope" }));
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe(t("postPasswordWrong"));
    expect((await alice.post(`/api/posts/${postId}/password-check`, { password: "nope" })).body.detail).toBe(
      t("postPasswordWrong"),
    );
    expect((await alice.post(`/api/posts/${postId}/password-check`, { password: "pw1234" })).status).toBe(200);
    expect((await visitor.get(`/api/posts/${postId}`)).body.title).toBe("비밀번호 글");
    const ok = await alice.put(`/api/posts/${postId}`, draft({ title: "바꿈", currentPassword: "pw1234" }));
    expect(ok.status).toBe(200);
    expect((await alice.delete(`/api/posts/${postId}`, {})).body.code).toBe("POST_PASSWORD_REQUIRED");
    expect((await alice.delete(`/api/posts/${postId}`, { password: "pw1234" })).status).toBe(200);
  });

  it("lets the author or an administrator delete, nobody else", async () => {
    const postId = await write(alice, qna, { title: "삭제될 글" });
    const other = await bob.delete(`/api/posts/${postId}`);
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(t("onlyOwnDelete"));
    expect((await visitor.get(`/api/posts/${postId}`)).status).toBe(200);
    expect((await alice.delete(`/api/posts/${postId}`)).status).toBe(200);
    const gone = await visitor.get(`/api/posts/${postId}`);
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe(t("postNotFound"));
    const byAdmin = await write(bob, qna, { title: "관리자가 지울 글" });
    expect((await admin.delete(`/api/posts/${byAdmin}`)).status).toBe(200);
    const list = await visitor.get(`/api/boards/${qna}/posts?pageSize=45`);
    expect(list.body.items.some((r: { postId: number }) => r.postId === byAdmin || r.postId === postId)).toBe(false);
  });

  it("counts a view once per viewer per day, also under concurrent requests", async () => {
    const postId = await write(alice, qna, { title: "조회수 글" });
    const views = await Promise.all(Array.from({ length: 8 }, () => bob.get(`/api/posts/${postId}`)));
    expect(views.every((v) => v.status === 200)).toBe(true);
    expect((await bob.get(`/api/posts/${postId}`)).body.viewCount).toBe(1);
    expect((await alice.get(`/api/posts/${postId}`)).body.viewCount).toBe(2);
    expect((await alice.get(`/api/posts/${postId}`)).body.viewCount).toBe(2);
  });

  it("pages and sorts the list with the allowed page sizes only", async () => {
    const bad = await visitor.get(`/api/boards/${qna}/posts?pageSize=20`);
    expect(bad.status).toBe(400);
    const page = await visitor.get(`/api/boards/${qna}/posts?pageSize=15&page=1`);
    expect(page.body.pageSize).toBe(15);
    expect(page.body.items.length).toBeLessThanOrEqual(15);
    const missing = await visitor.get("/api/boards/20990101000000000000/posts");
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(t("boardNotFound"));
  });

  it("hides the author of anonymous board posts", async () => {
    const bamboo = fixedBoard("bamboo").boardId;
    const postId = await write(alice, bamboo, { title: "야근이 너무 많아요" });
    const detail = await bob.get(`/api/posts/${postId}`);
    expect(detail.body.authorName).toBe(t("anonymousName"));
    expect(JSON.stringify(detail.body)).not.toContain("이앨리");
    const list = await bob.get(`/api/boards/${bamboo}/posts`);
    expect(JSON.stringify(list.body)).not.toContain("이앨리");
    expect((await alice.get(`/api/posts/${postId}`)).body.permissions.canEdit).toBe(true);
  });

  it("lists the boards of the menu with the write permission of the viewer", async () => {
    const res = await alice.get("/api/boards");
    const byId = new Map(res.body.items.map((b: { boardId: string }) => [b.boardId, b]));
    expect(byId.get(qna)).toMatchObject({ name: "Q&A", canWrite: true });
    expect(byId.get(notice)).toMatchObject({ canWrite: false, writeRole: "A" });
    expect(byId.get("20210714090704000071")).toMatchObject({ anonymous: true });
  });

  // 이전글/다음글 and the newest posts of 통합게시판 (issue 24 §6) list only the live posts the viewer
  // may read: secret posts for their writer, the author of the post they answer and administrators;
  // deleted posts for nobody; boards only at their read permission.
  async function neighbours(client: Client, postId: number) {
    const res = await client.get(`/api/posts/${postId}/neighbours`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = (link: Link) => link?.postId ?? null;
    return { previous: ids(res.body.previous), next: ids(res.body.next) };
  }

  async function writeReply(client: Client, parentId: number, title: string) {
    const res = await client.post(`/api/posts/${parentId}/replies`, {
      title,
      bodyHtml: draft().bodyHtml,
      secret: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.postId as number;
  }

  it("links each post to the one above and below it in the board's default order, replies under their parent", async () => {
    const board = await createBoard(admin, { name: "이전글 다음글 게시판" });
    const first = await write(alice, board, { title: "첫 번째 글" });
    const second = await write(alice, board, { title: "두 번째 글" });
    const third = await write(bob, board, { title: "세 번째 글" });
    const answer = await writeReply(bob, second, "두 번째 글의 답글");
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
    const c = await write(alice, board, { title: "다 창고" });
    const a = await write(alice, board, { title: "가 창고" });
    const b = await write(alice, board, { title: "나 창고" });
    expect(await neighbours(visitor, b)).toEqual({ previous: a, next: c });
    expect(await neighbours(visitor, a)).toEqual({ previous: null, next: b });
  });

  it("skips secret posts for everyone but their readers, and deleted posts for all", async () => {
    // A writer of its own: alice's posts of the other tests count toward her post limit.
    const writer = await env.member("U", { nameKo: "정작성" });
    const board = await createBoard(admin, { name: "비밀글 이웃 게시판" });
    const older = await write(writer, board, { title: "공개 글 하나" });
    const secret = await write(bob, board, { title: "밥의 비밀 글", secret: true });
    const gone = await write(writer, board, { title: "지울 글" });
    const newer = await write(writer, board, { title: "공개 글 둘" });
    expect((await writer.delete(`/api/posts/${gone}`)).status).toBe(200);
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
    const postId = await write(admin, board, { title: "운영 회의 안건" });
    const asVisitor = await visitor.get(`/api/posts/${postId}/neighbours`);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.code).toBe("LOGIN_REQUIRED");
    const asMember = await alice.get(`/api/posts/${postId}/neighbours`);
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe("READ_NOT_ALLOWED");
    expect(await neighbours(admin, postId)).toEqual({ previous: null, next: null });
  });

  it("lists the newest posts of the boards each viewer may read, without secret posts of others", async () => {
    const writer = await env.member("U", { nameKo: "정작성" });
    const open = await createBoard(admin, { name: "최신글 공개 게시판" });
    const members = await createBoard(admin, { name: "최신글 회원 게시판", readRole: "U" });
    const staff = await createBoard(admin, { name: "최신글 관리자 게시판", readRole: "A", writeRole: "A" });
    const anonymous = await createBoard(admin, { name: "최신글 익명 게시판", anonymous: true });
    const publicPost = await write(writer, open, { title: "공개 최신 글" });
    const memberPost = await write(writer, members, { title: "회원 최신 글" });
    const staffPost = await write(admin, staff, { title: "관리자 최신 글" });
    const secretPost = await write(bob, open, { title: "밥의 최신 비밀 글", secret: true });
    const hidden = await write(writer, anonymous, { title: "익명 최신 글" });
    const removed = await write(writer, open, { title: "지운 최신 글" });
    expect((await writer.delete(`/api/posts/${removed}`)).status).toBe(200);

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
    expect(rows[0]?.authorName).not.toBe("정작성");
    expect(rows[1]).toMatchObject({ boardName: "최신글 공개 게시판", authorName: "정작성", fileCount: 0 });

    const two = await alice.get("/api/posts/newest?limit=2");
    expect(two.body.items.map((item: { postId: number }) => item.postId)).toEqual([hidden, memberPost]);
    expect((await alice.get("/api/posts/newest?limit=0")).status).toBe(400);
    expect((await alice.get("/api/posts/newest?limit=51")).status).toBe(400);
  });
});
