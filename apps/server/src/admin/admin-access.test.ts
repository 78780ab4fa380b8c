/**
 * Every /api/admin route, called as a visitor and as U, D and M (403, nothing changes) and as A
 * (2xx), on each database. The route table is checked against the OpenAPI document, so a new
 * admin route without a test here fails.
 */
import { ANONYMOUS_BOARD_ID, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardBody, createBoard, postBody } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

interface Ids {
  board: string;
  category: number;
  target: string;
  companyA: number;
  companyB: number;
  allianceA: number;
  allianceB: number;
  post: number;
  comment: number;
}

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
  "GET /api/admin/posts/{postId}/author": ["GET", `/api/admin/posts/${ids.post}/author`, undefined, 200],
  "GET /api/admin/comments/{commentId}/author": ["GET", `/api/admin/comments/${ids.comment}/author`, undefined, 200],
});

const send = (client: Client, [method, path, body]: Call) =>
  method === "GET" ? client.get(path) : client.request(method, path, body === undefined ? {} : { body });

describe.each(DIALECTS)("administration access on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let ids: Ids;

  /** Counts of everything an admin call could change, and the target member's row. */
  async function snapshot() {
    const count = async (table: "boards" | "categories" | "auditLog" | "passwordResetTokens" | "companies") =>
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
      tokens: await count("passwordResetTokens"),
      companies: await count("companies"),
      board: await db.selectFrom("boards").selectAll().where("boardId", "=", ids.board).executeTakeFirst(),
      categoryRows: await db.selectFrom("categories").selectAll().orderBy("categoryId").execute(),
      target: await db.selectFrom("users").selectAll().where("userId", "=", ids.target).executeTakeFirst(),
      requests: await db.selectFrom("companyRequests").selectAll().orderBy("id").execute(),
      alliance: await db.selectFrom("allianceApplications").selectAll().orderBy("id").execute(),
    };
  }

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    const board = await createBoard(admin);
    const category = await admin.post(`/api/admin/boards/${board}/categories`, { name: "장비 사진" });
    const target = await env.member("U", { nameKo: "대상회원" });
    const requestIds: number[] = [];
    for (const businessNo of ["1234567890", "2345678901"]) {
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
    ids = {
      post: anonymousPost.body.postId,
      comment: anonymousComment.body.commentId,
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
      // The reservation administration is its own plugin with its own guard (visitors get 401),
      // tested in reservations/admin.test.ts.
      if (!path.startsWith("/api/admin") || path.startsWith("/api/admin/reservation/")) continue;
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
