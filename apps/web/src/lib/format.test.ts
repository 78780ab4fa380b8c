import { seoulDay } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { fromLocalInput, fullDate, isToday, listDate, numberText, seoul, toLocalInput } from "./format.ts";

describe("Seoul dates without Intl", () => {
  it("turns the UTC instant into Seoul's day and time, across midnight", () => {
    // 2026-11-19 15:30 UTC is 2026-11-20 00:30 in Seoul.
    expect(fullDate("2026-11-19T15:30:00Z")).toBe("2026-11-20 00:30");
    expect(seoulDay(new Date("2026-11-19T14:59:59Z"))).toBe("2026-11-19");
    expect(seoulDay(new Date("2026-11-19T15:00:00Z"))).toBe("2026-11-20");
  });

  it("shows a post of today by its time and an older one by its day (boards spec §9)", () => {
    const now = new Date("2026-11-20T01:00:00Z"); // 10:00 in Seoul
    expect(listDate("2026-11-19T15:05:00Z", now)).toBe("00:05");
    expect(listDate("2026-11-19T14:55:00Z", now)).toBe("2026-11-19");
    expect(isToday("2026-11-19T15:05:00Z", now)).toBe(true);
    expect(isToday("2026-11-19T14:55:00Z", now)).toBe(false);
  });

  it("reads and writes datetime-local values as Seoul time", () => {
    expect(toLocalInput("2026-11-19T15:30:00Z")).toBe("2026-11-20T00:30");
    expect(fromLocalInput("2026-11-20T00:30")).toBe("2026-11-19T15:30:00.000Z");
    expect(fromLocalInput("")).toBeNull();
    expect(seoul("2026-12-31T20:00:00Z").format("MM.DD HH:mm")).toBe("01.01 05:00");
  });
});

describe("numberText", () => {
  it("groups thousands as ko-KR does", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, -1_234_567, 1234.5]) {
      expect(numberText(n)).toBe(n.toLocaleString("ko-KR", { maximumFractionDigits: 20 }));
    }
  });
});
