import { defineConfig } from "vitest/config";

/**
 * Two projects in one run (one JSON report for scripts/test.ts): `api` (the server's HTTP tests,
 * each file on SQLite and on PostgreSQL, with the contract, the loading engine and the scripts) and
 * `web` (apps/web/vitest.config.ts: the web app's components in happy-dom, once). The `api` project's
 * global set-up migrates one PostgreSQL template database per run (scripts/vitest-global-setup.ts).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "api",
          include: [
            "apps/server/src/**/*.test.ts",
            "packages/contract/src/**/*.test.ts",
            "packages/loading/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          setupFiles: ["./scripts/vitest-setup.ts"],
          globalSetup: ["./scripts/vitest-global-setup.ts"],
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
