/**
 * `npm start`'s build decision (issue 24 §5): a fresh clone builds; a restart with unchanged inputs does
 * not, also when only file times changed; any change of a source, a shared package or the lock file,
 * a lost stamp or a lost build (the browser's or the server entry) builds again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_STAMP, webBuildIsCurrent, webInputsHash } from "./web-build.ts";

let root: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** What a successful build leaves: the page, the server entry and the stamp of the inputs it was made from. */
const build = () => {
  write("apps/web/dist/index.html", "<!doctype html>");
  write("apps/web/dist-server/entry-server.js", "export {}");
  write(BUILD_STAMP, `${webInputsHash(root)}\n`);
};

const current = () => webBuildIsCurrent(root, webInputsHash(root));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "web-build-"));
  write("apps/web/src/main.tsx", "render()");
  write("apps/web/index.html", "<div id=root>");
  write("packages/contract/src/messages.ts", "export const a = '가';");
  write("packages/loading/src/index.ts", "export {}");
  write("package-lock.json", "{}");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("web build decision", () => {
  it("builds a fresh clone (no dist) and skips once built from the same inputs", () => {
    expect(current()).toBe(false);
    build();
    expect(current()).toBe(true);
  });

  it("skips when only file times changed", () => {
    build();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, "apps/web/src/main.tsx"), later, later);
    expect(current()).toBe(true);
  });

  it.each([
    ["a web source", "apps/web/src/main.tsx"],
    ["a new web source", "apps/web/src/pages/New.tsx"],
    ["the message catalogue", "packages/contract/src/messages.ts"],
    ["the loading engine", "packages/loading/src/index.ts"],
    ["the dependency versions", "package-lock.json"],
  ])("builds again after a change of %s", (_what, file) => {
    build();
    write(file, "changed");
    expect(current()).toBe(false);
  });

  it("builds again when a web source is removed, the stamp is lost or the build is lost", () => {
    build();
    fs.rmSync(path.join(root, "apps/web/src/main.tsx"));
    expect(current()).toBe(false);
    build();
    fs.rmSync(path.join(root, BUILD_STAMP));
    expect(current()).toBe(false);
    build();
    fs.rmSync(path.join(root, "apps/web/dist/index.html"));
    expect(current()).toBe(false);
    build();
    fs.rmSync(path.join(root, "apps/web/dist-server/entry-server.js"));
    expect(current()).toBe(false);
  });

  it("does not count files outside the inputs (the server, tests of other areas, the build itself)", () => {
    build();
    write("apps/server/src/main.ts", "changed");
    write("apps/web/dist/assets/extra.js", "changed");
    expect(current()).toBe(true);
  });
});
