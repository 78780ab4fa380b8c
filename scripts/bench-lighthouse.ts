/**
 * Lighthouse, mobile (its default emulation: a mid-range phone on slow 4G with 4× CPU slowdown), on
 * the public pages a visitor meets (issue 25 §5): home, a board list (Q&A), a post detail (the Q&A
 * board's newest post), a post with an attached picture (issue 38 §2), the trade list and an
 * information page (사업 개요). Runs the real server with
 * its demo content and the built web app, drives Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium), runs each page BENCH_LIGHTHOUSE_RUNS times (3; each a cold load: Lighthouse
 * resets the storage) and reports the median of each figure: the performance, accessibility,
 * best-practices and SEO scores and the largest contentful paint. Goals: performance ≥ 95,
 * accessibility, best practices and SEO 100. BENCH_LIGHTHOUSE_PAGES=home,post limits the pages (by key);
 * BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's JSON report there (`<page>-<run>.json`), to read
 * what a score is made of (long tasks, script evaluation per file, the largest paint's phases).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, positiveInt, ROOT, round, startServer, stopServer, waitForHealth } from "./bench-server.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** The goals (issue 25 §5), by category. */
export const LIGHTHOUSE_GOALS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

export interface LighthouseResult {
  page: string;
  url: string;
  formFactor: "mobile";
  runs: number;
  /** Median score of each category, 0–100. */
  scores: Record<Category, number>;
  /** Median largest contentful paint and total blocking time, ms. */
  lcpMs: number;
  totalBlockingMs: number;
  /** Each run's performance score, in the order run. */
  performanceRuns: number[];
}

/** One Lighthouse report. */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const QNA = "20210712101500000016";
/** 동호회 소개 (a gallery board): its running-crew post has an attached photo above its text. */
const CLUB = "20210712101500000019";
const RUNS = positiveInt(process.env.BENCH_LIGHTHOUSE_RUNS, 3);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

/**
 * The newest post of `boardId` that `wanted` accepts. The demo content may still be going in just after
 * the server answers its health check: asked again each second for a minute.
 * @throws when there is none
 */
async function firstPost(
  base: string,
  boardId: string,
  wanted: (post: { fileCount: number }) => boolean,
): Promise<number> {
  for (let tries = 0; tries < 60; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    const list = (await (await fetch(`${base}/api/boards/${boardId}/posts`)).json()) as {
      items?: { postId: number; fileCount: number }[];
    };
    const post = list.items?.find(wanted);
    if (post) return post.postId;
  }
  throw new Error(`the demo board ${boardId} has no such post`);
}

/** The measured pages: key, name, and the path (a function of the running server for the post). */
const PAGES: { key: string; name: string; path: (base: string) => Promise<string> }[] = [
  { key: "home", name: "home", path: async () => "/" },
  { key: "board", name: "board list (Q&A)", path: async () => `/app/board/${QNA}` },
  {
    key: "post",
    name: "post detail (Q&A, newest)",
    path: async (base) => {
      // The demo content may still be going in just after the server answers its health check.
      return `/app/board/${QNA}/${await firstPost(base, QNA, () => true)}`;
    },
  },
  {
    key: "picture",
    name: "post with an attached picture (동호회, issue 38 §2)",
    path: async (base) => `/app/board/${CLUB}/${await firstPost(base, CLUB, (post) => post.fileCount > 0)}`,
  },
  { key: "trade", name: "trade list", path: async () => "/app/trade" },
  { key: "info", name: "information page (사업 개요)", path: async () => "/app/PLT010101" },
];

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`. A run that Lighthouse itself
 * reports as failed (a `runtimeError` such as NO_NAVSTART: its trace of the load went wrong, which it
 * asks to run again) is run again, up to twice.
 * @throws when there is no result, or the third run fails too
 */
async function runLighthouse(url: string, port: number): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
    console.log(`  Lighthouse ${url}: ${lhr.runtimeError.code}, run again`);
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Runs Lighthouse on each page, RUNS times, against a fresh seeded server. */
export async function benchLighthouse(): Promise<LighthouseResult[]> {
  if (!fs.existsSync(path.join(ROOT, "apps/web/dist/index.html"))) throw new Error("build the web app first");
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((key) => key.trim());
  const pages = PAGES.filter((page) => !only || only.includes(page.key));
  if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-lighthouse-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port, {
    SEED_DEMO: "true",
    WEB_DIST: path.join(ROOT, "apps/web/dist"),
    PUBLIC_URL: base,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results: LighthouseResult[] = [];
  try {
    await waitForHealth(server, base, 120_000);
    for (const page of pages) {
      const url = base + (await page.path(base));
      const runs: Report[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await runLighthouse(url, chrome.port);
        runs.push(lhr);
        if (REPORTS) fs.writeFileSync(path.join(REPORTS, `${page.key}-${i + 1}.json`), JSON.stringify(lhr));
      }
      const score = (category: Category) =>
        median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
      const audit = (id: string) => round(median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0)), 0);
      const result: LighthouseResult = {
        page: page.name,
        url: url.slice(base.length),
        formFactor: "mobile",
        runs: RUNS,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
        lcpMs: audit("largest-contentful-paint"),
        totalBlockingMs: audit("total-blocking-time"),
        performanceRuns: runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
      };
      console.log(
        `  Lighthouse ${result.page}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(", ")}, ` +
          `LCP ${result.lcpMs} ms (performance runs ${result.performanceRuns.join(", ")})`,
      );
      results.push(result);
    }
  } finally {
    chrome.kill();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** A score with a mark when it misses its goal. */
const scored = (category: Category, value: number) => (value >= LIGHTHOUSE_GOALS[category] ? `${value}` : `${value} ✗`);

/** The results as a Markdown table (medians; ✗ marks a figure below its goal). */
export function lighthouseTable(results: LighthouseResult[]): string {
  if (results.length === 0) return "";
  const rows = results.map(
    (r) =>
      `| ${r.page} | ${r.url} | ${CATEGORIES.map((c) => scored(c, r.scores[c])).join(" | ")} | ${r.lcpMs} ms | ` +
      `${r.totalBlockingMs} ms | ${r.performanceRuns.join(" / ")} |`,
  );
  const goals = CATEGORIES.map((c) => `${c} ≥ ${LIGHTHOUSE_GOALS[c]}`).join(", ");
  return [
    `Lighthouse, mobile, median of ${results[0]?.runs} runs (goals: ${goals}).`,
    "",
    "| Page | Path | Performance | Accessibility | Best practices | SEO | LCP | TBT | Performance runs |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
