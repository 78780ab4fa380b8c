/**
 * Used-equipment trade through the HTTP API on each database (issue 11): every field rule and its
 * message, who may edit, complete, comment, favourite, hide (tried as the wrong user), the keyword
 * search (two-syllable and one-syllable words, exact), keyset pages, and concurrent favourites
 * and completions.
 */
import { type DealWriteInput, TRADE_MAX_PHOTOS, t, tradeMaxYear } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { createDeal, dealInput } from "../../test/trade-fixtures.ts";

type Member = Client & { userId: string };

describe.each(DIALECTS)("trade on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let seller: Member;
  let buyer: Member;
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    seller = await env.member("U", { nameKo: "김판매" });
    buyer = await env.member("U", { nameKo: "이구매" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  it("lets visitors browse categories, lists and details, and nothing else", async () => {
    const dealNo = await createDeal(seller);
    const categories = await visitor.get("/api/trade/categories");
    expect(categories.body.items.map((c: { nameKo: string }) => c.nameKo)).toContain("지게차");
    const list = await visitor.get("/api/deals");
    expect(list.status).toBe(200);
    expect(list.body.items.some((d: { dealNo: number }) => d.dealNo === dealNo)).toBe(true);
    const detail = await visitor.get(`/api/deals/${dealNo}`);
    expect(detail.body).toMatchObject({
      dealType: "SEL",
      companyCode: "PERSONAL",
      categoryName: "지게차",
      condition: "H",
      amount: 18_500_000,
      completed: false,
      authorName: "김판매",
      permissions: { canEdit: false, canComplete: false, canRequest: false, canComment: false, canHide: false },
    });
    expect((await visitor.get(`/api/deals/${dealNo}/comments`)).body.canComment).toBe(false);
    const refusals = [
      await visitor.post("/api/deals", dealInput()),
      await visitor.put(`/api/deals/${dealNo}`, dealInput()),
      await visitor.post(`/api/deals/${dealNo}/complete`),
      await visitor.put(`/api/deals/${dealNo}/favorite`),
      await visitor.post(`/api/deals/${dealNo}/comments`, { body: "관심 있습니다" }),
      await visitor.get("/api/deals?tab=mine"),
      await visitor.get("/api/deals?tab=wish"),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(t("errorLoginRequired"));
    }
  });

  it("gives the seller's phone to members for the trade-request modal only, never to visitors or after completion", async () => {
    const dealNo = await createDeal(seller, { telNo: "010-9876-5432" });
    const phone = `/api/deals/${dealNo}/seller-phone`;
    // The detail carries the phone for its author's edit form only.
    expect((await seller.get(`/api/deals/${dealNo}`)).body.telNo).toBe("010-9876-5432");
    for (const who of [visitor, buyer, admin]) {
      const detail = await who.get(`/api/deals/${dealNo}`);
      expect(detail.body.telNo).toBeNull();
      expect(JSON.stringify(detail.body)).not.toContain("9876");
    }
    const refused = await visitor.get(phone);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain("9876");
    expect((await buyer.get(phone)).body).toEqual({ telNo: "010-9876-5432" });
    expect((await seller.post(`/api/deals/${dealNo}/complete`)).status).toBe(200);
    const closed = await buyer.get(phone);
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe(t("tradeAlreadyCompleted"));
    expect(JSON.stringify(closed.body)).not.toContain("9876");
    expect((await buyer.get(`/api/deals/${dealNo}`)).body.telNo).toBeNull();
  });

  it("refuses each missing or bad field with the spec's own message and writes nothing", async () => {
    const before = (await visitor.get("/api/deals?pageSize=60")).body.items.length;
    const cases: [Partial<Record<keyof DealWriteInput, unknown>>, string, string][] = [
      [{ title: "  " }, "title", t("tradeEnterTitle")],
      [{ title: undefined }, "title", t("tradeEnterTitle")],
      [{ title: "가".repeat(101) }, "title", t("tradeTitleTooLong")],
      [{ condition: "X" }, "condition", t("tradeEnterCondition")],
      [{ category: "" }, "category", t("tradeEnterCategory")],
      [{ category: "SPACESHIP" }, "category", t("tradeCategoryUnknown")],
      [{ modelName: "" }, "modelName", t("tradeEnterModelName")],
      [{ modelNo: "" }, "modelNo", t("tradeEnterModelNo")],
      [{ modelYear: undefined }, "modelYear", t("tradeEnterModelYear")],
      [{ modelYear: 1949 }, "modelYear", t("tradeModelYearRange")],
      [{ modelYear: tradeMaxYear() + 1 }, "modelYear", t("tradeModelYearRange")],
      [{ location: "" }, "location", t("tradeEnterLocation")],
      [{ location: "가".repeat(101) }, "location", t("tradeFieldTooLong")],
      [{ amount: undefined }, "amount", t("tradeEnterAmount")],
      [{ amount: -1 }, "amount", t("tradeAmountInvalid")],
      [{ amount: 1000.5 }, "amount", t("tradeAmountInvalid")],
      [{ descriptionHtml: "" }, "descriptionHtml", t("tradeEnterDescription")],
      [{ descriptionHtml: "<p><script>x()</script></p>" }, "descriptionHtml", t("tradeEnterDescription")],
      [{ telNo: "call me" }, "telNo", t("tradeTelInvalid")],
      [
        { photoIds: Array.from({ length: 11 }, (_, i) => i + 1) },
        "photoIds",
        t("tradePhotoTooMany", { count: TRADE_MAX_PHOTOS }),
      ],
    ];
    for (const [change, field, detail] of cases) {
      const res = await seller.post("/api/deals", { ...dealInput(), ...change });
      expect(res.status, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.detail).toBe(detail);
    }
    expect((await visitor.get("/api/deals?pageSize=60")).body.items.length).toBe(before);
    // Boundaries are accepted: 0 won, 1950 and next year.
    for (const change of [{ amount: 0 }, { modelYear: 1950 }, { modelYear: tradeMaxYear() }]) {
      expect((await seller.post("/api/deals", dealInput(change))).status).toBe(201);
    }
  });

  it("sanitises the description like board posts", async () => {
    const dealNo = await createDeal(seller, {
      descriptionHtml:
        '<p onclick="x()">상태 <strong>양호</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    const html = (await visitor.get(`/api/deals/${dealNo}`)).body.descriptionHtml as string;
    expect(html).toContain("<strong>양호</strong>");
    expect(html).not.toMatch(/script|onclick|onerror/);
  });

  it("lets only the author edit and complete, once; a completed deal stays completed", async () => {
    const dealNo = await createDeal(seller);
    for (const other of [buyer, admin]) {
      const edit = await other.put(`/api/deals/${dealNo}`, dealInput({ title: "가로챈 제목" }));
      expect(edit.status).toBe(403);
      expect(edit.body.detail).toBe(t("tradeOnlyAuthor"));
      const complete = await other.post(`/api/deals/${dealNo}/complete`);
      expect(complete.status).toBe(403);
    }
    const edited = await seller.put(
      `/api/deals/${dealNo}`,
      dealInput({ title: "전동 지게차 2.5톤 급매", amount: 17_000_000 }),
    );
    expect(edited.status).toBe(200);
    expect((await visitor.get(`/api/deals/${dealNo}`)).body).toMatchObject({
      title: "전동 지게차 2.5톤 급매",
      amount: 17_000_000,
    });
    expect((await seller.get(`/api/deals/${dealNo}`)).body.permissions).toMatchObject({
      canEdit: true,
      canComplete: true,
      canRequest: false,
    });
    expect((await buyer.get(`/api/deals/${dealNo}`)).body.permissions).toMatchObject({
      canEdit: false,
      canComplete: false,
      canRequest: true,
      canComment: true,
    });

    // Many completions at once: exactly one goes through, the rest are told it is completed.
    const results = await Promise.all(Array.from({ length: 12 }, () => seller.post(`/api/deals/${dealNo}/complete`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.detail).toBe(t("tradeAlreadyCompleted"));
    }
    const after = await buyer.get(`/api/deals/${dealNo}`);
    expect(after.body).toMatchObject({ completed: true, permissions: { canRequest: false, canComplete: false } });
    // An edit does not reopen it; there is no way back.
    await seller.put(`/api/deals/${dealNo}`, dealInput());
    expect((await visitor.get(`/api/deals/${dealNo}`)).body.completed).toBe(true);
    const card = (await visitor.get("/api/deals?pageSize=60")).body.items.find(
      (d: { dealNo: number }) => d.dealNo === dealNo,
    );
    expect(card).toMatchObject({ completed: true, isNew: true, amount: 18_500_000 });
  });

  it("finds two-syllable and one-syllable Korean words in titles and descriptions, exactly", async () => {
    const forklift = await createDeal(seller, { title: "도요타 전동지게차 판매", category: "FORKLIFT" });
    const inBody = await createDeal(seller, {
      title: "물류센터 정리 장비 일괄",
      category: "ETC",
      descriptionHtml: "<p>리치형 <b>지게차</b> 1대와 팔레트 40장</p>",
    });
    const rack = await createDeal(seller, {
      title: "중량 랙 4단 10세트",
      category: "RACK",
      descriptionHtml: "<p>볼트 조립식</p>",
    });
    const near = await createDeal(seller, { title: "지게 운반구 (차량용 아님)", category: "ETC" });
    const search = async (query: string) =>
      (
        (await visitor.get(`/api/deals?pageSize=60&q=${encodeURIComponent(query)}`)).body.items as { dealNo: number }[]
      ).map((d) => d.dealNo);
    const forkliftHits = await search("지게차");
    expect(forkliftHits).toEqual(expect.arrayContaining([forklift, inBody]));
    expect(forkliftHits).not.toContain(near);
    expect(forkliftHits).not.toContain(rack);
    expect(await search("랙")).toEqual([rack]);
    expect(await search("팔레트")).toEqual([inBody]);
    expect(await search("차지게")).toEqual([]);
    expect(await search("지게차 팔레트")).toEqual([inBody]);
    const inCategory = (await visitor.get(`/api/deals?q=${encodeURIComponent("지게차")}&category=FORKLIFT&pageSize=60`))
      .body.items;
    expect(inCategory.map((d: { dealNo: number }) => d.dealNo)).toContain(forklift);
    expect(inCategory.map((d: { dealNo: number }) => d.dealNo)).not.toContain(inBody);
    // With a category the words alone decide on PostgreSQL (no gram probes): still exact.
    const etc = (await visitor.get(`/api/deals?q=${encodeURIComponent("지게차")}&category=ETC&pageSize=60`)).body.items;
    expect(etc.map((d: { dealNo: number }) => d.dealNo)).toContain(inBody);
    expect(etc.map((d: { dealNo: number }) => d.dealNo)).not.toContain(near);
  });

  it("filters by Asia/Seoul registration days and refuses a reversed range", async () => {
    const dealNo = await createDeal(seller, { title: "날짜 확인용 컨베이어" });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());
    const ids = async (query: string) =>
      ((await visitor.get(`/api/deals?pageSize=60&${query}`)).body.items as { dealNo: number }[]).map((d) => d.dealNo);
    expect(await ids(`from=2021-01-01&to=${today}`)).toContain(dealNo);
    expect(await ids(`from=${today.replaceAll("-", "")}`)).toContain(dealNo);
    expect(await ids("from=2021-01-01&to=2021-12-31")).not.toContain(dealNo);
    const reversed = await visitor.get(`/api/deals?from=${today}&to=2021-01-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.detail).toBe(t("tradeDateOrder"));
    expect((await visitor.get("/api/deals?from=2021-13-45")).status).toBe(400);
    expect((await visitor.get("/api/deals?pageSize=15")).status).toBe(400);
  });

  it("pages by deal number both ways and lists my items and my wishes", async () => {
    const mover = await env.member("U", { nameKo: "박이사" });
    const mine: number[] = [];
    for (let i = 0; i < 23; i++) mine.push(await createDeal(mover, { title: `팔레트 묶음 ${i + 1}` }));
    const first = await mover.get("/api/deals?tab=mine");
    expect(first.body.items.map((d: { dealNo: number }) => d.dealNo)).toEqual(mine.slice(3).reverse());
    expect(first.body.newer).toBeNull();
    const second = await mover.get(`/api/deals?tab=mine&before=${first.body.older}`);
    expect(second.body.items.map((d: { dealNo: number }) => d.dealNo)).toEqual(mine.slice(0, 3).reverse());
    expect(second.body.older).toBeNull();
    const back = await mover.get(`/api/deals?tab=mine&after=${second.body.newer}`);
    expect(back.body.items.map((d: { dealNo: number }) => d.dealNo)).toEqual(mine.slice(3).reverse());
    expect(back.body.newer).toBeNull();

    expect((await mover.get("/api/deals?tab=wish")).body.items).toEqual([]);
    await mover.put(`/api/deals/${mine[4]}/favorite`);
    const wish = await mover.get("/api/deals?tab=wish");
    expect(wish.body.items.map((d: { dealNo: number }) => d.dealNo)).toEqual([mine[4]]);
  });

  it("keeps favourites unique per member and idempotent, even when sent at once", async () => {
    const dealNo = await createDeal(seller);
    const puts = await Promise.all(Array.from({ length: 20 }, () => buyer.put(`/api/deals/${dealNo}/favorite`)));
    expect(puts.every((r) => r.status === 200)).toBe(true);
    expect((await buyer.get(`/api/deals/${dealNo}`)).body).toMatchObject({ favorite: true, favoriteCount: 1 });
    await admin.put(`/api/deals/${dealNo}/favorite`);
    expect((await visitor.get(`/api/deals/${dealNo}`)).body).toMatchObject({ favorite: false, favoriteCount: 2 });
    const deletes = await Promise.all(Array.from({ length: 10 }, () => buyer.delete(`/api/deals/${dealNo}/favorite`)));
    expect(deletes.every((r) => r.status === 200)).toBe(true);
    expect((await buyer.get(`/api/deals/${dealNo}`)).body).toMatchObject({ favorite: false, favoriteCount: 1 });
    expect((await buyer.put("/api/deals/999999/favorite")).status).toBe(404);
  });

  it("applies the comment rules: text required, author edits, author or administrator deletes", async () => {
    const dealNo = await createDeal(seller);
    for (const body of ["", "   "]) {
      const res = await buyer.post(`/api/deals/${dealNo}/comments`, { body });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(t("tradeCommentEnter"));
    }
    expect((await buyer.post(`/api/deals/${dealNo}/comments`, { body: "가".repeat(1001) })).body.detail).toBe(
      t("tradeCommentTooLong"),
    );
    const one = (await buyer.post(`/api/deals/${dealNo}/comments`, { body: "직접 보러 가도 될까요?" })).body.seq;
    const two = (await buyer.post(`/api/deals/${dealNo}/comments`, { body: "주말도 가능한가요?" })).body.seq;
    const list = await seller.get(`/api/deals/${dealNo}/comments`);
    expect(list.body.items.map((c: { authorName: string; body: string }) => [c.authorName, c.body])).toEqual([
      ["이구매", "직접 보러 가도 될까요?"],
      ["이구매", "주말도 가능한가요?"],
    ]);
    expect(list.body.items[0].permissions).toEqual({ canEdit: false, canDelete: false });
    expect((await admin.get(`/api/deals/${dealNo}/comments`)).body.items[0].permissions).toEqual({
      canEdit: false,
      canDelete: true,
    });
    for (const other of [seller, admin]) {
      const edit = await other.put(`/api/deals/${dealNo}/comments/${one}`, { body: "바꿈" });
      expect(edit.status).toBe(403);
      expect(edit.body.detail).toBe(t("tradeCommentOnlyOwnEdit"));
    }
    expect((await buyer.put(`/api/deals/${dealNo}/comments/${one}`, { body: "" })).body.detail).toBe(
      t("tradeCommentEnter"),
    );
    expect(
      (await buyer.put(`/api/deals/${dealNo}/comments/${one}`, { body: "평일 오후에 보러 가겠습니다." })).status,
    ).toBe(200);
    const del = await seller.delete(`/api/deals/${dealNo}/comments/${one}`);
    expect(del.status).toBe(403);
    expect(del.body.detail).toBe(t("tradeCommentOnlyOwnDelete"));
    expect(del.body.detail).toBe("본인이 작성한 글만 삭제할 수 있습니다.");
    expect((await admin.delete(`/api/deals/${dealNo}/comments/${one}`)).status).toBe(200);
    expect((await buyer.delete(`/api/deals/${dealNo}/comments/${two}`)).status).toBe(200);
    expect((await buyer.delete(`/api/deals/${dealNo}/comments/${two}`)).status).toBe(404);
    expect((await visitor.get(`/api/deals/${dealNo}/comments`)).body.items).toEqual([]);
  });

  it("lets administrators hide a deal from everyone else and restore it, audited", async () => {
    const dealNo = await createDeal(seller, { title: "숨김 시험 컨베이어" });
    for (const other of [seller, buyer]) {
      const res = await other.post(`/api/deals/${dealNo}/hide`);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(t("errorAdminOnly"));
    }
    expect((await admin.post(`/api/deals/${dealNo}/hide`)).status).toBe(200);
    for (const other of [visitor, seller, buyer]) {
      expect((await other.get(`/api/deals/${dealNo}`)).status).toBe(404);
      const items = (await other.get("/api/deals?pageSize=60")).body.items as { dealNo: number }[];
      expect(items.some((d) => d.dealNo === dealNo)).toBe(false);
    }
    expect((await seller.put(`/api/deals/${dealNo}`, dealInput())).status).toBe(404);
    expect((await buyer.post(`/api/deals/${dealNo}/comments`, { body: "보이나요" })).status).toBe(404);
    expect((await admin.get(`/api/deals/${dealNo}`)).body).toMatchObject({
      hidden: true,
      permissions: { canHide: true },
    });
    const audit = await admin.get("/api/admin/audit?action=trade.hide");
    expect(audit.body.items[0]).toMatchObject({ action: "trade.hide", targetId: String(dealNo) });
    expect((await admin.post(`/api/deals/${dealNo}/restore`)).status).toBe(200);
    expect((await visitor.get(`/api/deals/${dealNo}`)).status).toBe(200);
    expect((await admin.post("/api/deals/999999/hide")).status).toBe(404);
  });
});
