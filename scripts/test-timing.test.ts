/** The timing table of `npm test` (issue 39 §4): files' times from the two reports' shapes, slowest first. */
import { describe, expect, it } from "vitest";
import { busyBetween, cpuTimes, playwrightFileTimes, timingTable, vitestFileTimes } from "./test-timing.ts";

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
      [
        { name: "lint", seconds: 12.34, cpuBusy: 0.456 },
        { name: "build", seconds: 1 },
      ],
      [
        { name: "fast.test.ts", seconds: 1 },
        { name: "slow.test.ts", seconds: 9 },
      ],
    );
    expect(table.split("\n")).toEqual([
      "| step | seconds | cores busy |",
      "| --- | ---: | ---: |",
      "| lint | 12.3 | 46% |",
      "| build | 1.0 | – |",
      "",
      "| test file (slowest 2 of 2) | seconds |",
      "| --- | ---: |",
      "| slow.test.ts | 9.0 |",
      "| fast.test.ts | 1.0 |",
    ]);
  });

  it("reads how busy the cores were between two readings of /proc/stat", () => {
    const before = cpuTimes();
    let spin = 0;
    for (const end = Date.now() + 200; Date.now() < end; ) spin += 1;
    const share = busyBetween(before, cpuTimes());
    expect(spin).toBeGreaterThan(0);
    // One core spun for 200 ms: at least a little of the machine was busy, never more than all of it.
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(1);
    expect(busyBetween(undefined, before)).toBeUndefined();
  });
});
