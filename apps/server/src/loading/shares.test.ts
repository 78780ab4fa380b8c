/**
 * Driver's links of saved plans (issue 27 §5), through the HTTP API on SQLite and PostgreSQL: made by
 * the plan's member only, opened without an account, 404 in Korean when wrong, revoked or expired,
 * wrong tokens limited per address, and the limits held under 150 parallel requests.
 */
import { createHash } from "node:crypto";
import { LOADING_SHARE_LIMITS, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

type Member = Client & { userId: string };

const VEHICLE = { vehicleId: null, name: "5톤 윙바디", length: 6200, width: 2350, height: 2300, maxPayloadKg: 5000 };
const CARGO = [
  {
    id: "row-secret-a",
    name: "가전 박스",
    length: 600,
    width: 400,
    height: 400,
    weightKg: 12,
    quantity: 8,
    canStand: [false, false, true],
    stackable: true,
  },
  {
    id: "row-secret-b",
    name: "원통 자재",
    length: 800,
    width: 800,
    height: 1200,
    weightKg: 40,
    quantity: 2,
    canStand: [true, true, true],
    stackable: true,
    stop: 2,
  },
];

describe.each(DIALECTS)("driver's links on %s", (dialect) => {
  let env: TestApp;
  let alice: Member;
  let bob: Member;
  let admin: Member;
  let planId: number;

  /** A client with no session at all (no cookie), from `ip`. */
  const stranger = (ip = "203.0.113.7") => new Client(env.app, ip);
  const open = (token: string, ip?: string) =>
    stranger(ip).get(`/api/loading/shared?token=${encodeURIComponent(token)}`);

  beforeAll(async () => {
    env = await startTestApp(dialect, { LOG_LEVEL: "info" });
    alice = await env.member("U");
    bob = await env.member("U");
    admin = await env.member("A");
    const companies: [string, string, string][] = [
      [alice.userId, "CHANBIT", "한빛물류"],
      [bob.userId, "CDAESU", "대수운송"],
    ];
    for (const [userId, companyCode, companyName] of companies) {
      await env.ctx.db.updateTable("users").set({ companyCode, companyName }).where("userId", "=", userId).execute();
    }
    const planned = await alice.post("/api/loading/plan", { vehicle: VEHICLE, palletBase: null, cargo: CARGO });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const saved = await alice.post("/api/loading/plans", {
      name: "대전 물류센터 출고",
      vehicle: VEHICLE,
      palletBase: null,
      cargo: CARGO,
      results: planned.body.results,
    });
    expect(saved.status).toBe(201);
    planId = saved.body.id;
  });
  afterAll(() => env.close());

  const create = (member: Member, id = planId, body: unknown = {}) =>
    member.post(`/api/loading/plans/${id}/shares`, body);

  it("makes a link that opens without an account and shows only what a driver needs", async () => {
    const made = await create(alice);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { token, url, expiresAt, createdAt, status } = made.body;
    expect(status).toBe("active");
    // 32 random bytes in base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toMatch(/\/app\/FUL\/LoadingShare#token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(LOADING_SHARE_LIMITS.defaultDays * 86_400_000);

    // Only the token's sha256 is stored.
    const rows = await env.ctx.db.selectFrom("loadingShares").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);

    const res = await open(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.name).toBe("대전 물류센터 출고");
    expect(res.body.vehicleName).toBe("5톤 윙바디");
    expect(res.body.space).toEqual({ length: 6200, width: 2350, height: 2300 });
    expect(res.body.cargo.map((c: { name: string }) => c.name)).toEqual(["가전 박스", "원통 자재"]);
    expect(res.body.cargo[1].stop).toBe(2);
    const placements = res.body.vehicles[0].placements;
    expect(placements).toHaveLength(10);
    expect(placements.map((p: { step: number }) => p.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(placements.filter((p: { type: number }) => p.type === 1)).toHaveLength(2);
    expect(res.body.unplaced).toEqual([]);
    expect(res.body.expiresAt).toBe(expiresAt);
    // No member, company, plan or cargo-row id in the answer.
    const text = JSON.stringify(res.body);
    for (const secret of [alice.userId, "CHANBIT", "한빛물류", "row-secret", `"id"`, "userId", "vehicleId", "planId"]) {
      expect(text).not.toContain(secret);
    }
    // A member of another company may open the link too: the token is the permission.
    expect((await bob.get(`/api/loading/shared?token=${token}`)).status).toBe(200);
    // The request log keeps the path but not the token.
    expect(env.logText()).toContain("/api/loading/shared?token=[hidden]");
    expect(env.logText()).not.toContain(token);
  });

  it("shows every vehicle of a fleet plan and what no vehicle carries", async () => {
    const truck = { vehicleId: null, name: "소형", length: 2000, width: 1000, height: 1000 };
    const cube = { ...CARGO[0], id: "big", name: "큰 상자", length: 1000, width: 1000, height: 1000, quantity: 6 };
    const huge = { ...cube, id: "huge", name: "초대형", length: 3000, width: 3000, height: 3000, quantity: 1 };
    const cargo = [cube, huge];
    const planned = await alice.post("/api/loading/plan", { vehicle: truck, palletBase: null, cargo });
    const saved = await alice.post("/api/loading/plans", {
      name: "여러 대",
      vehicle: truck,
      palletBase: null,
      cargo,
      results: planned.body.results,
    });
    const made = await create(alice, saved.body.id);
    const res = await open(made.body.token);
    expect(res.status).toBe(200);
    expect(res.body.vehicles.map((v: { placements: unknown[] }) => v.placements.length)).toEqual([2, 2, 2]);
    expect(res.body.unplaced).toEqual([{ type: 1, count: 1 }]);
  });

  it("answers 404 in Korean to a wrong, empty, revoked or expired token", async () => {
    const notFound = t("loadingShareNotFound");
    for (const token of ["", "abc", "A".repeat(43), "x".repeat(200)]) {
      const res = await open(token, "198.51.100.1");
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(notFound);
    }
    const revoked = await create(alice);
    expect((await open(revoked.body.token)).status).toBe(200);
    const gone = await alice.delete(`/api/loading/plans/${planId}/shares/${revoked.body.id}`);
    expect(gone.status).toBe(200);
    const afterRevoke = await open(revoked.body.token);
    expect([afterRevoke.status, afterRevoke.body.detail]).toEqual([404, notFound]);
    const again = await alice.delete(`/api/loading/plans/${planId}/shares/${revoked.body.id}`);
    expect([again.status, again.body.detail]).toEqual([404, t("loadingShareGone")]);

    const expiring = await create(alice, planId, { days: 1 });
    expect(expiring.status).toBe(201);
    expect(Date.parse(expiring.body.expiresAt) - Date.parse(expiring.body.createdAt)).toBe(86_400_000);
    await env.ctx.db
      .updateTable("loadingShares")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("shareId", "=", expiring.body.id)
      .execute();
    const expired = await open(expiring.body.token);
    expect([expired.status, expired.body.detail]).toEqual([404, notFound]);

    const list = await alice.get(`/api/loading/plans/${planId}/shares`);
    expect(list.status).toBe(200);
    const statusOf = (id: number) => list.body.items.find((s: { id: number }) => s.id === id)?.status;
    expect(statusOf(revoked.body.id)).toBe("revoked");
    expect(statusOf(expiring.body.id)).toBe("expired");
    expect(JSON.stringify(list.body)).not.toContain(revoked.body.token);
  });

  it("refuses bad validity periods in Korean", async () => {
    for (const days of [0, 31, 2.5, "14"]) {
      const res = await create(alice, planId, { days });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(t("loadingShareDaysInvalid"));
    }
  });

  it("lets no one but the plan's member list, make or revoke its links", async () => {
    const made = await create(alice);
    const shareUrl = `/api/loading/plans/${planId}/shares`;
    for (const other of [bob, admin]) {
      const list = await other.get(shareUrl);
      expect([list.status, list.body.detail]).toEqual([404, t("loadingPlanNotFound")]);
      const make = await create(other);
      expect([make.status, make.body.detail]).toEqual([404, t("loadingPlanNotFound")]);
      const revoke = await other.delete(`${shareUrl}/${made.body.id}`);
      expect([revoke.status, revoke.body.detail]).toEqual([404, t("loadingShareGone")]);
      // Naming one's own plan does not reach another plan's link either.
      const revokeVia = await other.delete(`/api/loading/plans/999999/shares/${made.body.id}`);
      expect(revokeVia.status).toBe(404);
    }
    expect((await open(made.body.token)).status).toBe(200);
    const visitor = stranger();
    expect((await visitor.get(shareUrl)).status).toBe(401);
    const visitorMake = await visitor.request("POST", shareUrl, { body: {}, csrf: false });
    expect(visitorMake.status).toBeGreaterThanOrEqual(401);
    const row = await env.ctx.db
      .selectFrom("loadingShares")
      .select("revokedAt")
      .where("shareId", "=", made.body.id)
      .executeTakeFirst();
    expect(row?.revokedAt).toBeNull();
  });

  it("keeps at most 10 valid links per plan and revokes a link once under 150 parallel requests", async () => {
    const planned = await alice.post("/api/loading/plan", { vehicle: VEHICLE, palletBase: null, cargo: CARGO });
    const saved = await alice.post("/api/loading/plans", {
      name: "동시 요청",
      vehicle: VEHICLE,
      palletBase: null,
      cargo: CARGO,
      results: planned.body.results,
    });
    const id = saved.body.id;
    const creates = await Promise.all(Array.from({ length: 150 }, () => create(alice, id)));
    const made = creates.filter((r) => r.status === 201);
    expect(made).toHaveLength(LOADING_SHARE_LIMITS.maxActivePerPlan);
    const refused = creates.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(refused[0]?.body.detail).toBe(t("loadingShareLimit", { max: LOADING_SHARE_LIMITS.maxActivePerPlan }));
    expect(new Set(made.map((r) => r.body.token)).size).toBe(made.length);

    const [first, second] = made;
    const revokes = await Promise.all(
      Array.from({ length: 150 }, () => alice.delete(`/api/loading/plans/${id}/shares/${first?.body.id}`)),
    );
    expect(revokes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(revokes.filter((r) => r.status === 404)).toHaveLength(149);
    expect((await open(first?.body.token)).status).toBe(404);
    expect((await open(second?.body.token)).status).toBe(200);

    // One link was revoked: exactly one more may be made, also under a burst.
    const refill = await Promise.all(Array.from({ length: 150 }, () => create(alice, id)));
    expect(refill.filter((r) => r.status === 201)).toHaveLength(1);

    // Deleting the plan ends its links.
    expect((await alice.delete(`/api/loading/plans/${id}`)).status).toBe(200);
    expect((await open(second?.body.token)).status).toBe(404);
  });

  it("limits wrong tokens per address; valid links do not count", async () => {
    const made = await create(alice);
    const ip = "192.0.2.99";
    // Valid opens are given back: 40 of them leave the address's allowance whole.
    for (let i = 0; i < 40; i++) expect((await open(made.body.token, ip)).status).toBe(200);
    const guesses = await Promise.all(Array.from({ length: 150 }, (_, i) => open(`guess-${i}`, ip)));
    expect(guesses.filter((r) => r.status === 404)).toHaveLength(30);
    const limited = guesses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(120);
    expect(limited[0]?.body.detail).toBe(t("errorRateLimited"));
    expect(Number(limited[0]?.headers["retry-after"])).toBeGreaterThan(0);
    // The address is blocked for a while, even with a valid link; another address is not.
    expect((await open(made.body.token, ip)).status).toBe(429);
    expect((await open(made.body.token, "192.0.2.100")).status).toBe(200);
  });
});
