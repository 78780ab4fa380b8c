/**
 * Every /api/admin route (reservation administration included), called as a visitor and as U, D
 * and M (403, nothing changes) and as A (2xx), on each database. The route table is checked
 * against the OpenAPI document, so a new admin route without a test here fails.
 */
import { ANONYMOUS_BOARD_ID, addDays, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardBody, createBoard, operatorDetails, postBody } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { enrolSecondFactor } from "../../test/second-factor.ts";

const RESERVATION = "/api/admin/reservation";

interface Ids {
  board: string;
  category: number;
  target: string;
  companyA: number;
  companyB: number;
  allianceA: number;
  allianceB: number;
  /** Reservation administration: an event, a place, a date with a booked and a spare slot, an empty date, a booking. */
  event: number;
  branch: string;
  date: number;
  emptyDate: number;
  slot: number;
  spareSlot: number;
  reservation: number;
  day: string;
  post: number;
  comment: number;
  /** Two vehicles of the load planner's catalogue: one to change, one to delete. */
  vehicle: number;
  spareVehicle: number;
  /** A survey not yet answered (edited, opened, its results read and exported by the calls). */
  survey: number;
}

/** A company record whose kind (logistics council statistics) administrators set. */
const ACCESS_COMPANY = "C3333333333";

/** A vehicle of the load planner's catalogue (administrators add, change and delete them). */
const VEHICLE = {
  code: "ACCESS-TRUCK",
  kind: "truck",
  name: "접근 시험 트럭",
  length: 4800,
  width: 2100,
  height: 2100,
  maxPayloadKg: 3500,
  source: "",
  grade: "U",
};

/** A named survey of one question (수요조사), in a period of its own. */
const SURVEY = {
  title: "접근 시험 수요조사",
  description: "",
  startsAt: "2030-01-01T09:00",
  endsAt: "2030-01-31T18:00",
  audience: "all",
  unit: "member",
  allowChanges: false,
  anonymous: false,
  questions: [{ kind: "single", title: "필요한 장비", options: ["지게차", "AGV"] }],
};

/** A past month the calls review and sign off. */
const REVIEW_MONTH = "2026-01";

/** A future working day with no bookings, closed and reopened by the calls. */
const CLOSED_DAY = "2030-01-08";

type Call = [method: "GET" | "POST" | "PUT" | "DELETE", path: string, body: unknown, okStatus: number];

