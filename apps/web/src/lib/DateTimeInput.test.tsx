/** The date-and-time field (issue 24 §5): Korean order and 24-hour time, the form's value kept as it was. */
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../test/render.tsx";
import { DateTimeInput } from "./DateTimeInput.tsx";

describe("DateTimeInput", () => {
  it("shows a datetime-local value as 연-월-일 and a 24-hour time", () => {
    renderAt("/", <DateTimeInput label="공지 시작일" value="2026-12-03T15:30" onChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "공지 시작일" }).textContent).toBe("2026-12-03 15:30");
  });

  it("shows nothing picked for an empty value", () => {
    renderAt("/", <DateTimeInput label="공지 종료일" value="" onChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "공지 종료일" }).textContent).not.toMatch(/\d/);
  });
});
