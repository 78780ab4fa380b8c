import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "apps/server/src/**/*.test.ts",
      "packages/contract/src/**/*.test.ts",
      "packages/loading/src/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    setupFiles: ["./scripts/vitest-setup.ts"],
  },
});