/** The calls, in an order that works for an administrator (restore after delete, …). */
const calls = (ids: Ids): Record<string, Call> => ({
  "GET /api/admin/boards": ["GET", "/api/admin/boards?q=자료", undefined, 200],
  "POST /api/admin/boards": ["POST", "/api/admin/boards", boardBody({ name: "접근 시험 게시판" }), 201],
  "GET /api/admin/boards/{boardId}": ["GET", `/api/admin/boards/${ids.board}`, undefined, 200],
  "PUT /api/admin/boards/{boardId}": [
    "PUT",
    `/api/admin/boards/${ids.board}`,
    boardBody({ name: "이름 바꾼 게시판" }),
    200,
  ],
  "DELETE /api/admin/boards/{boardId}": ["DELETE", `/api/admin/boards/${ids.board}`, undefined, 200],
  "POST /api/admin/boards/{boardId}/restore": ["POST", `/api/admin/boards/${ids.board}/restore`, {}, 200],
  "GET /api/admin/boards/{boardId}/categories": ["GET", `/api/admin/boards/${ids.board}/categories`, undefined, 200],
  "POST /api/admin/boards/{boardId}/categories": [
    "POST",
    `/api/admin/boards/${ids.board}/categories`,
    { name: "장비 매뉴얼" },
    201,
  ],
  "DELETE /api/admin/boards/{boardId}/categories/{categoryId}": [
    "DELETE",
    `/api/admin/boards/${ids.board}/categories/${ids.category}`,
    undefined,
    200,
  ],
  "GET /api/admin/members": ["GET", "/api/admin/members?q=member", undefined, 200],
  "PUT /api/admin/members/{userId}/role": ["PUT", `/api/admin/members/${ids.target}/role`, { role: "M" }, 200],
  "POST /api/admin/members/{userId}/lock": ["POST", `/api/admin/members/${ids.target}/lock`, {}, 200],
  "POST /api/admin/members/{userId}/unlock": ["POST", `/api/admin/members/${ids.target}/unlock`, {}, 200],
  "POST /api/admin/members/{userId}/password-reset": [
    "POST",
    `/api/admin/members/${ids.target}/password-reset`,
    {},
    200,
  ],
  "GET /api/admin/members/{userId}/logins": ["GET", `/api/admin/members/${ids.target}/logins`, undefined, 200],
  "DELETE /api/admin/members/{userId}/second-factor": [
    "DELETE",
    `/api/admin/members/${ids.target}/second-factor`,
    undefined,
    200,
  ],
  "GET /api/admin/company-requests": ["GET", "/api/admin/company-requests?status=pending", undefined, 200],
  "POST /api/admin/company-requests/{id}/approve": [
    "POST",
    `/api/admin/company-requests/${ids.companyA}/approve`,
    {},
    200,
  ],
  "POST /api/admin/company-requests/{id}/refuse": [
    "POST",
    `/api/admin/company-requests/${ids.companyB}/refuse`,
    { reason: "사업자등록번호 확인 불가" },
    200,
  ],
  "GET /api/admin/alliance-applications": ["GET", "/api/admin/alliance-applications", undefined, 200],
  "POST /api/admin/alliance-applications/{id}/approve": [
    "POST",
    `/api/admin/alliance-applications/${ids.allianceA}/approve`,
    {},
    200,
  ],
  "POST /api/admin/alliance-applications/{id}/refuse": [
    "POST",
    `/api/admin/alliance-applications/${ids.allianceB}/refuse`,
    {},
    200,
  ],
  "GET /api/admin/audit": ["GET", "/api/admin/audit?action=board.create", undefined, 200],
  "GET /api/admin/privacy-access": ["GET", "/api/admin/privacy-access?action=member.list", undefined, 200],
  "GET /api/admin/reservation/events": ["GET", `${RESERVATION}/events`, undefined, 200],
  "POST /api/admin/reservation/events": ["POST", `${RESERVATION}/events`, { name: "접근 시험 행사" }, 201],
  "PUT /api/admin/reservation/events/{eventNo}": [
    "PUT",
    `${RESERVATION}/events/${ids.event}`,
    { name: "이름 바꾼 행사", description: "설명", open: true },
    200,
  ],
  "GET /api/admin/reservation/events/{eventNo}/dates": [
    "GET",
    `${RESERVATION}/events/${ids.event}/dates?branchCode=${ids.branch}`,
    undefined,
    200,
  ],
  "POST /api/admin/reservation/events/{eventNo}/export.csv": [
    "POST",
    `${RESERVATION}/events/${ids.event}/export.csv`,
    { reason: "접근 시험 행사 준비" },
    200,
  ],
  "GET /api/admin/reservation/branches": ["GET", `${RESERVATION}/branches`, undefined, 200],
  "POST /api/admin/reservation/branches": [
    "POST",
    `${RESERVATION}/branches`,
    { branchCode: "ACC02", name: "접근 시험 별관", address: "인천광역시 연수구 송도과학로 32" },
    201,
  ],
  "PUT /api/admin/reservation/branches/{branchCode}": [
    "PUT",
    `${RESERVATION}/branches/${ids.branch}`,
    { name: "접근 시험 본관 1층", address: "인천광역시 남동구 남동서로 236번길 30" },
    200,
  ],
  "POST /api/admin/reservation/dates": [
    "POST",
    `${RESERVATION}/dates`,
    { eventNo: ids.event, branchCode: ids.branch, date: addDays(ids.day, 2) },
    201,
  ],
  "DELETE /api/admin/reservation/dates/{dateId}": ["DELETE", `${RESERVATION}/dates/${ids.emptyDate}`, undefined, 200],
  "POST /api/admin/reservation/dates/{dateId}/slots": [
    "POST",
    `${RESERVATION}/dates/${ids.date}/slots`,
    { startTime: "16:00", endTime: "17:00", capacity: 10 },
    201,
  ],
  "PUT /api/admin/reservation/slots/{slotId}": [
    "PUT",
    `${RESERVATION}/slots/${ids.slot}`,
    { startTime: "10:00", endTime: "11:30", capacity: 8 },
    200,
  ],
  "DELETE /api/admin/reservation/slots/{slotId}": ["DELETE", `${RESERVATION}/slots/${ids.spareSlot}`, undefined, 200],
  "POST /api/admin/loading/vehicles": ["POST", "/api/admin/loading/vehicles", VEHICLE, 201],
  "GET /api/admin/pages": ["GET", "/api/admin/pages", undefined, 200],
  "GET /api/admin/search/excluded-words": ["GET", "/api/admin/search/excluded-words", undefined, 200],
  "PUT /api/admin/search/excluded-words": ["PUT", "/api/admin/search/excluded-words", { words: ["광고"] }, 200],
  "GET /api/admin/companies": ["GET", "/api/admin/companies", undefined, 200],
  "PUT /api/admin/companies/{companyCode}/kind": [
    "PUT",
    `/api/admin/companies/${ACCESS_COMPANY}/kind`,
    { kind: "logistics" },
    200,
  ],
  "PUT /api/admin/loading/vehicles/{vehicleId}": [
    "PUT",
    `/api/admin/loading/vehicles/${ids.vehicle}`,
    { ...VEHICLE, code: "ACCESS-TRUCK-2" },
    200,
  ],
  "DELETE /api/admin/loading/vehicles/{vehicleId}": [
    "DELETE",
    `/api/admin/loading/vehicles/${ids.spareVehicle}`,
    undefined,
    200,
  ],
  "GET /api/admin/reservation/slots/{slotId}/reservations": [
    "GET",
    `${RESERVATION}/slots/${ids.slot}/reservations`,
    undefined,
    200,
  ],
  "POST /api/admin/reservation/slots/{slotId}/export.csv": [
    "POST",
    `${RESERVATION}/slots/${ids.slot}/export.csv`,
    { reason: "접근 시험 명단 확인" },
    200,
  ],
  "GET /api/admin/access-reviews": ["GET", "/api/admin/access-reviews", undefined, 200],
  "GET /api/admin/access-reviews/{month}": ["GET", `/api/admin/access-reviews/${REVIEW_MONTH}`, undefined, 200],
  "POST /api/admin/access-reviews/{month}/sign-off": [
    "POST",
    `/api/admin/access-reviews/${REVIEW_MONTH}/sign-off`,
    { note: "접근 시험 점검" },
    201,
  ],
  "DELETE /api/admin/reservation/reservations/{reservationId}": [
    "DELETE",
    `${RESERVATION}/reservations/${ids.reservation}`,
    undefined,
    200,
  ],
  "GET /api/admin/reservation/closed-days": ["GET", `${RESERVATION}/closed-days`, undefined, 200],
  "PUT /api/admin/reservation/closed-days/{day}": [
    "PUT",
    `${RESERVATION}/closed-days/${CLOSED_DAY}`,
    { reason: "시설 점검" },
    200,
  ],
  "DELETE /api/admin/reservation/closed-days/{day}": [
    "DELETE",
    `${RESERVATION}/closed-days/${CLOSED_DAY}`,
    undefined,
    200,
  ],
  "PUT /api/admin/operator": ["PUT", "/api/admin/operator", operatorDetails, 200],
  "GET /api/admin/backups": ["GET", "/api/admin/backups", undefined, 200],
  "POST /api/admin/backups": ["POST", "/api/admin/backups", {}, 201],
  "POST /api/admin/surveys": ["POST", "/api/admin/surveys", SURVEY, 201],
  "GET /api/admin/surveys": ["GET", "/api/admin/surveys", undefined, 200],
  "GET /api/admin/surveys/{surveyId}": ["GET", `/api/admin/surveys/${ids.survey}`, undefined, 200],
  "PUT /api/admin/surveys/{surveyId}": [
    "PUT",
    `/api/admin/surveys/${ids.survey}`,
    { ...SURVEY, title: "고친 제목" },
    200,
  ],
  "POST /api/admin/surveys/{surveyId}/status": [
    "POST",
    `/api/admin/surveys/${ids.survey}/status`,
    { action: "open" },
    200,
  ],
  "GET /api/admin/surveys/{surveyId}/results": ["GET", `/api/admin/surveys/${ids.survey}/results`, undefined, 200],
  "POST /api/admin/surveys/{surveyId}/export": [
    "POST",
    `/api/admin/surveys/${ids.survey}/export`,
    { format: "csv", reason: "접근 시험" },
    200,
  ],
  "GET /api/admin/posts/{postId}/author": ["GET", `/api/admin/posts/${ids.post}/author`, undefined, 200],
  "GET /api/admin/comments/{commentId}/author": ["GET", `/api/admin/comments/${ids.comment}/author`, undefined, 200],
  // Moderation (issue 41): the queue, its count, a decision on and a warning about the reported comment, a suspension.
  "GET /api/admin/reports": ["GET", "/api/admin/reports", undefined, 200],
  "GET /api/admin/reports/count": ["GET", "/api/admin/reports/count", undefined, 200],
  "POST /api/admin/reports/{kind}/{targetId}/decision": [
    "POST",
    `/api/admin/reports/comment/${ids.comment}/decision`,
    { action: "hide" },
    200,
  ],
  "POST /api/admin/reports/{kind}/{targetId}/warning": [
    "POST",
    `/api/admin/reports/comment/${ids.comment}/warning`,
    { text: "접근 시험 경고" },
    200,
  ],
  "POST /api/admin/members/{userId}/suspension": [
    "POST",
    `/api/admin/members/${ids.target}/suspension`,
    { days: 1, reason: "접근 시험" },
    200,
  ],
});

