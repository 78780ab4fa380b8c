/**
 * The web build of `npm start` (and of `npm test`, before the API tests that render pages): builds
 * apps/web — the browser build (dist/) and the server entry (dist-server/, issue 25) — only when its
 * inputs changed since the last build, so a restart on existing data does not wait for a build. The inputs are the web app's
 * sources and configuration, the shared packages it imports and package-lock.json (dependency
 * versions); their SHA-256 (paths and contents, not times, so a fresh clone or a checkout that only
 * touches files changes nothing) is written to apps/web/dist/.build-inputs after a successful build.
 * A missing dist/index.html or dist-server/entry-server.js, a missing or different stamp: build. A failed build writes no stamp.
 * Run: `node scripts/web-build.ts` (exit code of the build; 0 when skipped).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Files and folders (relative to the repository root) the web build reads. */
export const WEB_BUILD_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/tsconfig.json",
  "apps/web/package.json",
  "packages/contract/src",
  "packages/contract/package.json",
  "packages/loading/src",
  "packages/loading/package.json",
  "package-lock.json",
];

/** The stamp file, relative to the repository root. */
export const BUILD_STAMP = "apps/web/dist/.build-inputs";

/** The build's outputs that must exist (relative to the repository root): the browser's page and the server entry. */
export const BUILD_OUTPUTS = ["apps/web/dist/index.html", "apps/web/dist-server/entry-server.js"];

/** Every file under `input` (a file or a folder), as paths relative to `root`, sorted; none if it is missing. */
function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [input];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** SHA-256 (hex) of the paths and contents of the web build's inputs under `root`. */
export function webInputsHash(root: string): string {
  const hash = createHash("sha256");
  for (const file of WEB_BUILD_INPUTS.flatMap((input) => filesOf(root, input))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** True when `root`'s web build exists and was made from inputs hashing to `hash`. */
export function webBuildIsCurrent(root: string, hash: string): boolean {
  const stamp = path.join(root, BUILD_STAMP);
  if (!BUILD_OUTPUTS.every((file) => fs.existsSync(path.join(root, file))) || !fs.existsSync(stamp)) return false;
  return fs.readFileSync(stamp, "utf8").trim() === hash;
}

/** Builds the web app under `root` unless it is current; returns the build's exit code (0 when skipped). */
export function buildWebIfStale(root: string): number {
  const hash = webInputsHash(root);
  if (webBuildIsCurrent(root, hash)) {
    console.log("Web app build is current (apps/web/dist); not rebuilding.");
    return 0;
  }
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web", "--silent", "--", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    // A production build whoever calls (Vitest runs with NODE_ENV=test, which would make Vite compile
    // JSX for React's development runtime).
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) return build.status ?? 1;
  fs.writeFileSync(path.join(root, BUILD_STAMP), `${hash}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildWebIfStale(path.resolve(import.meta.dirname, "..")));
}
