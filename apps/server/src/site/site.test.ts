/**
 * Crawler files through the HTTP API (issue 25 §3, §4): robots.txt, the sitemap index and its files
 * (well-formed XML, absolute URLs under PUBLIC_URL, lastmod, a board split into numbered files at a
 * low SITEMAP_URLS_PER_FILE), a board's RSS feed (its 20 newest public posts in order; 404 for an
 * unknown board or one a visitor may not read), /api/site-config with its CSP, and secrecy: a secret post, a post
 * of a members' board, a hidden deal and a deleted post, each with a marker text, appear in no file.
 */
import { dealPhotoUrl } from "@portal/contract";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, postBody, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { createDeal } from "../../test/trade-fixtures.ts";

const ORIGIN = "https://portal.example.kr";
const PER_FILE = 3;

/** The elements of a well-formed XML document (throws on malformed XML), as [name, text] pairs. */
function parseXml(text: string): { name: string; text: string; attributes: Record<string, string> }[] {
  const parser = new SaxesParser({ xmlns: false });
  const elements: { name: string; text: string; attributes: Record<string, string> }[] = [];
  const open: { name: string; text: string; attributes: Record<string, string> }[] = [];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const element = { name: tag.name, text: "", attributes: tag.attributes as Record<string, string> };
    open.push(element);
    elements.push(element);
  });
  parser.on("text", (value) => {
    const top = open[open.length - 1];
    if (top) top.text += value;
  });
  parser.on("closetag", () => open.pop());
  parser.write(text).close();
  return elements;
}

const texts = (xml: string, name: string) =>
  parseXml(xml)
    .filter((e) => e.name === name)
    .map((e) => e.text);

