/** Unit tests of the dashboards' short axis labels (issue 38 §4: enough precision, 2.25억 not 2.3억). */
import { describe, expect, it } from "vitest";
import { shortWon } from "./format.ts";

describe("shortWon", () => {
  it("shows 억 to two decimals, 만 whole, and smaller amounts as they are", () => {
    expect(shortWon(225_000_000)).toBe("2.25억");
    expect(shortWon(120_000_000)).toBe("1.2억");
    expect(shortWon(100_000_000)).toBe("1억");
    expect(shortWon(-225_000_000)).toBe("-2.25억");
    expect(shortWon(3_500_000)).toBe("350만");
    expect(shortWon(9_000)).toBe("9,000");
  });
});
