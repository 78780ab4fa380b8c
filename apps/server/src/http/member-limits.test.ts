/**
 * Per-member limits (issue 23 §3, http/member-limits.ts) at their real defaults, on each database:
 * one member fires 150 requests at once and exactly the limit gets through; every other answer is
 * the action's Korean 429 with Retry-After, and nothing more is stored.
 */
import { addDays, type MessageKey, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, postBody } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, type Reply, startTestApp, type TestApp } from "../../test/harness.ts";
import { png } from "../../test/media-fixtures.ts";
import { createDeal, dealInput } from "../../test/trade-fixtures.ts";

const BURST = 150;

/** Fires `send` BURST times at once. */
const burst = (send: (i: number) => Promise<Reply>) => Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));

/** The answers that are not `status` with `detail`, as status and detail (empty when all are). */
const others = (replies: Reply[], status: number, detail?: string) =>
  replies
    .filter((r) => r.status !== status || (detail !== undefined && r.body.detail !== detail))
    .map((r) => ({ status: r.status, detail: r.body.detail }));

/** Exactly `allowed` answers `ok`; every other one is the 429 of `message` with a Retry-After. */
function expectLimited(replies: Reply[], ok: number, allowed: number, message: MessageKey, minutes: number) {
  const passed = replies.filter((r) => r.status === ok);
  expect(passed).toHaveLength(allowed);
  const refused = replies.filter((r) => r.status !== ok);
  expect(others(refused, 429, t(message, { minutes }))).toEqual([]);
  for (const reply of refused) expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
}

describe.each(DIALECTS)("per-member limits on %s", (dialect) => {
  let env: TestApp;
  let admin: Client & { userId: string };
  let board: string;

  const count = async (table: "posts" | "comments" | "dealComments" | "deals", column: string, value: string) => {
    const row = await env.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column as never, "=", value as never)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    board = await createBoard(admin, { name: "한도 시험 게시판", maxAttachments: 10 });
  });
  afterAll(() => env.close());

  it("lets one member write 30 posts (with replies) per 10 minutes", async () => {
    const writer = await env.member("U", { nameKo: "폭주글" });
    const replies = await burst((i) => writer.post(`/api/boards/${board}/posts`, postBody({ title: `글 ${i}` })));
    expectLimited(replies, 201, 30, "limitPosts", 10);
    expect(await count("posts", "authorId", writer.userId)).toBe(30);
    // Replies count too; another member is not affected.
    const other = await env.member("U");
    const theirs = await other.post(`/api/boards/${board}/posts`, postBody({ replyAllowed: true }));
    expect(theirs.status).toBe(201);
    const reply = await writer.post(`/api/posts/${theirs.body.postId}/replies`, postBody({ title: "답글" }));
    expect(reply.status).toBe(429);
  });

  it("lets one member write 60 comments per 10 minutes, board and deal comments together", async () => {
    const author = await env.member("U");
    const post = await author.post(`/api/boards/${board}/posts`, postBody({ commentAllowed: true }));
    const commenter = await env.member("U", { nameKo: "폭주댓글" });
    const replies = await burst((i) =>
      commenter.post(`/api/posts/${post.body.postId}/comments`, { body: `댓글 ${i}` }),
    );
    expectLimited(replies, 201, 60, "limitComments", 10);
    expect(await count("comments", "authorId", commenter.userId)).toBe(60);
    const dealNo = await createDeal(author);
    const onDeal = await commenter.post(`/api/deals/${dealNo}/comments`, { body: "거래 댓글" });
    expect(onDeal.status).toBe(429);
  });

  it("lets one member write 60 deal comments per 10 minutes", async () => {
    const seller = await env.member("U");
    const dealNo = await createDeal(seller);
    const buyer = await env.member("U", { nameKo: "폭주거래댓글" });
    const replies = await burst((i) => buyer.post(`/api/deals/${dealNo}/comments`, { body: `문의 ${i}` }));
    expectLimited(replies, 201, 60, "limitComments", 10);
    expect(await count("dealComments", "authorId", buyer.userId)).toBe(60);
  });

  it("lets one member register 30 deals per hour", async () => {
    const seller = await env.member("U", { nameKo: "폭주판매" });
    const replies = await burst((i) => seller.post("/api/deals", dealInput({ title: `지게차 ${i}` })));
    expectLimited(replies, 201, 30, "limitDeals", 60);
    expect(await count("deals", "authorId", seller.userId)).toBe(30);
  });

  it("lets one member make 100 uploads per hour", async () => {
    const uploader = await env.member("U", { nameKo: "폭주업로드" });
    const picture = await png(8, 8);
    const replies = await burst((i) =>
      uploader.upload(`/api/boards/${board}/media?purpose=body`, [{ name: `그림${i}.png`, data: picture }]),
    );
    expectLimited(replies, 201, 100, "limitUploads", 60);
  });

  it("lets an administrator save pages 60 times per 10 minutes", async () => {
    const replies = await burst((i) =>
      admin.put("/api/pages/PLT010701", { title: `사례 ${i}`, bodyHtml: `<p>${i}</p>`, baseVersion: 1 }),
    );
    // Of the 60 the limit lets through, one saves and 59 meet the newer version.
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(59);
    expect(
      others(
        replies.filter((r) => r.status === 429),
        429,
        t("limitPageEdits", { minutes: 10 }),
      ),
    ).toEqual([]);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(90);
  });

  it("lets one member hold 5 open visit reservations and make 20 an hour", async () => {
    const event = await admin.post("/api/admin/reservation/events", { name: "한도 견학", description: "견학" });
    await admin.post("/api/admin/reservation/branches", { branchCode: "LM01", name: "한도관", address: "인천" });
    const slotIds: number[] = [];
    for (let day = 0; slotIds.length < BURST; day++) {
      const date = addDays(seoulDay(), 3 + day);
      const hours = Array.from({ length: 22 }, (_, h) => String(h + 1).padStart(2, "0"));
      const made = await admin.post("/api/admin/reservation/dates", {
        eventNo: event.body.id,
        branchCode: "LM01",
        date,
        slots: hours.map((h, k) => ({ startTime: `${h}:00`, endTime: `${hours[k + 1] ?? "23"}:00`, capacity: 10 })),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const listed = await admin.get(`/api/reservation/slots?eventNo=${event.body.id}&branchCode=LM01&date=${date}`);
      slotIds.push(...listed.body.items.map((s: { slotId: number }) => s.slotId));
    }
    const member = await env.member("U", { nameKo: "폭주예약" });
    const replies = await burst((i) => member.post("/api/reservations", { slotId: slotIds[i], companions: 0 }));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
    const capped = replies.filter((r) => r.body.code === "OPEN_RESERVATIONS_LIMITED");
    expect(others(capped, 429, t("reservationOpenLimit", { max: 5 }))).toEqual([]);
    expect(capped).toHaveLength(15);
    const limited = replies.filter((r) => r.status !== 201 && r.body.code !== "OPEN_RESERVATIONS_LIMITED");
    expectLimited(limited, 201, 0, "limitReservations", 60);
    expect(limited).toHaveLength(130);
    const mine = await member.get("/api/me/reservations");
    expect(mine.body.items.filter((r: { status: string }) => r.status === "active")).toHaveLength(5);
  });
});
