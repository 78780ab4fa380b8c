import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { screenMessagesAsJson, themeStyles } from "./vite-plugins.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, compressed once
 * at the highest levels, so the server sends them as they are (`@fastify/static` `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "portal-precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: "utf8" });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const data = fs.readFileSync(full);
            if (data.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzip(data, { level: 9 }),
            ]);
            fs.writeFileSync(`${full}.br`, br);
            fs.writeFileSync(`${full}.gz`, gz);
          }),
      );
    },
  };
}

/** Mantine component folders of the banner overlay and the modal host (lib/overlay-hosts.tsx). */
const OVERLAY_UI = ["Modal", "ModalBase", "ScrollArea", "FocusTrap", "Checkbox", "CloseButton"];
/** Tabs and pictures: the banner overlay's and the home page's intro viewer (which needs no modal). */
const TABS_UI = ["Tabs", "Image"];
/** Mantine component folders of the board and trade lists (features/boards, features/trade). */
const LIST_UI = [
  "Select",
  "Combobox",
  "Popover",
  "Pagination",
  "Table",
  "TextInput",
  "InputBase",
  "Input",
  "Alert",
  "AspectRatio",
];

/** A chunk-group test for the given folders of @mantine/core's components. */
const mantine = (folders: string[]) =>
  new RegExp(`node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${folders.join("|")})[\\\\/]`);

/** The modal and toast hosts' libraries (lib/overlay-hosts.tsx) and their small helpers. */
const OVERLAY_LIBS =
  /node_modules[\\/](@mantine[\\/](modals|notifications)|@babel[\\/]runtime|@mantine[\\/]core[\\/]esm[\\/]core[\\/](utils[\\/]create-use-external-events|Box[\\/]get-style-object))[\\/]/;

/** The app's table, list footer and refusal blocks, shared by the lists. */
const LIST_PARTS = /src[\\/]components[\\/](table[\\/]|RefusedBlock)/;

const anyOf =
  (...tests: RegExp[]) =>
  (id: string) =>
    tests.some((test) => test.test(id));

/**
 * The browser build (dist/) and, with `--ssr src/entry-server.tsx`, the server entry (dist-server/,
 * loaded by apps/server/src/web/ssr.ts; its dependencies stay in node_modules).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), themeStyles(), screenMessagesAsJson(), precompress()],
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  // Module workers, so that a worker loads its heavy parts on need (read.worker.ts: exceljs for XLSX only).
  worker: { format: "es" },
  // The server entry carries its libraries (React's production build, whatever NODE_ENV the server runs with).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  build: isSsrBuild
    ? { outDir: "dist-server", sourcemap: false, emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 4000 }
    : {
        outDir: "dist",
        sourcemap: false,
        chunkSizeWarningLimit: 900,
        // Read by the server to announce a list page's first screen (apps/server/src/web/first-screen.ts).
        manifest: true,
        // A lazy chunk's own imports are not announced by the page when it loads (the browser asks for
        // them once it has the chunk): the dozens of <link rel=modulepreload> Vite's helper adds held the
        // main thread 10–40 ms per screen on the simulated phone, in the middle of hydration. The entry's
        // files stay announced in index.html; a lazy chunk's style sheets still load before it renders.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What the entry imports statically, in one file rather than sixteen (each file is a round
                // trip on a slow line, six at a time over HTTP/1.1).
                { name: "initial", tags: ["$initial"], priority: 4 },
                { name: "tabs-ui", test: mantine(TABS_UI), priority: 3 },
                // Mantine's components of the banner overlay and the modal host (every first visit).
                { name: "overlay-ui", test: anyOf(mantine(OVERLAY_UI), OVERLAY_LIBS), priority: 2 },
                // Mantine's components of the board and trade lists and their filters.
                { name: "list-ui", test: anyOf(mantine(LIST_UI), LIST_PARTS), priority: 1 },
                // The icons lazy screens share (a few hundred bytes each; one request instead of a dozen).
                { name: "icons", test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 0 },
              ],
            },
          },
        },
      },
}));
