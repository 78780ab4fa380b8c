/**
 * Trade requests and the favouriters' notes through the HTTP API on each database (issue 11): the
 * request is a note of kind trade with REF_NO to the seller, in the seller's trade inbox and the
 * buyer's trade sent list with the deal's state and address; refused for one's own deal, a completed
 * or hidden deal, and visitors; limited per member even when fired at once; favouriters are told of
 * completion and price drops.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { png } from "../../test/media-fixtures.ts";
import { createDeal, dealInput } from "../../test/trade-fixtures.ts";

type Member = Client & { userId: string };
type Row = {
  refNo: number | null;
  finished: boolean | null;
  dealPath: string | null;
  dealTitle: string | null;
  dealPhotoUrl: string | null;
  firstLine: string;
  kind: string;
};

const SEND_LIMIT = 8;

describe.each(DIALECTS)("trade requests on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let seller: Member;
  let buyer: Member;
  let fan: Member;
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect, { NOTE_SEND_LIMIT: String(SEND_LIMIT) });
    admin = await env.member("A", { nameKo: "관리자" });
    seller = await env.member("U", { nameKo: "김판매" });
    buyer = await env.member("U", { nameKo: "이구매" });
    fan = await env.member("U", { nameKo: "박찜" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  const box = async (client: Client, name: string) =>
    (await client.get(`/api/notes?box=${name}&pageSize=45`)).body.items as Row[];

  it("sends a trade note with REF_NO to the seller, listed on both sides with the deal's state", async () => {
    const dealNo = await createDeal(seller, { title: "중량 랙 3단 5세트" });
    const res = await buyer.post(`/api/deals/${dealNo}/trade-request`, {
      body: "직접 가지러 가겠습니다.\n<b>급구</b>",
    });
    expect(res.status).toBe(201);
    const received = (await box(seller, "tradeReceived")).find((n) => n.refNo === dealNo);
    expect(received).toMatchObject({
      kind: "trade",
      finished: false,
      dealPath: `/app/trade/SEL/PERSONAL/${dealNo}`,
      dealTitle: "중량 랙 3단 5세트",
      dealPhotoUrl: null,
      firstLine: "직접 가지러 가겠습니다.",
    });
    const detail = await seller.get(`/api/notes/${res.body.noteId}`);
    expect(detail.body).toMatchObject({
      finished: false,
      dealPath: received?.dealPath,
      dealTitle: "중량 랙 3단 5세트",
    });
    expect(detail.body.bodyHtml).toContain("&lt;b&gt;급구&lt;/b&gt;");
    expect((await box(seller, "received")).some((n) => n.refNo === dealNo)).toBe(false);
    expect((await box(buyer, "tradeSent")).find((n) => n.refNo === dealNo)).toMatchObject({ finished: false });

    expect((await seller.post(`/api/deals/${dealNo}/complete`)).status).toBe(200);
    expect((await box(seller, "tradeReceived")).find((n) => n.refNo === dealNo)?.finished).toBe(true);
    expect((await box(buyer, "tradeSent")).find((n) => n.refNo === dealNo)?.finished).toBe(true);
  });

  it("shows the deal's first photo (FILE_MGT_CODE) with its trade notes, and none once the deal is hidden", async () => {
    const uploaded = await seller.upload("/api/trade/photos", [{ name: "랙.png", data: await png() }]);
    expect(uploaded.status).toBe(201);
    const dealNo = await createDeal(seller, { title: "파렛트 랙 사진", photoIds: [uploaded.body.photoId] });
    const sent = await buyer.post(`/api/deals/${dealNo}/trade-request`, { body: "사진 보고 연락드립니다." });
    expect(sent.status).toBe(201);
    const photoUrl = `/api/trade/photos/${uploaded.body.photoId}/card`;
    expect((await box(seller, "tradeReceived")).find((n) => n.refNo === dealNo)?.dealPhotoUrl).toBe(photoUrl);
    expect((await box(buyer, "tradeSent")).find((n) => n.refNo === dealNo)?.dealPhotoUrl).toBe(photoUrl);
    expect((await seller.get(`/api/notes/${sent.body.noteId}`)).body.dealPhotoUrl).toBe(photoUrl);
    const picture = await env.app.inject({ method: "GET", url: photoUrl });
    expect([picture.statusCode, picture.headers["content-type"]]).toEqual([200, "image/webp"]);

    await admin.post(`/api/deals/${dealNo}/hide`);
    expect((await box(seller, "tradeReceived")).find((n) => n.refNo === dealNo)?.dealPhotoUrl).toBeNull();
  });

  it("fills an empty note and refuses own, completed, hidden and unknown deals and visitors", async () => {
    const dealNo = await createDeal(seller, { title: "롤러 컨베이어 6m" });
    const empty = await buyer.post(`/api/deals/${dealNo}/trade-request`, { body: "  " });
    expect(empty.status).toBe(201);
    expect((await seller.get(`/api/notes/${empty.body.noteId}`)).body.bodyHtml).toContain(
      t("tradeRequestDefaultNote", { title: "롤러 컨베이어 6m" }),
    );
    const own = await seller.post(`/api/deals/${dealNo}/trade-request`, { body: "제 물건" });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(t("tradeOwnDeal"));
    expect((await visitor.post(`/api/deals/${dealNo}/trade-request`, { body: "문의" })).status).toBe(401);
    expect((await buyer.post("/api/deals/999999/trade-request", { body: "문의" })).status).toBe(404);
    expect((await buyer.post(`/api/deals/${dealNo}/trade-request`, { body: "가".repeat(2001) })).status).toBe(400);

    await admin.post(`/api/deals/${dealNo}/hide`);
    expect((await buyer.post(`/api/deals/${dealNo}/trade-request`, { body: "문의" })).status).toBe(404);
    // A hidden deal's notes stay, without its state, address or title.
    expect((await box(seller, "tradeReceived")).find((n) => n.refNo === dealNo)).toMatchObject({
      finished: null,
      dealPath: null,
      dealTitle: null,
      dealPhotoUrl: null,
    });
    await admin.post(`/api/deals/${dealNo}/restore`);
    await seller.post(`/api/deals/${dealNo}/complete`);
    const late = await buyer.post(`/api/deals/${dealNo}/trade-request`, { body: "아직 있나요?" });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(t("tradeAlreadyCompleted"));
  });

  it("never lets more trade requests through at once than the member's limit allows one by one", async () => {
    const hurried = await env.member("U", { nameKo: "최급함" });
    const deals = await Promise.all(Array.from({ length: 3 }, (_, i) => createDeal(seller, { title: `팔레트 ${i}` })));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        hurried.post(`/api/deals/${deals[i % deals.length]}/trade-request`, { body: `요청 ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(SEND_LIMIT);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.status).toBe(429);
    expect((await box(hurried, "tradeSent")).length).toBe(SEND_LIMIT);
  });

  it("answers each request racing a completion either with a note or with 'already completed'", async () => {
    const dealNo = await createDeal(seller, { title: "동시 완료 시험 랙" });
    const racers = await Promise.all(Array.from({ length: 4 }, (_, i) => env.member("U", { nameKo: `경쟁${i}` })));
    const [complete, ...requests] = await Promise.all([
      seller.post(`/api/deals/${dealNo}/complete`),
      ...racers.map((r) => r.post(`/api/deals/${dealNo}/trade-request`, { body: "지금 살게요" })),
    ]);
    expect(complete?.status).toBe(200);
    for (const r of requests) expect([201, 409]).toContain(r.status);
    const notes = await env.ctx.db
      .selectFrom("notes")
      .select("noteId")
      .where("refNo", "=", dealNo)
      .where("kind", "=", "trade")
      .execute();
    expect(notes.length).toBe(requests.filter((r) => r.status === 201).length);
    expect((await racers[0]!.post(`/api/deals/${dealNo}/trade-request`, { body: "늦었나요" })).status).toBe(409);
  });

  it("tells the favouriters when the price drops and when the sale completes, not for other edits", async () => {
    const dealNo = await createDeal(seller, { title: "<AGV> 2대", amount: 26_000_000 });
    await fan.put(`/api/deals/${dealNo}/favorite`);
    await seller.put(`/api/deals/${dealNo}/favorite`);
    const fanNotes = async () => (await box(fan, "tradeReceived")).filter((n) => n.refNo === dealNo);
    await seller.put(`/api/deals/${dealNo}`, dealInput({ title: "<AGV> 2대", amount: 27_000_000 }));
    expect(await fanNotes()).toHaveLength(0);
    await seller.put(`/api/deals/${dealNo}`, dealInput({ title: "<AGV> 2대", amount: 24_000_000 }));
    const [drop] = await fanNotes();
    expect(drop?.firstLine).toBe(t("tradeNotePriceDrop", { title: "<AGV> 2대", from: "27,000,000", to: "24,000,000" }));
    await seller.post(`/api/deals/${dealNo}/complete`);
    const after = await fanNotes();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ finished: true, firstLine: t("tradeNoteCompleted", { title: "<AGV> 2대" }) });
    // The seller's own favourite tells nobody; a lower price on a completed deal tells nobody either.
    expect((await box(seller, "tradeReceived")).filter((n) => n.refNo === dealNo)).toHaveLength(0);
    await seller.put(`/api/deals/${dealNo}`, dealInput({ title: "<AGV> 2대", amount: 1 }));
    expect(await fanNotes()).toHaveLength(2);
  });
});