const send = (client: Client, [method, path, body]: Call) =>
  method === "GET" ? client.get(path) : client.request(method, path, body === undefined ? {} : { body });

describe.each(DIALECTS)("administration access on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let ids: Ids;

  /** Counts of everything an admin call could change, and the target member's row. */
  async function snapshot() {
    const count = async (
      table: "boards" | "categories" | "auditLog" | "privacyAccessLog" | "passwordResetTokens" | "companies",
    ) =>
      Number(
        (
          await env.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const db = env.ctx.db;
    return {
      boards: await count("boards"),
      categories: await count("categories"),
      audit: await count("auditLog"),
      access: await count("privacyAccessLog"),
      tokens: await count("passwordResetTokens"),
      companies: await count("companies"),
      board: await db.selectFrom("boards").selectAll().where("boardId", "=", ids.board).executeTakeFirst(),
      categoryRows: await db.selectFrom("categories").selectAll().orderBy("categoryId").execute(),
      target: await db.selectFrom("users").selectAll().where("userId", "=", ids.target).executeTakeFirst(),
      requests: await db.selectFrom("companyRequests").selectAll().orderBy("id").execute(),
      alliance: await db.selectFrom("allianceApplications").selectAll().orderBy("id").execute(),
      events: await db.selectFrom("reservationEvents").selectAll().orderBy("eventNo").execute(),
      branches: await db.selectFrom("reservationBranches").selectAll().orderBy("branchCode").execute(),
      dates: await db.selectFrom("reservationDates").selectAll().orderBy("dateId").execute(),
      slots: await db.selectFrom("reservationSlots").selectAll().orderBy("slotId").execute(),
      reservations: await db.selectFrom("reservations").selectAll().orderBy("reservationId").execute(),
      surveys: await db.selectFrom("surveys").selectAll().orderBy("surveyId").execute(),
      accessReviews: await db.selectFrom("accessReviews").selectAll().orderBy("month").execute(),
    };
  }

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    const board = await createBoard(admin);
    const category = await admin.post(`/api/admin/boards/${board}/categories`, { name: "장비 사진" });
    const target = await env.member("U", { nameKo: "대상회원" });
    // A second factor for the reset route to remove (issue 43 §2).
    await enrolSecondFactor(env.ctx.db, target.userId);
    const requestIds: number[] = [];
    for (const businessNo of ["1234567891", "2345678904"]) {
      const member = await env.member("U");
      const res = await member.post("/api/me/company-request", { businessNo, companyName: "한빛물류" });
      requestIds.push(res.body.id);
    }
    const allianceIds: number[] = [];
    for (const code of ["C1111111111", "C2222222222"]) {
      const member = await env.member("M");
      await env.ctx.db
        .updateTable("users")
        .set({ companyCode: code, companyName: "누리로지스" })
        .where("userId", "=", member.userId)
        .execute();
      const res = await member.post("/api/me/alliance", { companyName: "누리로지스", representativeName: "김대표" });
      allianceIds.push(res.body.id);
    }
    const writer = await env.member("U");
    const anonymousPost = await writer.post(`/api/boards/${ANONYMOUS_BOARD_ID}/posts`, postBody());
    const anonymousComment = await writer.post(`/api/posts/${anonymousPost.body.postId}/comments`, {
      body: "익명 댓글",
    });
    // A reported comment for the moderation decision (issue 41).
    const reporter = await env.member("U");
    const reported = await reporter.post("/api/reports", {
      targetKind: "comment",
      targetId: anonymousComment.body.commentId,
      reason: "spam",
    });
    expect(reported.status).toBe(201);
    // Reservation administration: an open event at a place, a date with a booked slot and a spare
    // one, and a date without slots to delete.
    const day = addDays(seoulDay(), 10);
    const event = await admin.post(`${RESERVATION}/events`, { name: "접근 시험 시연회", open: true });
    const branch = { branchCode: "ACC01", name: "접근 시험 본관", address: "인천광역시 남동구 남동서로 236번길 30" };
    await admin.post(`${RESERVATION}/branches`, branch);
    const slotted = await admin.post(`${RESERVATION}/dates`, {
      eventNo: event.body.id,
      branchCode: branch.branchCode,
      date: day,
      slots: [
        { startTime: "10:00", endTime: "11:00", capacity: 10 },
        { startTime: "14:00", endTime: "15:00", capacity: 10 },
      ],
    });
    const empty = await admin.post(`${RESERVATION}/dates`, {
      eventNo: event.body.id,
      branchCode: branch.branchCode,
      date: addDays(day, 1),
    });
    const slots = await admin.get(`${RESERVATION}/events/${event.body.id}/dates?branchCode=${branch.branchCode}`);
    const [slot, spareSlot] = slots.body.items.find((d: { date: string }) => d.date === day).slots;
    const guest = await env.member("U");
    const booked = await guest.post("/api/reservations", { slotId: slot.slotId, companions: 1 });
    expect(booked.status).toBe(201);
    const now = new Date().toISOString();
    await env.ctx.db
      .insertInto("companies")
      .values({
        companyCode: ACCESS_COMPANY,
        name: "접근시험물류",
        businessNo: null,
        allianceAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const survey = await admin.post("/api/admin/surveys", SURVEY);
    expect(survey.status).toBe(201);
    const vehicles = await env.ctx.db
      .selectFrom("loadingVehicles")
      .select("vehicleId")
      .orderBy("vehicleId")
      .limit(2)
      .execute();
    ids = {
      event: event.body.id,
      branch: branch.branchCode,
      date: slotted.body.id,
      emptyDate: empty.body.id,
      slot: slot.slotId,
      spareSlot: spareSlot.slotId,
      reservation: booked.body.reservationId,
      day,
      post: anonymousPost.body.postId,
      comment: anonymousComment.body.commentId,
      vehicle: vehicles[0]?.vehicleId ?? 0,
      spareVehicle: vehicles[1]?.vehicleId ?? 0,
      survey: survey.body.id,
      board,
      category: category.body.categoryId,
      target: target.userId,
      companyA: requestIds[0] ?? 0,
      companyB: requestIds[1] ?? 0,
      allianceA: allianceIds[0] ?? 0,
      allianceB: allianceIds[1] ?? 0,
    };
  });
  afterAll(() => env.close());

  it("tests every /api/admin route the API documents", async () => {
    const doc = await admin.get("/api/openapi.json");
    const documented: string[] = [];
    for (const [path, item] of Object.entries(doc.body.paths as Record<string, Record<string, unknown>>)) {
      if (!path.startsWith("/api/admin")) continue;
      for (const method of Object.keys(item)) documented.push(`${method.toUpperCase()} ${path}`);
    }
    expect(documented.sort()).toEqual(Object.keys(calls(ids)).sort());
  });

  for (const role of ["visitor", "U", "D", "M"] as const) {
    it(`answers 403 'only administrators' to ${role} on every admin route and changes nothing`, async () => {
      const client = role === "visitor" ? await env.client() : await env.member(role);
      if (role !== "visitor") {
        // Not even their own role can be raised.
        const self = (client as Client & { userId: string }).userId;
        const raise = await client.put(`/api/admin/members/${self}/role`, { role: "A" });
        expect(raise.status).toBe(403);
        const row = await env.ctx.db.selectFrom("users").select("role").where("userId", "=", self).executeTakeFirst();
        expect(row?.role).toBe(role);
      }
      const before = await snapshot();
      for (const [name, call] of Object.entries(calls(ids))) {
        const res = await send(client, call);
        expect(res.status, `${role} ${name}`).toBe(403);
        expect(res.body, `${role} ${name}`).toMatchObject({ code: "ADMIN_ONLY", detail: t("errorAdminOnly") });
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it("answers an administrator on every admin route with 2xx", async () => {
    for (const [name, call] of Object.entries(calls(ids))) {
      const res = await send(admin, call);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(call[3]);
    }
  });
});
