/** Forms' checks by the contract's schemas: Korean texts on the form's own fields, the first problem of each. */
import { noteSendSchema, postWriteSchema, t } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { contractResolver, problemOf, withRules } from "./form.ts";

describe("contractResolver", () => {
  it("gives each field its first problem in Korean, and nothing for a good request", () => {
    const validate = contractResolver(noteSendSchema);
    expect(validate({ recipients: [], bodyHtml: "<p></p>", refNo: null })).toEqual({
      recipients: t("notesEnterRecipient"),
      bodyHtml: t("notesEnterBody"),
    });
    expect(validate({ recipients: ["kimlogis"], bodyHtml: "<p>안녕하세요</p>", refNo: null })).toEqual({});
  });

  it("checks the request the values make, and shows its problems on the form's fields", () => {
    const values = { title: " ", companyName: "", homepage: "ftp://x" };
    const validate = contractResolver(postWriteSchema, {
      toRequest: (v: typeof values) => ({
        title: v.title,
        bodyHtml: "<p>본문</p>",
        secret: false,
        notice: false,
        bold: false,
        company: { name: v.companyName, homepage: v.homepage },
      }),
      fields: { "company.name": "companyName", "company.homepage": "companyHomepage" },
    });
    expect(validate(values)).toEqual({
      title: t("enterTitle"),
      companyName: t("enterCompanyName"),
      companyHomepage: t("companyHomepageInvalid"),
    });
  });

  it("puts a list item's problem on the list's field", () => {
    const errors = contractResolver(noteSendSchema)({ recipients: ["kimlogis", " "], bodyHtml: "<p>메모</p>" });
    expect(Object.keys(errors)).toEqual(["recipients"]);
  });
});

describe("withRules and problemOf", () => {
  it("adds the form's own rules where the schema found nothing", () => {
    const validate = withRules(contractResolver(noteSendSchema), () => ({
      recipients: "첫 규칙",
      bodyHtml: "둘째 규칙",
    }));
    expect(validate({ recipients: [], bodyHtml: "<p>본문</p>" })).toEqual({
      recipients: t("notesEnterRecipient"),
      bodyHtml: "둘째 규칙",
    });
  });

  it("names the first problem of a value, or none", () => {
    expect(problemOf(noteSendSchema, { recipients: [], bodyHtml: "" })).toBe(t("notesEnterRecipient"));
    expect(problemOf(noteSendSchema, { recipients: ["a"], bodyHtml: "<p>a</p>" })).toBeNull();
  });
});
