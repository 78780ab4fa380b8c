/**
 * 수요조사 through the HTTP API on SQLite and PostgreSQL (issue 45): only administrators build and
 * change surveys; edits stop at the first answer (Korean 409); the period and the audience are
 * enforced by the server; a submission reports every fault at once; once per member and once per
 * company hold under 150 parallel submissions (the unique key), and a company's later answer replaces
 * its answer where the survey allows it; results stay with administrators until the survey closes or
 * is published, and then show no texts nor names; exports ask for a reason and are logged when named.
 */
import { type SurveyWrite, seoulWallClock, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";

const ADMIN = "/api/admin/surveys";
const PARALLEL = 150;

/** A minute `offsetMinutes` from now in Asia/Seoul, as the builder sends it ("2026-12-01T09:00"). */
function seoulMinute(offsetMinutes: number): string {
  return seoulWallClock(new Date(Date.now() + offsetMinutes * 60_000)).slice(0, 16);
}

/** A survey with one question of each kind, open from an hour ago for a day unless overridden. */
function surveyBody(overrides: Partial<SurveyWrite> = {}): SurveyWrite {
  return {
    title: "공동 물류 장비 수요조사",
    description: "필요한 공동 장비를 알려 주세요.",
    startsAt: seoulMinute(-60),
    endsAt: seoulMinute(24 * 60),
    audience: "all",
    unit: "member",
    allowChanges: false,
    anonymous: false,
    questions: [
      { kind: "single", title: "가장 필요한 장비", options: ["지게차", "AGV", "자동창고"], allowOther: true },
      { kind: "multiple", title: "관심 교육", options: ["안전", "재고", "데이터"], maxChoices: 2 },
      { kind: "scale", title: "공동 운송 필요성" },
      { kind: "number", title: "필요한 팔레트 수", unit: "개", min: 0, max: 100 },
      { kind: "text", title: "하고 싶은 말", required: false },
    ],
    ...overrides,
  };
}

/** A full, valid answer to `surveyBody`'s questions. */
const goodAnswer = (n = 1) => ({
  answers: {
    q1: { choices: [1] },
    q2: { choices: [0, 2] },
    q3: { value: 4 },
    q4: { value: 10 * n },
    q5: { text: "주말 운영을 바랍니다" },
  },
});

describe.each(DIALECTS)("surveys on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let visitor: Client;
  let companySeq = 0;

  /** Creates (and opens, unless `open` is false) a survey; returns its id. */
  async function survey(overrides: Partial<SurveyWrite> = {}, open = true): Promise<number> {
    const created = await admin.post(ADMIN, surveyBody(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (open) expect((await admin.post(`${ADMIN}/${created.body.id}/status`, { action: "open" })).status).toBe(200);
    return created.body.id;
  }

  /** `count` new members of one new company (kind `kind`), with `role`. */
  async function company(count: number, role: "U" | "M" = "U", kind = "logistics"): Promise<Member[]> {
    companySeq += 1;
    const companyCode = `SV${dialect.slice(0, 2)}${companySeq}`;
    const now = new Date().toISOString();
    await env.ctx.db
      .insertInto("companies")
      .values({
        companyCode,
        name: `수요상사${companySeq}`,
        businessNo: null,
        allianceAt: null,
        createdAt: now,
        updatedAt: now,
        kind: kind as "logistics",
      })
      .execute();
    const members: Member[] = [];
    for (let i = 0; i < count; i += 1) {
      const member = await env.member(role);
      await env.ctx.db
        .updateTable("users")
        .set({ companyCode, companyName: `수요상사${companySeq}` })
        .where("userId", "=", member.userId)
        .execute();
      members.push(member);
    }
    return members;
  }

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
  });
  afterAll(() => env.close());

  it("lets only administrators build and change surveys, with Korean messages for bad input", async () => {
    for (const who of [alice, visitor]) {
      const res = await who.post(ADMIN, surveyBody());
      expect(res.status).toBe(403);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
    const bad = await admin.post(ADMIN, surveyBody({ endsAt: seoulMinute(-120) }));
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(t("surveyEndBeforeStart"));
    const noOptions = await admin.post(
      ADMIN,
      surveyBody({ questions: [{ kind: "single", title: "보기 하나", options: ["하나"] }] }),
    );
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.detail).toBe(t("surveyOptionsCount"));

    const id = await survey({}, false);
    expect((await alice.get(`/api/surveys/${id}`)).status).toBe(404); // a draft is not shown
    expect((await alice.post(`${ADMIN}/${id}/status`, { action: "open" })).status).toBe(403);
    const detail = await admin.get(`${ADMIN}/${id}`);
    expect(detail.body.questions.map((q: { id: string }) => q.id)).toEqual(["q1", "q2", "q3", "q4", "q5"]);
    expect(detail.body.phase).toBe("draft");
    expect((await admin.post(`${ADMIN}/${id}/status`, { action: "close" })).status).toBe(409);
  });

  it("locks the questions at the first answer with a Korean 409", async () => {
    const id = await survey();
    const edit = await admin.put(`${ADMIN}/${id}`, surveyBody({ title: "고친 제목" }));
    expect(edit.status).toBe(200);
    expect((await alice.post(`/api/surveys/${id}/answers`, goodAnswer())).status).toBe(200);
    const locked = await admin.put(`${ADMIN}/${id}`, surveyBody({ title: "다시 고친 제목" }));
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toBe(t("surveyLocked"));
    expect((await admin.get(`${ADMIN}/${id}`)).body).toMatchObject({ title: "고친 제목", editable: false });
  });

  it("reports every fault of a submission at once and stores nothing", async () => {
    const id = await survey();
    const res = await alice.post(`/api/surveys/${id}/answers`, {
      answers: {
        q1: { choices: [0], other: "직접 입력" }, // two picks on a single choice
        q2: { choices: [0, 1, 2] }, // more than 2
        q3: { value: 7 },
        q4: { value: 101 },
        q9: { text: "없는 문항" },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("SURVEY_ANSWERS_INVALID");
    const byQuestion = Object.fromEntries(
      res.body.errors.map((e: { questionId: string; message: string }) => [e.questionId, e.message]),
    );
    expect(byQuestion).toEqual({
      q9: t("surveyAnswerUnknown"),
      q1: t("surveyAnswerChooseOne"),
      q2: t("surveyAnswerTooMany", { max: "2" }),
      q3: t("surveyAnswerScale"),
      q4: t("surveyAnswerNumberRange", { min: "0", max: "100" }),
    });
    const empty = await alice.post(`/api/surveys/${id}/answers`, { answers: {} });
    expect(empty.body.errors).toHaveLength(4); // the four required questions; the text is optional
    expect(empty.body.errors[0].message).toBe(t("surveyAnswerRequired"));
    expect((await admin.get(`${ADMIN}/${id}`)).body.answerCount).toBe(0);
  });

  it("refuses answers outside the period in Korean", async () => {
    const later = await survey({ startsAt: seoulMinute(60), endsAt: seoulMinute(120) });
    const early = await alice.post(`/api/surveys/${later}/answers`, goodAnswer());
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("SURVEY_NOT_OPEN_YET");
    expect(early.body.detail).toContain("아직 응답 기간이 아닙니다");
    const past = await survey({ startsAt: seoulMinute(-120), endsAt: seoulMinute(-60) });
    const late = await alice.post(`/api/surveys/${past}/answers`, goodAnswer());
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(t("surveyClosed"));
    const closed = await survey();
    await admin.post(`${ADMIN}/${closed}/status`, { action: "close" });
    expect((await alice.post(`/api/surveys/${closed}/answers`, goodAnswer())).body.code).toBe("SURVEY_CLOSED");
    const list = await alice.get("/api/surveys");
    const listed = list.body.items.map((s: { surveyId: number }) => s.surveyId);
    expect(listed).not.toContain(later);
    expect(listed).not.toContain(past);
    expect(listed).not.toContain(closed);
  });

  it("refuses members outside the audience", async () => {
    const [worker] = await company(1, "U");
    const [manager] = await company(1, "M");
    const forCompanies = await survey({ audience: "company" });
    const forManagers = await survey({ audience: "managers" });
    const perCompany = await survey({ unit: "company" });
    for (const [who, id] of [
      [alice, forCompanies],
      [alice, forManagers],
      [worker!, forManagers],
    ] as const) {
      expect((await who.get(`/api/surveys/${id}`)).status).toBe(403);
      const res = await who.post(`/api/surveys/${id}/answers`, goodAnswer());
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(t("surveyNotAudience"));
    }
    const noCompany = await alice.post(`/api/surveys/${perCompany}/answers`, goodAnswer());
    expect(noCompany.status).toBe(403);
    expect(noCompany.body.detail).toBe(t("surveyNoCompany"));
    expect((await worker!.post(`/api/surveys/${forCompanies}/answers`, goodAnswer())).status).toBe(200);
    expect((await manager!.post(`/api/surveys/${forManagers}/answers`, goodAnswer())).status).toBe(200);
    const listed = (await worker!.get("/api/surveys")).body.items;
    expect(listed.find((s: { surveyId: number }) => s.surveyId === forCompanies).answeredAt).not.toBeNull();
    expect(listed.some((s: { surveyId: number }) => s.surveyId === forManagers)).toBe(false);
    expect((await visitor.get("/api/surveys")).status).toBe(401);
  });

  it(`takes one answer per member under ${PARALLEL} parallel submissions`, async () => {
    const id = await survey();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => bob.post(`/api/surveys/${id}/answers`, goodAnswer(i % 10))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.detail === t("surveyAlreadyAnswered"))).toBe(true);
    const rows = await env.ctx.db.selectFrom("surveyAnswers").select("answerId").where("surveyId", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect((await admin.get(`${ADMIN}/${id}`)).body.answerCount).toBe(1);
  });

  it(`takes one answer per company under ${PARALLEL} parallel submissions, replacing it where allowed`, async () => {
    const members = await company(5);
    const once = await survey({ unit: "company" });
    const replaceable = await survey({ unit: "company", allowChanges: true });
    const fire = (id: number) =>
      Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          members[i % members.length]!.post(`/api/surveys/${id}/answers`, goodAnswer(i % 10)),
        ),
      );
    const first = await fire(once);
    expect(first.filter((r) => r.status === 200)).toHaveLength(1);
    expect(first.filter((r) => r.status === 409 && r.body.detail === t("surveyCompanyAlreadyAnswered"))).toHaveLength(
      PARALLEL - 1,
    );
    const second = await fire(replaceable);
    expect(second.every((r) => r.status === 200)).toBe(true);
    expect(second.filter((r) => r.body.replaced === false)).toHaveLength(1);
    for (const id of [once, replaceable]) {
      const rows = await env.ctx.db.selectFrom("surveyAnswers").select("answerId").where("surveyId", "=", id).execute();
      expect(rows).toHaveLength(1);
      const results = await admin.get(`${ADMIN}/${id}/results`);
      expect(results.body.respondents).toBe(1);
      expect(results.body.survey.answerCount).toBe(1);
    }
  });

  it("keeps results with administrators until close, then publishes them without texts or names", async () => {
    const [kim, lee] = await company(2, "U", "manufacturing");
    const id = await survey();
    await alice.post(`/api/surveys/${id}/answers`, goodAnswer(1));
    await kim!.post(`/api/surveys/${id}/answers`, {
      answers: { q1: { choices: [], other: "냉동 탑차" }, q2: { choices: [1] }, q3: { value: 2 }, q4: { value: 50 } },
    });
    await lee!.post(`/api/surveys/${id}/answers`, goodAnswer(3));
    for (const who of [alice, visitor]) {
      const hidden = await who.get(`/api/surveys/${id}/results`);
      expect(hidden.status).toBe(403);
      expect(hidden.body.detail).toBe(t("surveyResultsHidden"));
    }
    expect((await alice.get(`${ADMIN}/${id}/results`)).status).toBe(403);
    const full = await admin.get(`${ADMIN}/${id}/results`);
    expect(full.status).toBe(200);
    expect(full.body.respondents).toBe(3);
    const [q1, q2, q3, q4, q5] = full.body.questions;
    expect(q1.counts.map((c: { count: number }) => c.count)).toEqual([0, 2, 0, 1]);
    expect(q1.counts[1]).toMatchObject({ label: "AGV", percent: 66.7 });
    expect(q1.texts).toEqual(["냉동 탑차"]);
    expect(q2.counts.map((c: { count: number }) => c.count)).toEqual([2, 1, 2]);
    expect(q3).toMatchObject({ mean: 3.33, median: 4 });
    expect(q4).toMatchObject({ mean: 30, median: 30, unit: "개" });
    expect(q4.counts.map((c: { count: number }) => c.count)).toEqual([1, 1, 1, 0, 0]);
    expect(q5.texts).toEqual(["주말 운영을 바랍니다", "주말 운영을 바랍니다"]);
    expect(full.body.responses.map((r: { nameKo: string }) => r.nameKo)).toContain("이앨리");
    const manufacturing = await admin.get(`${ADMIN}/${id}/results?companyKind=manufacturing`);
    expect(manufacturing.body.respondents).toBe(2);

    expect((await admin.post(`${ADMIN}/${id}/status`, { action: "close" })).status).toBe(200);
    const published = await visitor.get(`/api/surveys/${id}/results`);
    expect(published.status).toBe(200);
    expect(published.body.respondents).toBe(3);
    expect(published.body.responses).toBeUndefined();
    expect(published.body.questions.every((q: { texts?: string[] }) => q.texts === undefined)).toBe(true);
    expect(JSON.stringify(published.body)).not.toContain("이앨리");
    expect(JSON.stringify(published.body)).not.toContain("냉동 탑차");
    const list = await visitor.get("/api/surveys/published");
    expect(list.body.items.map((s: { surveyId: number }) => s.surveyId)).toContain(id);

    const early = await survey();
    expect((await admin.post(`${ADMIN}/${early}/status`, { action: "publish" })).status).toBe(200);
    expect((await visitor.get(`/api/surveys/${early}/results`)).status).toBe(200);
    expect((await admin.post(`${ADMIN}/${early}/status`, { action: "archive" })).status).toBe(200);
    expect((await visitor.get(`/api/surveys/${early}/results`)).status).toBe(404);
  });

  it("exports CSV and XLSX with a reason, logging named exports", async () => {
    const named = await survey();
    await alice.post(`/api/surveys/${named}/answers`, goodAnswer());
    const noReason = await admin.post(`${ADMIN}/${named}/export`, { format: "csv", reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe(t("exportReasonRequired"));
    expect((await alice.post(`${ADMIN}/${named}/export`, { format: "csv", reason: "분석" })).status).toBe(403);

    const csv = await admin.post(`${ADMIN}/${named}/export`, { format: "csv", reason: "장비 도입 검토" });
    expect(csv.status).toBe(200);
    expect(String(csv.headers["content-type"])).toContain("text/csv");
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    expect(csv.body).toContain("이앨리");
    expect(csv.body).toContain("AGV");
    const log = await admin.get("/api/admin/privacy-access?action=survey.export&pageSize=10");
    expect(log.body.items[0]).toMatchObject({
      action: "survey.export",
      memberIds: [alice.userId],
      filter: { surveyId: named, format: "csv" },
      reason: "장비 도입 검토",
    });

    const anonymous = await survey({ anonymous: true });
    await alice.post(`/api/surveys/${anonymous}/answers`, goodAnswer());
    const xlsx = await admin.request("POST", `${ADMIN}/${anonymous}/export`, {
      body: { format: "xlsx", reason: "집계" },
    });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers["content-type"])).toContain("spreadsheetml");
    expect(String(xlsx.body).startsWith("PK")).toBe(true);
    const after = await admin.get("/api/admin/privacy-access?action=survey.export&pageSize=10");
    expect(after.body.total).toBe(1); // the anonymous export holds no names: not recorded
    const row = await env.ctx.db
      .selectFrom("surveyAnswers")
      .selectAll()
      .where("surveyId", "=", anonymous)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBeNull();
    expect(row.respondentKey).not.toContain(alice.userId);
  });
});
