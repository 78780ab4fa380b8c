/**
 * Server-rendered public pages (issue 25 §1–§3), fetched as a crawler does (no JavaScript): each page
 * kind answers its text, head (title, description, canonical, Open Graph, JSON-LD) and the reads the
 * browser hydrates; a secret post, a post of a board visitors may not read, a hidden deal, a deleted
 * post and a post hidden by moderation (its kept page dropped) put nothing of theirs anywhere in the answer, which is a 403/404 with noindex; unknown addresses
 * answer 404. Uses the real web build (built here when stale, as `npm test` does before Vitest).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { BANNER_HIDDEN_SCRIPT, EARLY_INPUT_SCRIPT, fixedBoard, SCREEN_MODULES_ID } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebIfStale } from "../../../../scripts/web-build.ts";
import { createBoard, postBody, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { png } from "../../test/media-fixtures.ts";
import { createDeal } from "../../test/trade-fixtures.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const BASE = "https://portal.example.kr";

beforeAll(() => {
  expect(buildWebIfStale(root)).toBe(0);
}, 600_000);

/** The answer's status, whole HTML and its parts a crawler reads. */
async function page(client: Client | TestApp, url: string) {
  // A test app: a request with no cookie at all (a crawler); a client: with its cookies.
  const res = "ctx" in client ? await client.app.inject({ url }) : await client.request("GET", url);
  const html = "statusCode" in res ? res.body : String(res.body);
  const status = "statusCode" in res ? res.statusCode : res.status;
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return {
    status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    feed: /<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]+)"/.exec(html)?.[1],
    jsonLd: ld ? JSON.parse(ld) : undefined,
    root:
      /<div id="root">([\s\S]*?)<\/div><script type="application\/json"|<div id="root">([\s\S]*)<\/body>/.exec(
        html,
      )?.[0] ?? "",
    hydrates: html.includes('id="portal-state"'),
  };
}

/** A refused or missing page: the status, noindex, no canonical, no JSON-LD, no reads, and no `marker`. */
function expectRefused(answer: Awaited<ReturnType<typeof page>>, status: number, marker: string) {
  expect(answer.status).toBe(status);
  expect(answer.meta("robots")).toBe("noindex");
  expect(answer.canonical).toBeUndefined();
  expect(answer.jsonLd).toBeUndefined();
  expect(answer.hydrates).toBe(false);
  expect(answer.html).not.toContain(marker);
  expect(answer.title).toMatch(status === 404 ? /^페이지를 찾을 수 없습니다 \| / : /^볼 수 없는 페이지입니다 \| /);
}

