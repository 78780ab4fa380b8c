import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { screenMessagesAsJson } from "./vite-plugins.ts";

/** The web app's unit tests: components rendered in happy-dom with Testing Library (run once, no database). */
export default defineProject({
  plugins: [react(), screenMessagesAsJson()],
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
  },
});
