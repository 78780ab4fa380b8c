/** A board list's place in its address (page, page size, sort, search, category): read with defaults, written back short. */
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { listParamsOf, useListParams } from "./useListParams.ts";

const of = (query: string) => listParamsOf(new URLSearchParams(query));

describe("listParamsOf", () => {
  it("reads every parameter of the address", () => {
    expect(of("page=3&pageSize=30&sort=viewCount&order=asc&q=지게차&field=titleBody&categoryId=7")).toEqual({
      page: 3,
      pageSize: 30,
      sort: "viewCount",
      order: "asc",
      q: "지게차",
      field: "titleBody",
      categoryId: 7,
    });
  });

  it("falls back to page 1, 15 a page and the board's own sort for missing or unknown values", () => {
    expect(of("")).toEqual({
      page: 1,
      pageSize: 15,
      sort: undefined,
      order: undefined,
      q: undefined,
      field: undefined,
      categoryId: undefined,
    });
    expect(of("page=-4&pageSize=20&sort=secret&order=up&field=everything&categoryId=x")).toMatchObject({
      page: 1,
      pageSize: 15,
      sort: undefined,
      order: undefined,
      field: undefined,
      categoryId: undefined,
    });
    expect(of("page=abc").page).toBe(1);
  });
});

describe("useListParams' update", () => {
  /** The hook at `path`, with the router's address beside it. */
  const at = (path: string) => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    );
    return renderHook(
      () => {
        const { search } = useLocation();
        return { ...useListParams(), search };
      },
      { wrapper },
    );
  };

  it("writes only what differs from the defaults", () => {
    const { result } = at("/app/board/B1?page=4&pageSize=30");
    act(() => result.current.update({ page: 1, pageSize: 15, sort: "title", order: "desc" }));
    expect(result.current.search).toBe("?sort=title&order=desc");
    expect(result.current.params).toMatchObject({ page: 1, pageSize: 15, sort: "title", order: "desc" });
  });

  it("keeps the other parameters when one changes, and names the search field only beside a search other than the title", () => {
    const { result } = at("/app/board/B1?pageSize=45&categoryId=2");
    act(() => result.current.update({ page: 2, q: "팔레트", field: "title" }));
    expect(result.current.search).toBe("?page=2&pageSize=45&q=%ED%8C%94%EB%A0%88%ED%8A%B8&categoryId=2");
    act(() => result.current.update({ field: "author" }));
    expect(new URLSearchParams(result.current.search).get("field")).toBe("author");
    act(() => result.current.update({ q: "" }));
    const search = new URLSearchParams(result.current.search);
    expect(search.has("q")).toBe(false);
    expect(search.has("field")).toBe(false);
    expect(result.current.params).toMatchObject({ page: 2, pageSize: 45, categoryId: 2, q: undefined });
  });
});
