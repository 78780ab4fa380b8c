/**
 * Lighthouse (mobile and desktop) on the pages a visitor meets first: home, a board list and — when
 * the trade market exists — its list. Runs the real server with its demo content and the built web
 * app, drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with Lighthouse's default
 * mobile emulation (slow 4G, 4× CPU) and its desktop preset, and reports the performance and
 * accessibility scores and the largest contentful paint. Goals (issue 12): mobile performance ≥ 90,
 * accessibility ≥ 95.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { freePort, ROOT, round, startServer, stopServer, waitForHealth } from "./bench-server.ts";

export interface LighthouseResult {
  page: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  lcpMs: number;
  totalBlockingMs: number;
}

const PAGES: [string, string][] = [
  ["home", "/"],
  ["board list (Q&A)", "/app/board/20210712101500000016"],
  ["trade list", "/app/trade"],
];

/** Runs Lighthouse on each page at both form factors against a fresh seeded server. */
export async function benchLighthouse(): Promise<LighthouseResult[]> {
  if (!fs.existsSync(path.join(ROOT, "apps/web/dist/index.html"))) throw new Error("build the web app first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-lighthouse-"));
  const port = await freePort();
  const server = startServer(dataDir, port, { SEED_DEMO: "true", WEB_DIST: path.join(ROOT, "apps/web/dist") });
  const base = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results: LighthouseResult[] = [];
  try {
    await waitForHealth(server, base, 120_000);
    for (const [name, url] of PAGES) {
      for (const formFactor of ["mobile", "desktop"] as const) {
        const run = await lighthouse(
          base + url,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        const lhr = run?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
        results.push({
          page: name,
          formFactor,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0, 0),
          totalBlockingMs: round(lhr.audits["total-blocking-time"]?.numericValue ?? 0, 0),
        });
      }
    }
  } finally {
    chrome.kill();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The results as a Markdown table. */
export function lighthouseTable(results: LighthouseResult[]): string {
  if (results.length === 0) return "";
  const rows = results.map(
    (r) =>
      `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.lcpMs} ms | ${r.totalBlockingMs} ms |`,
  );
  return [
    "| Lighthouse page | form factor | performance | accessibility | LCP | TBT |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