describe.each(DIALECTS)("sitemap, robots and feeds on %s", (dialect) => {
  let env: TestApp;
  let admin: Client & { userId: string };
  let member: Client & { userId: string };
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect, {
      PUBLIC_URL: ORIGIN,
      SITEMAP_URLS_PER_FILE: String(PER_FILE),
      SITE_CACHE_SECONDS: "0",
      KAKAO_JS_KEY: "kakao-test-key",
      POST_LIMIT: "1000",
    });
    admin = await env.member("A", { nameKo: "관리자" });
    member = await env.member("U", { nameKo: "김하늘" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  /** Fetches a file by its absolute URL as a visitor, expecting 200. */
  async function fetchFile(url: string) {
    expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
    const res = await visitor.get(url.slice(ORIGIN.length));
    expect(res.status, url).toBe(200);
    return res;
  }

  /** The index and every file it names, as [url, text]. */
  async function allSitemaps(): Promise<[string, string][]> {
    const index = await visitor.get("/sitemap.xml");
    expect(index.status).toBe(200);
    const files: [string, string][] = [[`${ORIGIN}/sitemap.xml`, index.body]];
    for (const loc of texts(index.body, "loc")) files.push([loc, (await fetchFile(loc)).body]);
    return files;
  }

  it("robots.txt allows the public pages, keeps out the API and members' screens, and names the sitemap", async () => {
    const res = await visitor.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const lines = String(res.body).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/app/FUL/MyPage",
      "/app/FUL/Note",
      "/app/FUL/PLT000101_05",
      "/app/totalboard",
      "/app/dashboard",
      "/app/board/register",
      "/app/trade/register",
      "/app/PLT020301",
      "/app/FUL/PLT000101_11",
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // Public pages stay open: nothing disallowed covers a board, a post, the trade list or an information page.
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    for (const open of ["/", "/app/board/20210712101500000016/1", "/app/trade", "/app/PLT010101", "/app/Menu"]) {
      expect(
        disallowed.some((prefix) => open.startsWith(prefix)),
        open,
      ).toBe(false);
    }
    // The pictures an og:image names (a post's uploaded image, a deal's photo) are allowed: under
    // RFC 9309 the longest matching rule wins, and an Allow longer than `Disallow: /api/` covers them.
    const allowed = lines.filter((l) => l.startsWith("Allow: ")).map((l) => l.slice("Allow: ".length));
    const longest = (rules: string[], url: string) =>
      Math.max(-1, ...rules.filter((rule) => url.startsWith(rule)).map((rule) => rule.length));
    for (const picture of ["/api/files/42", dealPhotoUrl(7, "detail")]) {
      expect(longest(allowed, picture), picture).toBeGreaterThan(longest(disallowed, picture));
    }
    // The rest of the API stays out.
    expect(longest(allowed, "/api/boards/1/posts")).toBeLessThan(longest(disallowed, "/api/boards/1/posts"));
    // Nothing listed twice or under another entry (/app/totalboard covers /app/totalboard/permissions).
    expect(disallowed).not.toContain("/app/totalboard/permissions");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("lists a public board's posts in numbered files of at most the limit, with lastmod, and the pages and deals", async () => {
    const boardId = await createBoard(admin, { name: "사이트맵 시험 게시판" });
    const postIds: number[] = [];
    for (let i = 1; i <= 7; i++) postIds.push(await writePost(member, boardId, { title: `사이트맵 글 ${i}` }));
    const dealNo = await createDeal(member);

    const files = await allSitemaps();
    const [, indexXml] = files[0] ?? ["", ""];
    expect(parseXml(indexXml)[0]?.name).toBe("sitemapindex");
    const index = await visitor.get("/sitemap.xml");
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(index.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    // Every <sitemap> has a lastmod in W3C form.
    const entries = parseXml(indexXml).filter((e) => e.name === "sitemap");
    expect(texts(indexXml, "lastmod")).toHaveLength(entries.length);
    for (const lastmod of texts(indexXml, "lastmod"))
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const boardFiles = files.filter(([url]) => url.startsWith(`${ORIGIN}/sitemaps/board-${boardId}-`));
    expect(boardFiles.map(([url]) => url)).toEqual(
      [0, 1, 2].map((n) => `${ORIGIN}/sitemaps/board-${boardId}-${n}.xml`),
    );
    const listed: string[] = [];
    for (const [url, xml] of files.slice(1)) {
      const locs = texts(xml, "loc");
      expect(parseXml(xml)[0]?.name, url).toBe("urlset");
      expect(texts(xml, "lastmod")).toHaveLength(locs.length);
      if (url.includes("/sitemaps/board-") || url.includes("/sitemaps/trade-")) {
        expect(locs.length, url).toBeLessThanOrEqual(PER_FILE);
      }
      listed.push(...locs);
    }
    const postUrls = postIds.map((id) => `${ORIGIN}/app/board/${boardId}/${id}`);
    for (const url of postUrls) expect(listed).toContain(url);
    // The first file's lastmod is its posts' newest change.
    const first = (await fetchFile(`${ORIGIN}/sitemaps/board-${boardId}-0.xml`)).body;
    const detail = await visitor.get(`/api/posts/${postIds[0]}`);
    expect(texts(first, "lastmod")[0]).toBe(new Date(detail.body.updatedAt).toISOString());
    expect(listed.some((url) => url.endsWith(`/${dealNo}`) && url.startsWith(`${ORIGIN}/app/trade/`))).toBe(true);

    // The pages file: home, the information pages a visitor may read, terms, privacy, the lists and the site map.
    const pages = texts((await fetchFile(`${ORIGIN}/sitemaps/pages.xml`)).body, "loc");
    for (const path of [
      "/",
      "/app/PLT010101",
      "/app/FUL/TermsOfservice",
      "/app/FUL/PrivacyPolicy",
      "/app/Menu",
      "/app/trade",
      "/app/commonboard",
      `/app/board/${boardId}`,
    ]) {
      expect(pages, path).toContain(`${ORIGIN}${path}`);
    }
    expect(pages).not.toContain(`${ORIGIN}/app/PLT020301`);
    expect(pages).not.toContain(`${ORIGIN}/app/FUL/PLT000101_11`);

    // A file past the board's last number, an unknown board and a malformed name are 404.
    expect((await visitor.get(`/sitemaps/board-${boardId}-3.xml`)).status).toBe(404);
    expect((await visitor.get("/sitemaps/board-20990101000000000000-0.xml")).status).toBe(404);
    expect((await visitor.get("/sitemaps/board-..-0.xml")).status).toBe(404);
  });

  it("feeds a board's 20 newest public posts, newest first, and refuses boards a visitor may not read", async () => {
    const boardId = await createBoard(admin, { name: "피드 시험 게시판", description: "피드 & 시험 <설명>" });
    const titles: string[] = [];
    for (let i = 1; i <= 23; i++) {
      const title = `피드 글 ${i} <&>`;
      titles.push(title);
      await writePost(member, boardId, { title, bodyHtml: `<p>본문 ${i}\u0001 &amp; 끝</p>` });
    }
    const res = await visitor.get(`/rss/${boardId}.xml`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const elements = parseXml(res.body);
    expect(elements[0]).toMatchObject({ name: "rss", attributes: { version: "2.0" } });
    const items = elements.filter((e) => e.name === "item");
    expect(items).toHaveLength(20);
    const itemTitles = texts(res.body, "title").slice(1);
    expect(itemTitles).toEqual(titles.slice(3).reverse());
    const pubDates = texts(res.body, "pubDate");
    for (const date of pubDates) expect(date).toMatch(/^[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT$/);
    const times = pubDates.map((d) => Date.parse(d));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(texts(res.body, "description")).toContain("본문 23 & 끝");
    expect(texts(res.body, "dc:creator")).toContain("김하늘");
    const links = texts(res.body, "link");
    expect(links[0]).toBe(`${ORIGIN}/app/board/${boardId}`);
    expect(links.slice(1).every((l) => l.startsWith(`${ORIGIN}/app/board/${boardId}/`))).toBe(true);
    expect(texts(res.body, "guid")).toEqual(links.slice(1));

    expect((await visitor.get("/rss/20990101000000000000.xml")).status).toBe(404);
    expect((await visitor.get(`/rss/${boardId}.json`)).status).toBe(404);
    const membersBoard = await createBoard(admin, { name: "회원 전용 게시판", readRole: "U" });
    expect((await visitor.get(`/rss/${membersBoard}.xml`)).status).toBe(404);
    const closed = await createBoard(admin, { name: "닫힌 게시판", inUse: false });
    expect((await visitor.get(`/rss/${closed}.xml`)).status).toBe(404);
  });

  it("puts no secret post, members' board post, hidden deal or deleted post into any sitemap or feed", async () => {
    const publicBoard = await createBoard(admin, { name: "비밀 시험 게시판" });
    const membersBoard = await createBoard(admin, { name: "회원 비밀 게시판", readRole: "U" });
    const shown = await writePost(member, publicBoard, { title: "공개 표지 SHOWN-7c1" });
    const secret = await writePost(member, publicBoard, postBody({ title: "비밀 표지 SECRET-7c1", secret: true }));
    const deleted = await writePost(member, publicBoard, { title: "삭제 표지 DELETED-7c1" });
    expect((await member.delete(`/api/posts/${deleted}`, {})).status).toBe(200);
    const membersOnly = await writePost(member, membersBoard, { title: "회원 표지 MEMBERS-7c1" });
    const hiddenDeal = await createDeal(member, { title: "숨긴 상품 HIDDEN-7c1" });
    expect((await admin.post(`/api/deals/${hiddenDeal}/hide`)).status).toBe(200);
    const { dealType, companyCode } = (await admin.get(`/api/deals/${hiddenDeal}`)).body;

    const files = await allSitemaps();
    const boards = (await visitor.get("/api/boards")).body.items as { boardId: string }[];
    for (const { boardId } of boards) {
      const feed = await visitor.get(`/rss/${boardId}.xml`);
      if (feed.status === 200) files.push([`/rss/${boardId}.xml`, feed.body]);
    }
    const everything = files.map(([, text]) => text).join("\n");
    expect(everything).toContain("SHOWN-7c1");
    expect(everything).toContain(`/app/board/${publicBoard}/${shown}`);
    for (const marker of ["SECRET-7c1", "DELETED-7c1", "MEMBERS-7c1", "HIDDEN-7c1"]) {
      expect(everything, marker).not.toContain(marker);
    }
    for (const path of [
      `/app/board/${publicBoard}/${secret}`,
      `/app/board/${publicBoard}/${deleted}`,
      `/app/board/${membersBoard}/${membersOnly}`,
      `/app/board/${membersBoard}`,
      `/sitemaps/board-${membersBoard}-`,
      `/app/trade/${dealType}/${companyCode}/${hiddenDeal}<`,
    ]) {
      expect(everything, path).not.toContain(path);
    }
    expect((await visitor.get(`/sitemaps/board-${membersBoard}-0.xml`)).status).toBe(404);
  });

  it("tells the browser the Kakao JavaScript key and lets its SDK and share endpoints through the CSP", async () => {
    const res = await visitor.get("/api/site-config");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kakaoJsKey: "kakao-test-key" });
    const csp = String(res.headers["content-security-policy"]);
    // Besides the rendered pages' one inline script, by its hash (contract's banner.ts).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ https:\/\/t1\.kakaocdn\.net;/);
    expect(csp).toContain("connect-src 'self' https://kapi.kakao.com https://sharer.kakao.com;");
    expect(csp).toContain("form-action 'self' https://kapi.kakao.com https://sharer.kakao.com;");
  });
});
