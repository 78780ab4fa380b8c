/** Unit tests of the catalogue's parameterised messages (issue 23 §4) and of schema messages with values. */
import { describe, expect, it } from "vitest";
import { cargoListSchema } from "./loading.ts";
import { screenMessages } from "./messages/screens.ts";
import { shellMessages } from "./messages/shell.ts";
import { issueText, keyWith, type MessageKey, PLACEHOLDER, placeholderNames, t } from "./messages.ts";
import { dealWriteSchema } from "./trade.ts";

const catalogue: Record<string, string> = { ...shellMessages, ...screenMessages };
const parameterised = Object.entries(catalogue).filter(([, text]) => placeholderNames(text).length > 0);

describe("parameterised messages", () => {
  it("the catalogue has them (the check below is not empty)", () => {
    expect(parameterised.length).toBeGreaterThan(100);
  });

  it.each(parameterised)("%s renders with its parameters and keeps no placeholder", (key, text) => {
    const names = placeholderNames(text);
    const params = Object.fromEntries(names.map((name, i) => [name, `값${i}`]));
    const rendered = t(key as MessageKey, params);
    expect(rendered).not.toMatch(PLACEHOLDER);
    for (const value of Object.values(params)) expect(rendered).toContain(value);
  });

  it("an unfilled placeholder stays visible, so the harness can find it", () => {
    // (The compiler refuses `t("tradePhotoTooMany")`; a key known only at run time passes it.)
    expect(t("tradePhotoTooMany" as MessageKey)).toMatch(PLACEHOLDER);
    expect(placeholderNames("{a}와 {b}, 다시 {a}")).toEqual(["a", "b"]);
  });
});

describe("schema messages with values", () => {
  it("keyWith carries the values to issueText, which fills the message", () => {
    expect(issueText(keyWith("loadingDimInvalid", { max: "20,000" }))).toBe(
      "치수는 1~20,000mm 사이의 정수로 입력해 주세요.",
    );
    expect(issueText("enterTitle")).toBe(t("enterTitle"));
    expect(issueText("Invalid input: expected string")).toBe(t("errorInvalidInput"));
  });

  it("the trade photo count and the cargo dimensions and weight name their limits", () => {
    const photos = dealWriteSchema.safeParse({ photoIds: Array.from({ length: 11 }, (_, i) => i + 1) });
    const photoIssue = photos.error?.issues.find((issue) => issue.path[0] === "photoIds");
    expect(issueText(photoIssue?.message ?? "")).toBe("사진은 10장까지 올릴 수 있습니다.");

    const row = {
      id: "a",
      name: "상자",
      canStand: [true, true, true],
      stackable: true,
      length: 0,
      width: 10,
      height: 10,
      weightKg: -1,
      quantity: 1,
    };
    const cargo = cargoListSchema.safeParse([row]);
    const texts = cargo.error?.issues.map((issue) => issueText(issue.message)) ?? [];
    expect(texts).toContain("치수는 1~20,000mm 사이의 정수로 입력해 주세요.");
    expect(texts).toContain("중량은 0~100,000kg 사이의 숫자로 입력해 주세요.");
    for (const text of texts) expect(text).not.toMatch(PLACEHOLDER);
  });
});
