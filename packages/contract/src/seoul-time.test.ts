/**
 * The Asia/Seoul clock at the edges (midnight either side of UTC's, month and year ends, leap days), and the
 * rule that no other module of web, server or contract keeps a clock of its own.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  seoulDay,
  seoulDayStart,
  seoulHour,
  seoulInstant,
  seoulMinute,
  seoulMonth,
  seoulTime,
  seoulWallClock,
  weekday,
} from "./seoul-time.ts";

describe("Seoul clock", () => {
  it("reads an instant nine hours ahead of UTC", () => {
    expect(seoulWallClock("2026-11-19T05:05:09.120Z")).toBe("2026-11-19T14:05:09.120");
    expect(seoulTime(new Date("2026-11-19T05:05:00Z"))).toBe("14:05");
    expect(seoulMinute("2026-11-19T05:05:59Z")).toBe("2026-11-19 14:05");
    expect(seoulHour("2026-11-19T23:30:00Z")).toBe(8);
  });

  it("turns the day at 15:00 UTC", () => {
    expect(seoulDay("2026-12-31T14:59:59.999Z")).toBe("2026-12-31");
    expect(seoulDay("2026-12-31T15:00:00Z")).toBe("2027-01-01");
    expect(seoulMonth("2026-11-30T15:00:00Z")).toBe("2026-12");
  });

  it("finds the instant of a Seoul wall-clock time and a day's start", () => {
    expect(seoulInstant("2026-11-20", "14:05").toISOString()).toBe("2026-11-20T05:05:00.000Z");
    expect(seoulInstant("2027-01-01").toISOString()).toBe("2026-12-31T15:00:00.000Z");
    expect(seoulDayStart("2026-12-31", 1)).toBe("2026-12-31T15:00:00.000Z");
    expect(seoulDay(seoulDayStart("2026-03-01"))).toBe("2026-03-01");
  });

  it("counts calendar days, months and weekdays", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -13)).toBe("2024-12");
    expect(weekday("2026-11-29")).toBe(0);
    expect(weekday("2026-11-28")).toBe(6);
  });
});

describe("one Seoul clock", () => {
  const root = path.resolve(import.meta.dirname, "../../..");
  const sources = ["apps/server/src", "apps/web/src", "packages/contract/src"].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("db/migrations/"))
      .map((file) => path.join(dir, file)),
  );

  it("is the only code that shifts by nine hours or writes +09:00 (tests' fixed instants aside)", () => {
    expect(sources.length).toBeGreaterThan(500);
    const nineHours = /9 \* (3_?600_?000|60 \* 60|3600|60\b)/;
    const offenders = sources.filter((file) => {
      if (file.endsWith("seoul-time.ts") || file.endsWith("seoul-time.test.ts")) return false;
      const text = fs.readFileSync(path.join(root, file), "utf8");
      // A test may write a fixed instant with its offset ("2026-11-26T17:00:00+09:00"), not build one.
      return nineHours.test(text) || (/\.test\.tsx?$/.test(file) ? /\+09:00`/ : /\+09:00/).test(text);
    });
    expect(offenders).toEqual([]);
  });
});
