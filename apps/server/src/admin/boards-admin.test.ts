/**
 * Integrated board management through the HTTP API: legacy ids, the form's required fields and
 * messages, nothing half-written on bad input, the name filter, paging 5/10/25 and sorting, soft
 * delete and restore (USE_AT), and the category manager.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardBody, createBoard, updateBoard, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(DIALECTS)("board administration on %s", (dialect) => {
  let env: TestApp;
  let admin: Client & { userId: string };
  let member: Client & { userId: string };
  let visitor: Client;

  const count = async (table: "boards" | "categories" | "auditLog") =>
    Number(
      (
        await env.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "김관리" });
    member = await env.member("U", { nameKo: "이회원" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  it("creates a board of each template with a legacy date-stamped id, audited", async () => {
    for (const template of [1, 2, 3, 4]) {
      const res = await admin.post("/api/admin/boards", boardBody({ name: `템플릿 ${template} 게시판`, template }));
      expect(res.status).toBe(201);
      expect(res.body.boardId).toMatch(/^20\d{12}\d{6}$/);
      expect(res.body).toMatchObject({
        template,
        inUse: true,
        writeRole: "U",
        readRole: "ALL",
        secretMode: "optional",
      });
      const seen = await member.get(`/api/boards/${res.body.boardId}`);
      expect(seen.status).toBe(200);
      expect(seen.body.template).toBe(template);
      const audit = await admin.get(`/api/admin/audit?action=board.create&targetId=${res.body.boardId}`);
      expect(audit.body.items[0]).toMatchObject({ actorId: admin.userId, targetType: "board" });
      expect(audit.body.items[0].ip).toBeTruthy();
    }
  });

  it("requires every field with the spec's messages and writes nothing on bad input", async () => {
    const boards = await count("boards");
    const audit = await count("auditLog");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "  " }, "name", t("boardEnterName")],
      [{ description: "" }, "description", t("boardEnterDescription")],
      [{ name: undefined }, "name", t("boardEnterName")],
      [{ type: 4 }, "type", t("boardChooseType")],
      [{ template: 5 }, "template", t("boardChooseTemplate")],
      [{ writeRole: "D" }, "writeRole", t("boardChooseWriteRole")],
      [{ attachmentsAllowed: undefined }, "attachmentsAllowed", t("boardChooseAttachments")],
      [{ maxAttachments: 11 }, "maxAttachments", t("boardMaxAttachmentsRange")],
      [{ maxAttachments: -1 }, "maxAttachments", t("boardMaxAttachmentsRange")],
      [{ inUse: undefined }, "inUse", t("boardChooseInUse")],
      [{ maxAttachmentSize: 200 * 1024 * 1024 }, "maxAttachmentSize", t("boardMaxSizeRange")],
      [{ name: "가".repeat(101) }, "name", t("boardNameTooLong")],
    ];
    for (const [over, field, detail] of cases) {
      const res = await admin.post("/api/admin/boards", boardBody(over));
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ code: "INVALID_INPUT", field, detail });
    }
    const boardId = await createBoard(admin, { name: "수정 시험 게시판" });
    const bad = await admin.put(`/api/admin/boards/${boardId}`, boardBody({ description: " " }));
    expect(bad.body).toMatchObject({ field: "description", detail: t("boardEnterDescription") });
    const unchanged = await admin.get(`/api/admin/boards/${boardId}`);
    expect(unchanged.body.description).toBe(boardBody().description);
    expect(await count("boards")).toBe(boards + 1);
    expect(await count("auditLog")).toBe(audit + 1);
    const missing = await admin.put("/api/admin/boards/20990101000000000001", boardBody());
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(t("boardNotFound"));
  });

  it("edits a board and the change takes effect at once", async () => {
    const boardId = await createBoard(admin, { name: "장비 후기", writeRole: "U" });
    await writePost(member, boardId);
    const saved = await updateBoard(admin, boardId, { name: "장비 사용 후기", writeRole: "M", maxAttachments: 5 });
    expect(saved).toMatchObject({ name: "장비 사용 후기", writeRole: "M", maxAttachments: 5 });
    const seen = await member.get(`/api/boards/${boardId}`);
    expect(seen.body).toMatchObject({ name: "장비 사용 후기", canWrite: false });
    const refused = await member.post(`/api/boards/${boardId}/posts`, {
      title: "글",
      bodyHtml: "<p>내용</p>",
      secret: false,
      notice: false,
      bold: false,
    });
    expect(refused.status).toBe(403);
    const audit = await admin.get(`/api/admin/audit?action=board.update&targetId=${boardId}`);
    expect(audit.body.items[0].detail).toMatchObject({ name: ["장비 후기", "장비 사용 후기"], writeRole: ["U", "M"] });
  });

  it("lists every board for administrators with the name filter, paging 5/10/25 and sorting", async () => {
    for (let i = 1; i <= 6; i += 1) await createBoard(admin, { name: `페이지 시험 ${i}` });
    const page = await admin.get("/api/admin/boards?q=페이지 시험&pageSize=5");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(page.body.items).toHaveLength(5);
    const second = await admin.get("/api/admin/boards?q=페이지 시험&pageSize=5&page=2");
    expect(second.body.items).toHaveLength(1);
    const byName = await admin.get("/api/admin/boards?q=페이지 시험&sort=name&order=asc&pageSize=10");
    expect(byName.body.items.map((b: { name: string }) => b.name)).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `페이지 시험 ${i}`),
    );
    const defaults = await admin.get("/api/admin/boards");
    expect(defaults.body.pageSize).toBe(10);
    for (const size of [7, 15, 0]) {
      const res = await admin.get(`/api/admin/boards?pageSize=${size}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(t("errorInvalidInput"));
    }
    const none = await admin.get("/api/admin/boards?q=존재하지않는게시판");
    expect(none.body).toMatchObject({ total: 0, items: [] });
  });

  it("soft-deletes a board: gone for members, posts kept for administrators, and restorable", async () => {
    const boardId = await createBoard(admin, { name: "삭제 시험 게시판" });
    const postId = await writePost(member, boardId, { title: "삭제될 게시판의 글" });
    const deleted = await admin.delete(`/api/admin/boards/${boardId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.inUse).toBe(false);

    for (const client of [member, visitor]) {
      expect((await client.get(`/api/boards/${boardId}`)).status).toBe(404);
      expect((await client.get(`/api/boards/${boardId}/posts`)).status).toBe(404);
      expect((await client.get(`/api/posts/${postId}`)).status).toBe(404);
      const menu = await client.get("/api/boards");
      expect(menu.body.items.some((b: { boardId: string }) => b.boardId === boardId)).toBe(false);
    }
    const adminPosts = await admin.get(`/api/boards/${boardId}/posts`);
    expect(adminPosts.body.items.map((p: { postId: number }) => p.postId)).toContain(postId);
    expect((await admin.get(`/api/posts/${postId}`)).status).toBe(200);
    const listed = await admin.get("/api/admin/boards?q=삭제 시험");
    expect(listed.body.items[0]).toMatchObject({ boardId, inUse: false });

    const restored = await admin.post(`/api/admin/boards/${boardId}/restore`, {});
    expect(restored.body.inUse).toBe(true);
    expect((await member.get(`/api/posts/${postId}`)).status).toBe(200);

    // Saving the form with USE_AT N is the same soft delete, audited as such.
    await updateBoard(admin, boardId, { inUse: false });
    expect((await member.get(`/api/boards/${boardId}`)).status).toBe(404);
    const audit = await admin.get(`/api/admin/audit?targetId=${boardId}`);
    const actions = audit.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["board.delete", "board.restore", "board.update"]));
    expect(actions.filter((a: string) => a === "board.delete")).toHaveLength(2);
  });

  it("adds a category name once under 10 requests at once", async () => {
    const boardId = await createBoard(admin, { name: "동시 분류 게시판" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/admin/boards/${boardId}/categories`, { name: "팔레트" })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.code).toBe("CATEGORY_EXISTS");
    const listed = await admin.get(`/api/admin/boards/${boardId}/categories`);
    expect(listed.body.items.map((c: { name: string }) => c.name)).toEqual(["팔레트"]);
  });

  it("manages categories: add, refuse empty and duplicate names, soft delete, and show them to members", async () => {
    const boardId = await createBoard(admin, { name: "분류 시험 게시판" });
    const empty = await admin.get(`/api/admin/boards/${boardId}/categories`);
    expect(empty.body.items).toEqual([]);

    const added = await admin.post(`/api/admin/boards/${boardId}/categories`, { name: " 지게차 " });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "지게차", createdByName: "김관리" });
    await admin.post(`/api/admin/boards/${boardId}/categories`, { name: "컨베이어" });

    const before = await count("categories");
    for (const name of ["", "   "]) {
      const res = await admin.post(`/api/admin/boards/${boardId}/categories`, { name });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: "name", detail: t("categoryCheckName") });
    }
    const dup = await admin.post(`/api/admin/boards/${boardId}/categories`, { name: "지게차" });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: "CATEGORY_EXISTS", detail: t("categoryExists") });
    expect(await count("categories")).toBe(before);
    // The same name on another board is fine.
    const other = await createBoard(admin, { name: "다른 게시판" });
    expect((await admin.post(`/api/admin/boards/${other}/categories`, { name: "지게차" })).status).toBe(201);

    // Members see the categories on the write screen and filter the list by them.
    const publicList = await member.get(`/api/boards/${boardId}/categories`);
    expect(publicList.body.items.map((c: { name: string }) => c.name)).toEqual(["지게차", "컨베이어"]);
    const categoryId = added.body.categoryId as number;
    const tagged = await writePost(member, boardId, { title: "지게차 배터리 교체 주기", categoryId });
    await writePost(member, boardId, { title: "분류 없는 글" });
    const filtered = await member.get(`/api/boards/${boardId}/posts?categoryId=${categoryId}`);
    expect(filtered.body.items.map((p: { postId: number }) => p.postId)).toEqual([tagged]);
    expect(filtered.body.items[0].categoryName).toBe("지게차");

    const removed = await admin.delete(`/api/admin/boards/${boardId}/categories/${categoryId}`);
    expect(removed.status).toBe(200);
    const row = await env.ctx.db
      .selectFrom("categories")
      .select("inUse")
      .where("categoryId", "=", categoryId)
      .executeTakeFirstOrThrow();
    expect(row.inUse).toBe(0);
    const after = await member.get(`/api/boards/${boardId}/categories`);
    expect(after.body.items.map((c: { name: string }) => c.name)).toEqual(["컨베이어"]);
    const again = await admin.delete(`/api/admin/boards/${boardId}/categories/${categoryId}`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(t("categoryNotFound"));
    const wrongBoard = await admin.delete(`/api/admin/boards/${other}/categories/${categoryId}`);
    expect(wrongBoard.status).toBe(404);

    // Adding the deleted name brings the same category back.
    const back = await admin.post(`/api/admin/boards/${boardId}/categories`, { name: "지게차" });
    expect(back.body.categoryId).toBe(categoryId);

    const noBoard = await admin.post("/api/admin/boards/20990101000000000001/categories", { name: "분류" });
    expect(noBoard.status).toBe(404);
  });
});
