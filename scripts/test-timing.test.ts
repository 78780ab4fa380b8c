/** The timing table of `npm test` (issue 39 §4): files' times from the two reports' shapes, slowest first. */
import { describe, expect, it } from "vitest";
import { playwrightFileTimes, timingTable, vitestFileTimes } from "./test-timing.ts";

describe("npm test's timing table", () => {
  it("times Vitest files from their start to their end, and Playwright files by their tests' durations", () => {
    const vitest = vitestFileTimes(
      { testResults: [{ name: "/repo/apps/server/src/a.test.ts", startTime: 1_000, endTime: 4_500 }] },
      "/repo",
    );
    expect(vitest).toEqual([{ name: "apps/server/src/a.test.ts", seconds: 3.5 }]);
    const playwright = playwrightFileTimes({
      suites: [
        {
          specs: [{ file: "a.spec.ts", tests: [{ results: [{ duration: 1_500 }] }] }],
          suites: [{ specs: [{ file: "a.spec.ts", tests: [{ results: [{ duration: 500 }, { duration: 1_000 }] }] }] }],
        },
        { specs: [{ file: "b.spec.ts", tests: [{ results: [{ duration: 250 }] }] }] },
      ],
    });
    expect(playwright).toEqual([
      { name: "e2e/tests/a.spec.ts", seconds: 3 },
      { name: "e2e/tests/b.spec.ts", seconds: 0.25 },
    ]);
    expect(vitestFileTimes(undefined, "/repo")).toEqual([]);
    expect(playwrightFileTimes(null)).toEqual([]);
  });

  it("lists the steps in order and the slowest files first", () => {
    const table = timingTable(
      [{ name: "lint", seconds: 12.34 }],
      [
        { name: "fast.test.ts", seconds: 1 },
        { name: "slow.test.ts", seconds: 9 },
      ],
    );
    expect(table.split("\n")).toEqual([
      "| step | seconds |",
      "| --- | ---: |",
      "| lint | 12.3 |",
      "",
      "| test file (slowest 2 of 2) | seconds |",
      "| --- | ---: |",
      "| slow.test.ts | 9.0 |",
      "| fast.test.ts | 1.0 |",
    ]);
  });
});
