/**
 * 통합검색 is exact for every reader (issue 42 §1) on each database: over a generated corpus of a few
 * thousand posts, comments, deals and attachments — secret posts and replies, boards a role may not
 * read, a board not in use, posts and comments hidden by moderation (review, hidden, 임시조치), deleted
 * posts and comments, hidden deals, the anonymous board — each role's totals (visitor, member, company
 * manager, a member of another company, administrator) equal a plain scan of the rows with the
 * portal's read rules, and paging a kind's list returns exactly the expected items.
 */
import { ANONYMOUS_BOARD_ID, fixedBoard, type Role, SEARCH_KINDS } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { canReadBoard } from "../boards/index.ts";
import type { Board } from "../db/schema.ts";
import type { Member as Reader } from "../http/route-guard.ts";
import { setItemModeration } from "../moderation/queries.ts";
import { canRead } from "../posts/access.ts";
import { insertPost, softDeletePost } from "../posts/queries.ts";
import { indexDeal, insertDeal } from "../trade/queries.ts";
import { searchTextOf } from "../trade/search.ts";

const WORDS = ["지게차", "점검", "팔레트", "랙", "물류", "컨베이어벨트", "agv", "FB25", "안전", "교육", "요령"];
const POSTS = 1500;
const COMMENTS = 600;
const DEALS = 300;
const FAQ = fixedBoard("faq").boardId;
const QNA = fixedBoard("qna").boardId;
const MODERATION = ["review", "hidden", "temporary"] as const;

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PostFacts {
  postId: number;
  boardId: string;
  title: string;
  bodyText: string;
  authorId: string;
  authorName: string;
  anonymous: number;
  secret: number;
  moderation: (typeof MODERATION)[number] | null;
  parentAuthorId: string | null;
  deleted: boolean;
  files: { name: string; deleted: boolean }[];
}
interface CommentFacts {
  postId: number;
  body: string;
  authorId: string;
  moderation: (typeof MODERATION)[number] | null;
  deleted: boolean;
}
interface DealFacts {
  text: string;
  authorId: string;
  hidden: boolean;
  moderation: (typeof MODERATION)[number] | null;
}

const lowerHas = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

