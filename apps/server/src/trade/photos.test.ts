/**
 * Deal photos through the HTTP API on each database: JPEG, PNG, BMP and GIF accepted by content,
 * anything else (a renamed page, WebP, PDF) refused with 'only image files can be attached';
 * orientation applied and EXIF/GPS dropped; card, detail and full sizes; order and cover; who may
 * see a photo; and the legacy address /api/apicall/getDownload/{companyCode}/DL/{fileMgtCode}.
 */
import { t } from "@portal/contract";
import { encode as encodeBmp } from "bmp-ts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { htmlPage, jpegWithExif, pdf, png } from "../../test/media-fixtures.ts";
import { createDeal, dealInput } from "../../test/trade-fixtures.ts";
import { purgeDealPhotoDrafts } from "./photos.ts";

type Member = Client & { userId: string };

/** A 30×20 24-bit BMP, orange. */
function bmpPicture(): Buffer {
  const data = Buffer.alloc(30 * 20 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([0, 40, 140, 240], i); // ABGR: blue 40, green 140, red 240
  return encodeBmp({ data, width: 30, height: 20, bitPP: 24 }).data;
}

describe.each(DIALECTS)("deal photos on %s", (dialect) => {
  let env: TestApp;
  let seller: Member;
  let other: Member;
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    seller = await env.member("U", { nameKo: "김판매" });
    other = await env.member("U", { nameKo: "박다른" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  const upload = async (client: Client, name: string, data: Buffer) =>
    client.upload("/api/trade/photos", [{ name, data }]);
  const fetchImage = async (url: string, client: Client = visitor) => {
    const response = await env.app.inject({ method: "GET", url, headers: { cookie: cookieOf(client) } });
    return { status: response.statusCode, type: String(response.headers["content-type"]), body: response.rawPayload };
  };
  const cookieOf = (client: Client) => (client.cookie("sid") ? `sid=${client.cookie("sid")}` : "");

  it("accepts JPEG, PNG, BMP and GIF by content, oriented and without EXIF or GPS, in three sizes", async () => {
    const jpeg = await upload(seller, "현장사진.jpg", await jpegWithExif());
    expect(jpeg.status).toBe(201);
    const full = await fetchImage(jpeg.body.fullUrl, seller);
    expect(full.type).toBe("image/jpeg");
    const meta = await sharp(full.body).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.exif).toBeUndefined();
    expect(full.body.includes(Buffer.from("PortalTestCam"))).toBe(false);
    const card = await sharp((await fetchImage(jpeg.body.cardUrl, seller)).body).metadata();
    expect([card.format, card.width, card.height]).toEqual(["webp", 480, 360]);
    const detail = await sharp((await fetchImage(jpeg.body.detailUrl, seller)).body).metadata();
    expect([detail.format, detail.width, detail.height]).toEqual(["webp", 20, 40]);

    const big = await upload(seller, "랙.png", await png(2400, 1200));
    const bigDetail = await sharp((await fetchImage(big.body.detailUrl, seller)).body).metadata();
    expect([bigDetail.width, bigDetail.height]).toEqual([1200, 600]);

    const bmp = await upload(seller, "스캔.bmp", bmpPicture());
    expect(bmp.status).toBe(201);
    const bmpFull = await fetchImage(bmp.body.fullUrl, seller);
    expect(bmpFull.type).toBe("image/png");
    const { data } = await sharp(bmpFull.body).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([240, 140, 40]);

    const gif = await upload(
      seller,
      "움직임.gif",
      await sharp({ create: { width: 16, height: 16, channels: 3, background: "#1e6fd9" } })
        .gif()
        .toBuffer(),
    );
    expect(gif.status).toBe(201);
    expect((await fetchImage(gif.body.fullUrl, seller)).type).toBe("image/gif");
  });

  it("refuses other content, whatever the name, with the spec's message", async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    for (const [name, data] of [
      ["사진.jpg", htmlPage],
      ["사진.png", pdf()],
      ["사진.gif", webp],
      ["사진.bmp", Buffer.from("BM not really a bitmap")],
    ] as const) {
      const res = await upload(seller, name, data);
      expect(res.status, name).toBe(415);
      expect([t("tradePhotoOnlyImages"), t("tradePhotoBroken")]).toContain(res.body.detail);
    }
    expect((await upload(seller, "사진.jpg", htmlPage)).body.detail).toBe("이미지 파일만 첨부할 수 있습니다.");
    expect((await visitor.upload("/api/trade/photos", [{ name: "a.png", data: await png() }])).status).toBe(401);
    const huge = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(seller, "큰사진.png", huge)).status).toBe(413);
  });

  it("orders the photos as saved (first is the cover), keeps drafts private, and takes no one else's", async () => {
    const ids: number[] = [];
    for (const size of [10, 20, 30])
      ids.push((await upload(seller, `p${size}.png`, await png(size * 4, size * 3))).body.photoId);
    // A draft is the uploader's alone.
    expect((await fetchImage(`/api/trade/photos/${ids[0]}/card`, other)).status).toBe(404);
    expect((await fetchImage(`/api/trade/photos/${ids[0]}/card`)).status).toBe(404);
    const stolen = await other.post("/api/deals", dealInput({ photoIds: [ids[0]!] }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toBe(t("tradePhotoNotYours"));

    const dealNo = await createDeal(seller, { photoIds: [ids[2]!, ids[0]!, ids[1]!] });
    const detail = await visitor.get(`/api/deals/${dealNo}`);
    expect(detail.body.photos.map((p: { photoId: number }) => p.photoId)).toEqual([ids[2], ids[0], ids[1]]);
    const card = (await visitor.get("/api/deals")).body.items.find((d: { dealNo: number }) => d.dealNo === dealNo);
    expect(card.coverUrl).toBe(`/api/trade/photos/${ids[2]}/card`);
    expect((await fetchImage(card.coverUrl)).status).toBe(200);
    // Another member cannot move them onto their own deal.
    expect((await other.post("/api/deals", dealInput({ photoIds: [ids[1]!] }))).status).toBe(400);

    // The edit re-orders and drops one; the dropped one is gone.
    expect((await seller.put(`/api/deals/${dealNo}`, dealInput({ photoIds: [ids[1]!, ids[2]!] }))).status).toBe(200);
    const after = await visitor.get(`/api/deals/${dealNo}`);
    expect(after.body.photos.map((p: { photoId: number }) => p.photoId)).toEqual([ids[1], ids[2]]);
    expect((await fetchImage(`/api/trade/photos/${ids[0]}/full`, seller)).status).toBe(404);
    const list = (await visitor.get("/api/deals")).body.items.find((d: { dealNo: number }) => d.dealNo === dealNo);
    expect(list.coverUrl).toBe(`/api/trade/photos/${ids[1]}/card`);
  });

  it("serves deal photos at the legacy address, only under the deal's company code", async () => {
    const photo = (await upload(seller, "legacy.png", await png(80, 60))).body;
    const dealNo = await createDeal(seller, { photoIds: [photo.photoId] });
    const { companyCode } = (await visitor.get(`/api/deals/${dealNo}`)).body;
    const legacy = await fetchImage(`/api/apicall/getDownload/${companyCode}/DL/${photo.fileMgtCode}`);
    expect(legacy.status).toBe(200);
    expect(legacy.type).toBe("image/png");
    expect((await sharp(legacy.body).metadata()).width).toBe(80);
    expect((await fetchImage(`/api/apicall/getDownload/OTHER/DL/${photo.fileMgtCode}`)).status).toBe(404);
    expect((await fetchImage(`/api/apicall/getDownload/${companyCode}/DL/abc`)).status).toBe(404);
    const draft = (await upload(seller, "draft.png", await png())).body;
    expect((await fetchImage(`/api/apicall/getDownload/${companyCode}/DL/${draft.fileMgtCode}`, seller)).status).toBe(
      404,
    );
  });

  it("removes uploads never saved with a deal after a day, and keeps the saved ones", async () => {
    const saved = (await upload(seller, "saved.png", await png())).body;
    const dealNo = await createDeal(seller, { photoIds: [saved.photoId] });
    const draft = (await upload(seller, "draft.png", await png())).body;
    expect(await purgeDealPhotoDrafts(env.ctx)).toBe(0);
    expect(await purgeDealPhotoDrafts(env.ctx, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await fetchImage(draft.cardUrl, seller)).status).toBe(404);
    expect((await fetchImage(saved.cardUrl)).status).toBe(200);
    expect((await visitor.get(`/api/deals/${dealNo}`)).body.photos).toHaveLength(1);
  });
});
