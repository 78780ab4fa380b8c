/**
 * What a browser gets on the wire: the web app's assets as the brotli or gzip copies made at build
 * time, index.html for deep links compressed too (the home page's with its hero picture announced,
 * the board and trade lists' with their first screen's code),
 * and API answers compressed when large.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.ts";

describe("compression", () => {
  // A folder of its own around the build: the server looks for a server entry beside it (../dist-server),
  // and none must be found there (a /tmp/dist-server of someone's build made these pages server-rendered).
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  const dist = path.join(folder, "dist");
  const script = `console.log(${JSON.stringify("물류 ".repeat(2000))});`;
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
    const html = `<!doctype html><html lang="ko"><head><title>포털</title></head><body>${"<p>포털</p>".repeat(300)}</body></html>`;
    const files: [string, string][] = [
      ["index.html", html],
      ["assets/app-1.js", script],
    ];
    // A build manifest as Vite writes it (build.manifest): the entry, a list screen and the shared first-screen modules.
    const manifest = {
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"], css: ["assets/index-1.css"] },
      "_react-1.js": { file: "assets/react-1.js" },
      "_Select-1.js": { file: "assets/Select-1.js", imports: ["_react-1.js"] },
      "src/features/boards/BoardPage.tsx": {
        file: "assets/BoardPage-1.js",
        imports: ["index.html", "_Select-1.js"],
        css: ["assets/BoardPage-1.css"],
      },
      "src/features/trade/TradeListPage.tsx": { file: "assets/TradeListPage-1.js", imports: ["_Select-1.js"] },
      "src/lib/screen-messages.ts": { file: "assets/screen-messages-1.js" },
      "src/lib/overlay-hosts.tsx": { file: "assets/overlay-hosts-1.js", imports: ["index.html"] },
      "src/features/pages/BannerOverlay.tsx": { file: "assets/BannerOverlay-1.js", imports: ["index.html"] },
    };
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.writeFileSync(path.join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
    for (const [file, text] of files) {
      fs.writeFileSync(path.join(dist, file), text);
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
    }
    t = await startTestApp("sqlite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("sends a script's brotli copy to a browser that accepts brotli, gzip to one that takes gzip", async () => {
    const br = await t.app.inject({ url: "/assets/app-1.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ url: "/assets/app-1.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: "/assets/app-1.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses the page of a deep link and large API answers", async () => {
    const page = await t.app.inject({ url: "/app/board/20210712101500000016", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    const api = await t.app.inject({ url: "/api/boards", headers: { "accept-encoding": "br" } });
    expect(api.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(api.rawPayload).toString()).items.length).toBeGreaterThan(5);
  });

  it("announces the hero picture on the home page only, compressed like any page", async () => {
    const home = await t.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["content-type"]).toContain("text/html");
    const homeHtml = zlib.brotliDecompressSync(home.rawPayload).toString();
    expect(homeHtml).toContain('<link rel="preload" as="image" href="/img/pages/hero-1.svg" fetchpriority="high">');
    expect(homeHtml).toContain("<p>포털</p>");
    const deep = await t.app.inject({ url: "/app/FUL/Login" });
    expect(deep.body).not.toContain("preload");
  });

  it("announces a list page's first screen: its modules, the words, the overlay and its drawing", async () => {
    const board = (await t.app.inject({ url: "/app/board/20210712101500000016?page=2" })).body;
    for (const file of [
      "BoardPage-1.js",
      "Select-1.js",
      "screen-messages-1.js",
      "overlay-hosts-1.js",
      "BannerOverlay-1.js",
    ]) {
      expect(board).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(board).toContain('<link rel="stylesheet" crossorigin href="/assets/BoardPage-1.css">');
    expect(board).toContain('<link rel="preload" as="image" href="/img/pages/goal.svg" fetchpriority="high">');
    expect(board).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/auth/session">');
    expect(board).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/boards/20210712101500000016">',
    );
    // The entry's own files are already in index.html; the list's page is still the app's page.
    expect(board).not.toContain("react-1.js");
    expect(board).not.toContain("index-1.");
    expect(board).toContain("<p>포털</p>");
    const trade = (await t.app.inject({ url: "/app/trade" })).body;
    expect(trade).toContain('href="/assets/TradeListPage-1.js"');
    expect(trade).toMatch(/href="\/api\/deals\?tab=all&amp;from=2021-01-01&amp;to=\d{4}-\d{2}-\d{2}&amp;pageSize=20"/);
    expect(trade).toContain('href="/api/trade/categories"');
    expect((await t.app.inject({ url: "/app/trade?q=x" })).body).not.toContain("/api/deals");
    expect(trade).not.toContain("BoardPage-1");
    const detail = (await t.app.inject({ url: "/app/trade/sell/C1/1" })).body;
    expect(detail).not.toContain("modulepreload");
  });
});