describe.each(DIALECTS)("통합검색 exact totals on %s", (dialect) => {
  let env: TestApp;
  let readers: Record<string, { client: Client; user: Reader | null }>;
  const posts: PostFacts[] = [];
  const comments: CommentFacts[] = [];
  const deals: DealFacts[] = [];
  let boards: Board[] = [];

  beforeAll(async () => {
    env = await startTestApp(dialect);
    const { db } = env.ctx;
    const { admin, alice, visitor } = await env.cast();
    const manager = await env.member("M", { nameKo: "김매니저" });
    const other = await env.member("U", { nameKo: "최다른" });
    await db
      .updateTable("users")
      .set({ companyCode: "C1111111111" })
      .where("userId", "in", [alice.userId, manager.userId])
      .execute();
    await db.updateTable("users").set({ companyCode: "C2222222222" }).where("userId", "=", other.userId).execute();
    const asReader = (m: Member, role: Role, name: string): { client: Client; user: Reader } => ({
      client: m,
      user: { userId: m.userId, role, nameKo: name } as unknown as Reader,
    });
    const member = asReader(alice, "U", "이앨리");
    const managerReader = asReader(manager, "M", "김매니저");
    const otherReader = asReader(other, "U", "최다른");
    const adminReader = asReader(admin, "A", "관리자");
    readers = {
      visitor: { client: visitor, user: null },
      member,
      manager: managerReader,
      otherCompany: otherReader,
      admin: adminReader,
    };
    const members = [member, managerReader, otherReader, adminReader];
    const boardU = await createBoard(admin, { name: "회원 게시판", readRole: "U" });
    const boardM = await createBoard(admin, { name: "회사 관리자 게시판", readRole: "M" });
    const boardA = await createBoard(admin, { name: "관리자 게시판", readRole: "A" });
    const unused = await createBoard(admin, { name: "쓰지 않는 게시판" });
    const postBoards = [QNA, QNA, boardU, boardM, boardA, ANONYMOUS_BOARD_ID, FAQ, unused];
    const rand = random(dialect === "sqlite" ? 42 : 43);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
    const text = (n: number) =>
      Array.from({ length: n }, () =>
        rand() < 0.5 ? pick(WORDS) : pick(["현장", "주간", "보고", "<b>강조</b>", "a&b"]),
      ).join(" ");
    const now = new Date().toISOString();

    for (let i = 0; i < POSTS; i++) {
      const boardId = pick(postBoards);
      const writer = pick(members).user;
      const parent = rand() < 0.15 ? posts.filter((p) => p.boardId === boardId && !p.deleted).at(-1) : undefined;
      const title = text(2);
      const bodyText = text(6);
      const secret = rand() < 0.12 ? 1 : 0;
      const anonymous = boardId === ANONYMOUS_BOARD_ID ? 1 : 0;
      const parentRow = parent
        ? await db
            .selectFrom("posts")
            .select(["postId", "threadId", "sortPath", "depth"])
            .where("postId", "=", parent.postId)
            .executeTakeFirstOrThrow()
        : null;
      const postId = await insertPost(
        db,
        dialect,
        {
          boardId,
          title,
          bodyHtml: `<p>${bodyText}</p>`,
          bodyText,
          authorId: writer.userId,
          authorName: writer.nameKo,
          anonymous,
          secret,
          createdAt: now,
          createdBy: writer.userId,
          updatedAt: now,
          updatedBy: writer.userId,
        },
        parentRow,
      );
      const facts: PostFacts = {
        postId,
        boardId,
        title,
        bodyText,
        authorId: writer.userId,
        authorName: writer.nameKo,
        anonymous,
        secret,
        moderation: null,
        parentAuthorId: parent?.authorId ?? null,
        deleted: false,
        files: [],
      };
      if (rand() < 0.1) {
        const name = `${pick(["매뉴얼", "점검표", "Manual"])}-${i}.pdf`;
        const deleted = rand() < 0.2;
        await db
          .insertInto("files")
          .values({
            ownerType: "post",
            ownerId: postId,
            role: "attachment",
            seq: 1,
            kind: "file",
            originalName: name,
            storageKey: `k${i}`,
            size: 1,
            mime: "application/pdf",
            ext: "pdf",
            createdAt: now,
            createdBy: writer.userId,
            deletedAt: deleted ? now : null,
          })
          .execute();
        facts.files.push({ name, deleted });
      }
      posts.push(facts);
    }
    for (const post of posts) {
      const roll = rand();
      if (roll < 0.06) {
        post.moderation = pick(MODERATION);
        await setItemModeration(db, "post", post.postId, post.moderation);
      } else if (roll < 0.11) {
        post.deleted = true;
        await softDeletePost(db, dialect, post.postId, "admin");
      }
    }
    for (let i = 0; i < COMMENTS; i++) {
      const post = pick(posts);
      const writer = pick(members).user;
      const body = text(4);
      const moderation = rand() < 0.08 ? pick(MODERATION) : null;
      const deleted = rand() < 0.06;
      await db
        .insertInto("comments")
        .values({
          postId: post.postId,
          parentId: null,
          depth: 0,
          sortPath: String(i).padStart(10, "0"),
          authorId: writer.userId,
          authorName: writer.nameKo,
          anonymous: post.anonymous,
          aliasNo: post.anonymous ? 1 : null,
          body,
          createdAt: now,
          updatedAt: now,
          deletedAt: deleted ? now : null,
          moderation,
        })
        .execute();
      comments.push({ postId: post.postId, body, authorId: writer.userId, moderation, deleted });
    }
    for (let i = 0; i < DEALS; i++) {
      const writer = pick(members).user;
      const title = text(2);
      const description = text(5);
      const modelNo = rand() < 0.3 ? `FB${10 + i}` : "X-1";
      const location = pick(["경기 평택시", "인천 남동구 물류단지", "부산 강서구"]);
      const hidden = rand() < 0.07;
      const moderation = rand() < 0.07 ? pick(MODERATION) : null;
      const searchText = searchTextOf(title, description);
      const dealNo = await insertDeal(db, {
        dealType: "SEL",
        companyCode: "PERSONAL",
        title,
        category: "FORKLIFT",
        condition: "H",
        modelNo,
        modelName: "모델",
        modelYear: 2020,
        amount: 1000,
        location,
        descriptionHtml: `<p>${description}</p>`,
        searchText,
        telNo: "010-0000-0000",
        authorId: writer.userId,
        authorName: writer.nameKo,
        coverPhotoId: null,
        favoriteCount: 0,
        completedAt: null,
        hiddenAt: hidden ? now : null,
        hiddenBy: hidden ? "admin" : null,
        createdAt: now,
        updatedAt: now,
        updatedBy: writer.userId,
        moderation,
      });
      await indexDeal(db, dealNo, searchText);
      deals.push({ text: `${searchText} ${modelNo} 모델 ${location}`, authorId: writer.userId, hidden, moderation });
    }
    await db.updateTable("boards").set({ inUse: 0 }).where("boardId", "=", unused).execute();
    boards = await db.selectFrom("boards").selectAll().execute();
  }, 600_000);
  afterAll(() => env.close());

  /** The plain scan: what `user` may open that holds every word, per kind. */
  function expected(user: Reader | null, words: string[]) {
    const viewer = { userId: user?.userId ?? null, isAdmin: user?.role === "A" };
    const boardOk = (boardId: string) => {
      const board = boards.find((b) => b.boardId === boardId);
      return board !== undefined && board.inUse === 1 && canReadBoard(board, user);
    };
    const postOpen = (p: PostFacts) => !p.deleted && boardOk(p.boardId) && canRead(p, viewer);
    const postHas = (p: PostFacts, w: string) =>
      lowerHas(p.title, w) ||
      lowerHas(p.bodyText, w) ||
      (p.anonymous === 0 && lowerHas(p.authorName, w)) ||
      p.files.some((f) => !f.deleted && lowerHas(f.name, w));
    const found = posts.filter((p) => postOpen(p) && words.every((w) => postHas(p, w)));
    const commentOpen = (c: CommentFacts) => {
      const post = posts.find((p) => p.postId === c.postId) as PostFacts;
      return !c.deleted && postOpen(post) && (c.moderation === null || viewer.isAdmin || c.authorId === viewer.userId);
    };
    const dealOpen = (d: DealFacts) =>
      viewer.isAdmin || (!d.hidden && (d.moderation === null || d.authorId === viewer.userId));
    return {
      post: found.filter((p) => p.boardId !== FAQ).map((p) => p.postId),
      faq: found.filter((p) => p.boardId === FAQ).map((p) => p.postId),
      comment: comments.filter((c) => commentOpen(c) && words.every((w) => lowerHas(c.body, w))).length,
      deal: deals.filter((d) => dealOpen(d) && words.every((w) => lowerHas(d.text, w))).length,
    };
  }

  const QUERIES = [
    ["지게차"],
    ["랙"],
    ["점검", "요령"],
    ["fb25"],
    ["AGV"],
    ["컨베이어벨트"],
    ["매뉴얼"],
    ["<b>강조</b>"],
    ["a&b", "물류"],
  ];

  it.each(Object.keys({ visitor: 0, member: 0, manager: 0, otherCompany: 0, admin: 0 }))(
    "counts exactly what the %s may open",
    async (who) => {
      const reader = readers[who] as { client: Client; user: Reader | null };
      for (const words of QUERIES) {
        const res = await reader.client.get(`/api/search?q=${encodeURIComponent(words.join(" "))}`);
        expect(res.status).toBe(200);
        const want = expected(
          reader.user,
          words.map((w) => w.toLowerCase()),
        );
        expect({ words, ...res.body.totals }).toMatchObject({
          words,
          post: want.post.length,
          faq: want.faq.length,
          comment: want.comment,
          deal: want.deal,
        });
        for (const kind of SEARCH_KINDS) expect(res.body.totals[kind]).toBeGreaterThanOrEqual(0);
      }
    },
    120_000,
  );

  it.each(["visitor", "member", "admin"])(
    "pages the %s's post list to exactly the expected posts",
    async (who) => {
      const reader = readers[who] as { client: Client; user: Reader | null };
      for (const sort of ["relevance", "newest"]) {
        const want = expected(reader.user, ["지게차", "점검"]).post;
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(want.length / 45) + 1; page++) {
          const res = await reader.client.get(
            `/api/search?q=${encodeURIComponent("지게차 점검")}&kind=post&pageSize=45&page=${page}&sort=${sort}`,
          );
          expect(res.status).toBe(200);
          expect(res.body.list.total).toBe(want.length);
          seen.push(...res.body.list.hits.map((h: { id: string }) => Number(h.id)));
        }
        expect(seen.length).toBe(want.length);
        expect(new Set(seen)).toEqual(new Set(want));
      }
    },
    120_000,
  );

  it("holds items that only some readers may open (the totals above differ by role)", async () => {
    const total = async (who: string) =>
      (await (readers[who] as { client: Client }).client.get(`/api/search?q=${encodeURIComponent("지게차")}`)).body
        .totals;
    const [visitor, member, manager, otherCompany, admin] = await Promise.all(
      ["visitor", "member", "manager", "otherCompany", "admin"].map(total),
    );
    expect(visitor.post).toBeLessThan(member.post);
    expect(member.post).toBeLessThan(manager.post);
    expect(manager.post).toBeLessThan(admin.post);
    expect(member.post).not.toBe(otherCompany.post);
    expect(visitor.comment).toBeLessThan(admin.comment);
    expect(visitor.deal).toBeLessThan(admin.deal);
    expect(visitor.faq).toBeGreaterThan(0);
  });

  it("never names the writer of an anonymous post", async () => {
    const res = await readers.admin?.client.get(
      `/api/search?q=${encodeURIComponent("지게차")}&kind=post&boardId=${ANONYMOUS_BOARD_ID}&pageSize=45`,
    );
    expect(res?.body.list.hits.length).toBeGreaterThan(0);
    for (const hit of res?.body.list.hits ?? []) expect(hit.author).toBeNull();
    // Nor finds it by the writer's name.
    const byName = await readers.admin?.client.get(
      `/api/search?q=${encodeURIComponent("김매니저")}&kind=post&boardId=${ANONYMOUS_BOARD_ID}`,
    );
    expect(byName?.body.list.total).toBe(0);
  });
});
