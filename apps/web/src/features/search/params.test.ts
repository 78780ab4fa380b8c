/** 통합검색's choices in its address (issue 42 §2): read with defaults, written back without them. */
import { describe, expect, it } from "vitest";
import { searchAddress, searchParamsOf } from "./params.ts";

const of = (query: string) => searchParamsOf(new URLSearchParams(query));
const BOARD = "20210712101500000016";

describe("searchParamsOf and searchAddress", () => {
  it("reads every choice of a kind's list and writes the same address back", () => {
    const query = `q=AGV+%EC%A0%90%EA%B2%80&kind=post&boardId=${BOARD}&period=month&author=%EA%B9%80%EB%AC%BC%EB%A5%98&sort=newest&page=3&pageSize=30`;
    const params = of(query);
    expect(params).toEqual({
      q: "AGV 점검",
      kind: "post",
      boardId: BOARD,
      period: "month",
      author: "김물류",
      sort: "newest",
      page: 3,
      pageSize: 30,
    });
    expect(searchAddress(params).toString()).toBe(query);
  });

  it("falls back to the overview, all time and 정확도순 for missing or unknown values, and leaves defaults out", () => {
    const params = of("q=%20AGV%20&kind=video&boardId=12&period=day&sort=views&page=2&pageSize=20&author=%20");
    expect(params).toEqual({
      q: "AGV",
      kind: undefined,
      boardId: undefined,
      period: "all",
      author: undefined,
      sort: "relevance",
    });
    expect(searchAddress(params).toString()).toBe("q=AGV");
  });

  it("gives a kind's list page 1 and 15 a page unless the address says otherwise, and writes neither", () => {
    const params = of("q=AGV&kind=deal&page=0&pageSize=16");
    expect(params).toMatchObject({ kind: "deal", page: 1, pageSize: 15 });
    expect(searchAddress(params).toString()).toBe("q=AGV&kind=deal");
  });
});
