import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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
    apply: "build",
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

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
});