describe.each(DIALECTS)("server-rendered pages on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client & { userId: string };
  let board: string;

  beforeAll(async () => {
    env = await startTestApp(dialect, { WEB_DIST: path.join(root, "apps/web/dist"), PUBLIC_URL: BASE });
    admin = await env.member("A", { nameKo: "관리자" });
    alice = await env.member("U", { nameKo: "김물류" });
    board = await createBoard(admin, { name: "공개 자료실", description: "누구나 읽는 자료실입니다." });
  });
  afterAll(async () => {
    await env?.close();
  });

  it("renders a post: its text, head, JSON-LD and the reads to hydrate", async () => {
    const postId = await writePost(alice, board, {
      title: "자동창고 견학 후기 SSR1",
      bodyHtml: '<p>셔틀 <b>랙</b> 시스템을 &amp; 보았습니다.</p><p><img src="/api/files/7/x.png" alt=""></p>',
    });
    const p = await page(env, `/app/board/${board}/${postId}`);
    expect(p.status).toBe(200);
    expect(p.root).toContain("자동창고 견학 후기 SSR1");
    expect(p.root).toContain("시스템을 &amp; 보았습니다.");
    expect(p.title).toBe("자동창고 견학 후기 SSR1 | 스마트물류 컨소시엄 포털");
    expect(p.meta("description")).toBe("셔틀 랙 시스템을 & 보았습니다.");
    expect(p.canonical).toBe(`${BASE}/app/board/${board}/${postId}`);
    expect(p.meta("og:url")).toBe(`${BASE}/app/board/${board}/${postId}`);
    expect(p.meta("og:type")).toBe("article");
    expect(p.meta("og:title")).toBe("자동창고 견학 후기 SSR1");
    expect(p.meta("og:image")).toBe(`${BASE}/api/files/7/x.png`);
    expect(p.meta("og:site_name")).toBe("스마트물류 컨소시엄 포털");
    expect(p.meta("og:locale")).toBe("ko_KR");
    expect(p.meta("twitter:card")).toBe("summary_large_image");
    expect(p.meta("robots")).toBeUndefined();
    expect(p.feed).toBe(`${BASE}/rss/${board}.xml`);
    expect(p.jsonLd).toMatchObject({
      "@type": "DiscussionForumPosting",
      headline: "자동창고 견학 후기 SSR1",
      author: { "@type": "Person", name: "김물류" },
      url: `${BASE}/app/board/${board}/${postId}`,
      image: `${BASE}/api/files/7/x.png`,
    });
    expect(p.hydrates).toBe(true);
  });

  it("renders a post's comments and its thread's other posts, and carries their reads", async () => {
    const postId = await writePost(alice, board, { title: "랙 설치 문의 SSR-THREAD" });
    const reply = await admin.post(`/api/posts/${postId}/replies`, postBody({ title: "답변: 랙 설치 SSR-REPLY" }));
    expect(reply.status).toBe(201);
    const replyId = reply.body.postId as number;
    const comment = await alice.post(`/api/posts/${postId}/comments`, { body: "견학 일정도 궁금합니다 SSR-COMMENT" });
    expect(comment.status).toBe(201);
    const p = await page(env, `/app/board/${board}/${replyId}`);
    expect(p.status).toBe(200);
    expect(p.root).toContain("랙 설치 문의 SSR-THREAD");
    expect(p.root).toContain(`href="/app/board/${board}/${postId}"`);
    const top = await page(env, `/app/board/${board}/${postId}`);
    expect(top.root).toContain("견학 일정도 궁금합니다 SSR-COMMENT");
    const state = /<script type="application\/json" id="portal-state">(.*?)<\/script>/.exec(top.html)?.[1] ?? "";
    const keys = (JSON.parse(state) as { queries: { queryKey: unknown[] }[] }).queries.map((q) =>
      JSON.stringify(q.queryKey),
    );
    expect(keys.some((key) => key.includes("comments"))).toBe(true);
    expect(keys).toContain(JSON.stringify(["site-config"]));
  });

  it("names a notice an Article, and describes a long text in at most 160 characters", async () => {
    const notice = fixedBoard("notice").boardId;
    const postId = await writePost(admin, notice, { title: "공지 SSR2", bodyHtml: `<p>${"물류 ".repeat(200)}</p>` });
    const p = await page(env, `/app/board/${notice}/${postId}`);
    expect(p.jsonLd?.["@type"]).toBe("Article");
    expect(p.meta("description")?.length).toBeLessThanOrEqual(160);
    expect(p.meta("description")).toMatch(/^물류 물류 .*…$/);
    // no picture: the portal's default, and the small card
    expect(p.meta("og:image")).toBe(`${BASE}/og-default.png`);
    expect(p.meta("twitter:card")).toBe("summary");
  });

  it("renders a board list with its rows, and the home page with the latest notices", async () => {
    await writePost(alice, board, { title: "목록 행 SSR3" });
    const list = await page(env, `/app/board/${board}`);
    expect(list.status).toBe(200);
    expect(list.root).toContain("목록 행 SSR3");
    expect(list.title).toBe("공개 자료실 | 스마트물류 컨소시엄 포털");
    expect(list.meta("description")).toBe("누구나 읽는 자료실입니다.");
    expect(list.meta("og:type")).toBe("website");
    expect(list.canonical).toBe(`${BASE}/app/board/${board}`);
    expect(list.feed).toBe(`${BASE}/rss/${board}.xml`);
    expect(list.hydrates).toBe(true);

    await writePost(admin, fixedBoard("notice").boardId, { title: "홈 공지 SSR4" });
    const home = await page(env, "/");
    expect(home.status).toBe(200);
    expect(home.root).toContain("홈 공지 SSR4");
    expect(home.title).toBe("스마트물류 컨소시엄 포털");
    expect(home.canonical).toBe(`${BASE}/`);
  });

  it("renders the home page whole: every section with its content, and JSON-LD Organization and WebSite with its SearchAction", async () => {
    const soon = Date.now() + 3_600_000;
    await writePost(admin, fixedBoard("schedule").boardId, {
      title: "홈 일정 SSR10",
      startAt: new Date(soon).toISOString(),
      endAt: new Date(soon + 3_600_000).toISOString(),
    });
    const dealNo = await createDeal(alice, { title: "홈 중고 SSR11" });
    const deal = (await alice.get(`/api/deals/${dealNo}`)).body;
    const home = await page(env, "/");
    expect(home.status).toBe(200);
    for (const text of ["사업 소개", "다가오는 일정", "홈 일정 SSR10", "최신 중고 거래", "홈 중고 SSR11"]) {
      expect(home.root).toContain(text);
    }
    expect(home.root).toContain(`/app/trade/${deal.dealType}/${deal.companyCode}/${dealNo}`);
    const ld = [...home.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ""),
    );
    expect(ld).toEqual([
      expect.objectContaining({ "@type": "Organization", name: "스마트물류 컨소시엄 포털", url: `${BASE}/` }),
      expect.objectContaining({
        "@type": "WebSite",
        name: "스마트물류 컨소시엄 포털",
        url: `${BASE}/`,
        potentialAction: expect.objectContaining({
          "@type": "SearchAction",
          target: expect.objectContaining({ urlTemplate: `${BASE}/app/search?q={search_term_string}` }),
        }),
      }),
    ]);
    expect(home.hydrates).toBe(true);
  });

  it("renders the consent screen, 통합게시판 and a calendar board with this month's entries and its feed", async () => {
    const terms = await page(env, "/app/FUL/Terms");
    expect(terms.status).toBe(200);
    expect(terms.title).toBe("약관 동의 | 스마트물류 컨소시엄 포털");
    expect(terms.root).toContain("이용약관 동의");
    expect(terms.hydrates).toBe(true);

    await writePost(alice, board, { title: "통합 목록 SSR12" });
    const common = await page(env, "/app/commonboard");
    expect(common.status).toBe(200);
    expect(common.title).toBe("통합게시판 | 스마트물류 컨소시엄 포털");
    expect(common.root).toContain("통합 목록 SSR12");
    expect(common.root).toContain("공개 자료실");
    expect(common.hydrates).toBe(true);

    const schedule = fixedBoard("schedule").boardId;
    const soon = Date.now() + 2 * 3_600_000;
    await writePost(admin, schedule, {
      title: "달력 행사 SSR13",
      startAt: new Date(soon).toISOString(),
      endAt: new Date(soon + 3_600_000).toISOString(),
    });
    const calendar = await page(env, `/app/board/${schedule}`);
    expect(calendar.status).toBe(200);
    expect(calendar.root).toContain("달력 행사 SSR13");
    expect(calendar.feed).toBe(`${BASE}/rss/${schedule}.xml`);
    expect(calendar.hydrates).toBe(true);
    expect((await env.app.inject({ url: `/rss/${schedule}.xml` })).body).toContain("달력 행사 SSR13");
  });

  it("renders the information pages and the terms from their stored text", async () => {
    const stored = (await alice.get("/api/pages/PLT010101")).body;
    const info = await page(env, "/app/PLT010101");
    expect(info.status).toBe(200);
    expect(info.title).toBe(`${stored.title} | 스마트물류 컨소시엄 포털`);
    const firstWords = (info.meta("description") ?? "").slice(0, 20);
    expect(firstWords.length).toBeGreaterThan(5);
    expect(info.root).toContain(stored.title);
    const terms = await page(env, "/app/FUL/TermsOfservice");
    expect(terms.status).toBe(200);
    expect(terms.title).toBe("이용약관 | 스마트물류 컨소시엄 포털");
    expect(terms.root).toContain((await alice.get("/api/pages/TermsOfservice")).body.title);
  });

  it("gives every picture it renders a width and height: information pages' drawings, a post's upload and drawing", async () => {
    const draft = await alice.upload(`/api/boards/${board}/media?purpose=body`, [
      { name: "현장.png", data: await png(640, 480) },
    ]);
    const postId = await writePost(alice, board, {
      title: "현장 사진 SSR-PICTURES",
      bodyHtml: `<p>현장</p><img src="${draft.body.url}" alt="현장"><p><img src="/img/pages/agv.svg" alt="AGV"></p>`,
    });
    const post = `/app/board/${board}/${postId}`;
    for (const url of ["/app/PLT010301", "/app/PLT030301", post]) {
      const pictures = (await page(env, url)).root.match(/<img\b[^>]*>/g) ?? [];
      expect(pictures.length, url).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture, url).toMatch(/\swidth="\d+"/);
        expect(picture, url).toMatch(/\sheight="\d+"/);
      }
    }
    const { root } = await page(env, post);
    expect(root).toContain(`<img width="640" height="480" src="${draft.body.url}"`);
    expect(root).toContain('<img width="800" height="360" src="/img/pages/agv.svg"');
  });

  it("renders the trade list and a deal with a Product offer in KRW", async () => {
    const dealNo = await createDeal(alice, { title: "지게차 SSR5 판매", amount: 12_300_000 });
    const list = await page(env, "/app/trade");
    expect(list.status).toBe(200);
    expect(list.root).toContain("지게차 SSR5 판매");
    const deal = (await alice.get(`/api/deals/${dealNo}`)).body;
    const path = `/app/trade/${deal.dealType}/${deal.companyCode}/${dealNo}`;
    const p = await page(env, path);
    expect(p.status).toBe(200);
    expect(p.root).toContain("지게차 SSR5 판매");
    expect(p.meta("og:type")).toBe("article");
    expect(p.canonical).toBe(`${BASE}${path}`);
    expect(p.jsonLd).toMatchObject({
      "@type": "Product",
      name: "지게차 SSR5 판매",
      offers: { "@type": "Offer", price: 12_300_000, priceCurrency: "KRW", availability: "https://schema.org/InStock" },
    });
  });

  it("keeps secret, members-only, hidden and deleted content out of every part of the answer", async () => {
    const visitor = await env.client();
    const secret = await writePost(alice, board, {
      title: "비밀 SSRX1",
      bodyHtml: "<p>비밀본문 SSRX1</p>",
      secret: true,
    });
    expectRefused(await page(visitor, `/app/board/${board}/${secret}`), 403, "SSRX1");
    // the secret post's row in the public list is there, without its title
    expect((await page(visitor, `/app/board/${board}`)).html).not.toContain("SSRX1");

    const members = await createBoard(admin, { name: "회원 전용 SSRX2", readRole: "U" });
    const inner = await writePost(alice, members, { title: "회원 글 SSRX2", bodyHtml: "<p>회원본문 SSRX2</p>" });
    expectRefused(await page(visitor, `/app/board/${members}/${inner}`), 403, "SSRX2");
    expectRefused(await page(visitor, `/app/board/${members}`), 403, "SSRX2");
    // the member sees it (rendered with the request's session), and a visitor after them still does not
    const asMember = await page(alice, `/app/board/${members}/${inner}`);
    expect(asMember.status).toBe(200);
    expect(asMember.root).toContain("회원본문 SSRX2");
    expectRefused(await page(visitor, `/app/board/${members}/${inner}`), 403, "SSRX2");

    const hidden = await createDeal(alice, { title: "숨긴 상품 SSRX3", descriptionHtml: "<p>숨김설명 SSRX3</p>" });
    const deal = (await alice.get(`/api/deals/${hidden}`)).body;
    expect((await admin.post(`/api/deals/${hidden}/hide`)).status).toBe(200);
    const dealPage = await page(visitor, `/app/trade/${deal.dealType}/${deal.companyCode}/${hidden}`);
    expect([403, 404]).toContain(dealPage.status);
    expectRefused(dealPage, dealPage.status, "SSRX3");
    expect((await page(visitor, "/app/trade")).html).not.toContain("SSRX3");

    const deleted = await writePost(alice, board, { title: "지운 글 SSRX4", bodyHtml: "<p>지운본문 SSRX4</p>" });
    expect((await page(visitor, `/app/board/${board}/${deleted}`)).status).toBe(200);
    expect((await alice.delete(`/api/posts/${deleted}`)).status).toBe(200);
    expectRefused(await page(visitor, `/app/board/${board}/${deleted}`), 404, "SSRX4");
    expect((await page(visitor, `/app/board/${board}`)).html).not.toContain("SSRX4");
  });

  it("drops a post's kept page when moderation hides it: refused without its text or link preview, back when restored", async () => {
    const postId = await writePost(alice, board, { title: "신고될 글 SSRM1", bodyHtml: "<p>신고본문 SSRM1</p>" });
    const url = `/app/board/${board}/${postId}`;
    const kept = await page(env, url);
    expect(kept.status).toBe(200);
    expect(kept.meta("og:title")).toContain("SSRM1");
    const reporter = await env.member("U");
    expect((await reporter.post("/api/reports", { targetKind: "post", targetId: postId, reason: "spam" })).status).toBe(
      201,
    );
    const decide = (action: string) => admin.post(`/api/admin/reports/post/${postId}/decision`, { action });
    expect((await decide("hide")).status).toBe(200);
    const hidden = await page(env, url);
    expectRefused(hidden, 403, "SSRM1");
    const list = await page(env, `/app/board/${board}`);
    expect(list.html).not.toContain("SSRM1");
    expect(list.root).toContain("관리자가 숨긴 글입니다.");
    expect((await decide("restore")).status).toBe(200);
    const back = await page(env, url);
    expect(back.status).toBe(200);
    expect(back.meta("og:title")).toContain("SSRM1");
  });

  it("answers 404 with the Korean not-found page for unknown posts, boards, pages and paths", async () => {
    for (const url of [`/app/board/${board}/99999999`, "/app/board/99999", "/app/PLT999999", "/app/nope/deeper"]) {
      const p = await page(env, url);
      expectRefused(p, 404, "SSR");
      expect(p.root).toContain("주소가 바뀌었거나 삭제된 페이지입니다.");
    }
  });

  it("holds the banner overlay's first drawing, and the script hiding it today, allowed by its hash", async () => {
    const res = await env.app.inject({ url: `/app/board/${board}` });
    expect(res.body).toMatch(/<div[^>]* data-banner-overlay="true"/);
    expect(res.body).toContain('src="/img/pages/goal.svg"');
    const script = /<script>([^<]*)<\/script>/.exec(res.body)?.[1] ?? "";
    expect(script).toBe(BANNER_HIDDEN_SCRIPT);
    const hash = createHash("sha256").update(script).digest("base64");
    expect(String(res.headers["content-security-policy"])).toContain(`'sha256-${hash}'`);
    // Full pages have no overlay.
    expect((await env.app.inject({ url: "/app/FUL/TermsOfservice" })).body).not.toContain('data-banner-overlay="true"');
  });

  it("links its own screen's style sheets and modules and no other screen's", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "apps/web/dist/.vite/manifest.json"), "utf8"));
    const sheets = async (url: string) =>
      [...(await env.app.inject({ url })).body.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)"/g)].map(
        (m) => m[1],
      );
    const own = (key: string): string[] => manifest[key]?.css ?? [];
    const boardSheets = own("src/features/boards/BoardPage.tsx");
    const tradeSheets = own("src/features/trade/TradeListPage.tsx");
    expect(boardSheets.length * tradeSheets.length).toBeGreaterThan(0);
    const list = await sheets(`/app/board/${board}`);
    const trade = await sheets("/app/trade");
    const postId = await writePost(alice, board, { title: "스타일 SSR8" });
    const post = await sheets(`/app/board/${board}/${postId}`);
    expect(list).toEqual(expect.arrayContaining(boardSheets));
    expect(trade).toEqual(expect.arrayContaining(tradeSheets));
    for (const sheet of tradeSheets) expect([...list, ...post]).not.toContain(sheet);
    for (const sheet of boardSheets) expect(trade).not.toContain(sheet);
    // Its modules and the screens' words are named at once, not found one after another, in an inert
    // template after the body that the app moves into the page once it has painted (nothing fetched before).
    const postHtml = (await env.app.inject({ url: `/app/board/${board}/${postId}` })).body;
    const template = postHtml.match(new RegExp(`<template id="${SCREEN_MODULES_ID}">(.*?)</template>`))?.[1] ?? "";
    const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(postHtml.indexOf(template)).toBeGreaterThan(postHtml.indexOf('<div id="root">'));
    const screenFile = manifest["src/features/boards/PostDetailPage.tsx"].file;
    expect(postHtml.replace(template, "")).not.toContain(screenFile);
    expect(preloads).toEqual(
      expect.arrayContaining([
        manifest["src/features/boards/PostDetailPage.tsx"].file,
        manifest["src/lib/screen-messages.ts"].file,
      ]),
    );
    expect(preloads).not.toContain(manifest["src/features/trade/TradeListPage.tsx"].file);
  });

  it("serves a visitor's kept page until content changes, then the new content", async () => {
    const before = await page(env, `/app/board/${board}`);
    expect(before.root).not.toContain("새 글 SSR6");
    await writePost(alice, board, { title: "새 글 SSR6" });
    expect((await page(env, `/app/board/${board}`)).root).toContain("새 글 SSR6");
  });

  it("sends a rendered page compressed as the browser accepts, the same page as uncompressed", async () => {
    const url = `/app/board/${board}`;
    const plain = await env.app.inject({ url });
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await env.app.inject({ url, headers: { "accept-encoding": accept } });
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers.vary).toContain("accept-encoding");
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
    const missing = await env.app.inject({
      url: "/app/board/99999999999999999999",
      headers: { "accept-encoding": "br" },
    });
    expect(missing.statusCode).toBe(404);
    expect(zlib.brotliDecompressSync(missing.rawPayload).toString()).toContain("noindex");
  });

  it("answers visitors asking at once from one render, and a change made meanwhile is not lost", async () => {
    const url = `/app/board/${board}?page=1`;
    const first = await Promise.all(Array.from({ length: 8 }, () => page(env, url)));
    expect(new Set(first.map((p) => p.html)).size).toBe(1);
    expect(first[0]?.status).toBe(200);
    const [, ...after] = await Promise.all([
      writePost(alice, board, { title: "동시 글 SSR7" }),
      ...Array.from({ length: 4 }, () => page(env, url)),
    ]);
    expect(after.every((p) => p.status === 200)).toBe(true);
    expect((await page(env, url)).root).toContain("동시 글 SSR7");
  });

  it("renders a member's page with their session, without its CSRF token, and never keeps it", async () => {
    const p = await page(alice, `/app/board/${board}`);
    expect(p.status).toBe(200);
    const state = JSON.parse(
      /<script type="application\/json" id="portal-state">(.*?)<\/script>/.exec(p.html)?.[1] ?? "{}",
    );
    const session = state.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === "session")?.state.data;
    expect(session.user.userId).toBe(alice.userId);
    expect(session.csrfToken).toBe("");
    expect(alice.csrfToken).not.toBe("");
    expect(p.html).not.toContain(alice.csrfToken);
    // The signed-in header is in the HTML (the browser's first render draws the same).
    expect(p.root).toContain("로그아웃");
    // A visitor's page of the same address carries no session.
    const visitor = await page(env, `/app/board/${board}`);
    expect(visitor.html).not.toContain('"queryKey":["session"]');
    expect(visitor.root).not.toContain("로그아웃");
  });

  it("allows each inline script of a rendered page by its hash, the early-input queue among them", async () => {
    const res = await env.app.inject({ url: "/app/trade" });
    const scripts = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? "");
    expect(scripts).toContain(EARLY_INPUT_SCRIPT);
    const csp = String(res.headers["content-security-policy"]);
    for (const script of scripts)
      expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  });

  it("leaves 통합검색's page to the browser, noindex, and keeps no visitor's result page", async () => {
    await writePost(alice, board, { title: "검색 화면 SSR7" });
    const url = `/app/search?q=${encodeURIComponent("SSR7")}`;
    for (const client of [env, alice]) {
      const res = "ctx" in client ? await client.app.inject({ url }) : await client.request("GET", url);
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(res.headers["cache-control"]).toBe("no-cache");
      const p = await page(client, url);
      expect(p.status).toBe(200);
      expect(p.html).toContain('<div id="root"></div>');
      expect(p.html).not.toContain("검색 화면 SSR7");
      expect(p.hydrates).toBe(false);
    }
    // Other pages carry no such header.
    expect((await env.app.inject({ url: `/app/board/${board}` })).headers["x-robots-tag"]).toBeUndefined();
  });

  it("leaves members' screens to the browser: the shell, without a server render", async () => {
    for (const url of ["/app/FUL/MyPage", "/app/Menu"]) {
      const p = await page(env, url);
      expect(p.status).toBe(200);
      expect(p.html).toContain('<div id="root"></div>');
      expect(p.hydrates).toBe(false);
    }
  });
});
