/**
 * Valid HTML (issue 38 §2; docs/accessibility.md "Valid HTML"): one page of every kind the server
 * renders or sends — home (as a visitor and as a member), a board list of every template and board
 * type, posts (with a picture, a reply thread, a company profile, anonymous), the trade list and a
 * deal, information pages, the policies, the site map, the shell of the pages drawn in the browser
 * (login, id and password find, sign-up) and the 404 page — as the server answers them on the demo
 * content, checked by the W3C Nu Html Checker (the `vnu-jar` package, run with the machine's Java in
 * one start for all pages). No error may remain but the `elementtiming` attribute, which the
 * checker does not know yet. Runs on SQLite only: the HTML does not depend on the database.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { ANONYMOUS_BOARD_ID, fixedBoard } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebIfStale } from "../../../../scripts/web-build.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { DEMO_PASSWORD } from "../seed/demo.ts";
import { seedAtStartup } from "../seed/startup.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** What the checker may report: the Element Timing attribute, not yet in its schema. */
const ALLOWED = /“elementtiming”/;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** The checker's messages on `files` (one Java start). */
function vnuErrors(files: string[]): VnuMessage[] {
  const run = spawnSync(
    "java",
    // The JIT's quick tier only (a third of the CPU time of one short run), with the deeper stack its
    // schema needs then (the checker asks for at least 512 KB).
    ["-XX:TieredStopAtLevel=1", "-Xss2m", "-jar", VNU_JAR, "--format", "json", "--errors-only", "--stdout", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  return (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
}

describe("the server's pages are valid HTML", () => {
  let env: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-vnu-"));

  beforeAll(async () => {
    expect(buildWebIfStale(root)).toBe(0);
    env = await startTestApp("sqlite", { WEB_DIST: path.join(root, "apps/web/dist"), SEED_DEMO: "true" });
    await seedAtStartup(env.ctx, []);
  }, 600_000);
  afterAll(async () => {
    await env?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("passes the Nu Html Checker on every page kind, for visitors and members", async () => {
    const member = await env.client("10.38.0.1");
    expect((await member.login("demouser", DEMO_PASSWORD)).status).toBe(200);
    const pages = new Map<string, string>();
    /** Fetches `url` (as `member`, else as a visitor without cookies) with its expected status. */
    const add = async (name: string, url: string, status = 200, as?: typeof member) => {
      const answer = as ? await as.get(url) : await env.app.inject({ url });
      const html = "statusCode" in answer ? answer.body : String(answer.body);
      expect({ url, status: "statusCode" in answer ? answer.statusCode : answer.status }).toEqual({ url, status });
      pages.set(name, html);
      return html;
    };
    /** The first post linked from a board list's HTML. */
    const firstPost = (html: string, boardId: string) =>
      new RegExp(`href="(/app/board/${boardId}/\\d+)"`).exec(html)?.[1] ?? `no post on ${boardId}`;

    await add("home", "/");
    await add("home-member", "/", 200, member);
    // A list of every template and board type; the first post of those whose posts differ.
    const boards = ["notice", "schedule", "faq", "qna", "club", "restaurant", "company", "product"] as const;
    for (const key of boards) {
      const { boardId } = fixedBoard(key);
      const list = await add(`board-${key}`, `/app/board/${boardId}`);
      if (key !== "schedule" && key !== "faq") await add(`post-${key}`, firstPost(list, boardId));
    }
    const anonymous = await add("board-anonymous", `/app/board/${ANONYMOUS_BOARD_ID}`);
    await add("post-anonymous", firstPost(anonymous, ANONYMOUS_BOARD_ID));
    await add("post-member", firstPost(pages.get("board-qna") ?? "", fixedBoard("qna").boardId), 200, member);
    const trade = await add("trade", "/app/trade");
    await add("deal", /href="(\/app\/trade\/[A-Z]+\/[^"/]+\/\d+)"/.exec(trade)?.[1] ?? "no deal");
    for (const url of [
      "/app/PLT010101",
      "/app/PLT010501",
      "/app/FUL/PLT000101_11",
      "/app/FUL/TermsOfservice",
      "/app/FUL/PrivacyPolicy",
      "/app/Menu",
      "/app/commonboard",
      "/app/FUL/Terms",
      "/app/FUL/Login",
      "/app/findid",
      "/app/findsession",
      "/app/FUL/Register",
    ]) {
      await add(url.replaceAll("/", "_"), url);
    }
    await add("not-found", `/app/board/${fixedBoard("notice").boardId}/99999999`, 404);

    const files = [...pages].map(([name, html]) => {
      const file = path.join(dir, `${name}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    const errors = vnuErrors(files)
      .filter((m) => m.type === "error" && !ALLOWED.test(m.message))
      .map((m) => `${path.basename(m.url)}: ${m.message} — ${(m.extract ?? "").trim().slice(0, 160)}`);
    expect(errors).toEqual([]);
    // About 35 renders and one checker run: some 15 s of CPU, more on a busy machine.
  }, 120_000);
});
