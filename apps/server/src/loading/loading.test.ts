import { LOADING_LIMITS, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { check } from "./plan-worker.ts";

const VEHICLE_20 = { vehicleId: null, name: "20피트", length: 5898, width: 2352, height: 2393, maxPayloadKg: 28000 };
const box = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `상자 ${id}`,
  length: 600,
  width: 400,
  height: 400,
  weightKg: 12,
  quantity,
  canStand: [false, false, true],
  stackable: true,
  ...extra,
});

describe.each(DIALECTS)("loading simulator on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
  });
  afterAll(() => env.close());

  /** Plans `cargo` on the server and returns a save body for it. */
  async function plannedBody(client: Client, name: string, cargo = [box("a", 20)]) {
    const res = await client.post("/api/loading/plan", { vehicle: VEHICLE_20, palletBase: null, cargo });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { name, vehicle: VEHICLE_20, palletBase: null, cargo, results: res.body.results };
  }

  it("answers visitors 401 and members the seeded vehicle catalogue", async () => {
    for (const [method, url] of [
      ["GET", "/api/loading/vehicles"],
      ["GET", "/api/loading/plans"],
      ["POST", "/api/loading/plan"],
    ] as const) {
      const res = await visitor.request(method, url, { body: method === "POST" ? {} : undefined, csrf: false });
      expect(res.status).toBe(method === "POST" ? 403 : 401);
    }
    const res = await alice.get("/api/loading/vehicles");
    expect(res.status).toBe(200);
    const codes = res.body.items.map((v: { code: string }) => v.code);
    expect(codes).toEqual(expect.arrayContaining(["ISO20GP", "ISO40GP", "ISO40HC", "KR1T-CARGO", "KR25T-WING"]));
    const hc = res.body.items.find((v: { code: string }) => v.code === "ISO40HC");
    expect([hc.length, hc.width, hc.height, hc.grade]).toEqual([12032, 2352, 2698, "V"]);
    expect(res.body.items.find((v: { code: string }) => v.code === "KR25T-WING").grade).toBe("U");
  });

  it("computes a valid plan with its figures on the server", async () => {
    const cargo = [
      box("a", 30),
      box("b", 10, { length: 1000, width: 800, height: 500, weightKg: 40, canStand: [true, true, true] }),
    ];
    const res = await alice.post("/api/loading/plan", { vehicle: VEHICLE_20, palletBase: null, cargo });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toHaveLength(1);
    const [result] = res.body.results;
    expect(result.placements).toHaveLength(40);
    expect(result.unplaced).toEqual([]);
    expect(result.weightKg).toBeCloseTo(30 * 12 + 10 * 40);
    expect(result.volumeUsed).toBeGreaterThan(0);
    expect(result.centreOfGravity).not.toBeNull();
    expect(
      check({ vehicle: VEHICLE_20, palletBase: null, cargo: cargo as never, results: res.body.results }),
    ).toBeNull();
    // The engine stops searching at its time limit; on a starved CPU its last round can overrun it,
    // never the pool's 10 s deadline (past that the answer is a 503, not a plan).
    expect(res.body.elapsedMs).toBeLessThanOrEqual(10_000);
  });

  it("fills more than one vehicle when the cargo needs it, and reports what does not fit", async () => {
    const truck = { vehicleId: null, name: "소형", length: 2000, width: 1000, height: 1000 };
    const cargo = [
      box("big", 6, { length: 1000, width: 1000, height: 1000 }),
      box("huge", 1, { length: 3000, width: 3000, height: 3000, canStand: [true, true, true] }),
    ];
    const res = await alice.post("/api/loading/plan", { vehicle: truck, palletBase: null, cargo });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toHaveLength(3);
    const placed = res.body.results.flatMap((r: { placements: unknown[] }) => r.placements);
    expect(placed).toHaveLength(6);
    const unplaced = res.body.results.at(-1).unplaced;
    expect(unplaced).toEqual([{ typeId: "huge", count: 1, reason: "size" }]);
  });

  it("refuses more than 5,000 boxes and bad rows with a Korean message", async () => {
    const tooMany = await alice.post("/api/loading/plan", {
      vehicle: VEHICLE_20,
      palletBase: null,
      cargo: [box("a", 2500), box("b", 2501)],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe(t("loadingTooManyBoxes"));
    const oneRow = await alice.post("/api/loading/plan", {
      vehicle: VEHICLE_20,
      palletBase: null,
      cargo: [box("a", 5001)],
    });
    expect(oneRow.status).toBe(400);
    expect(oneRow.body.detail).toBe(t("loadingTooManyBoxes"));
    const noSide = await alice.post("/api/loading/plan", {
      vehicle: VEHICLE_20,
      palletBase: null,
      cargo: [box("a", 1, { canStand: [false, false, false] })],
    });
    expect(noSide.status).toBe(400);
    expect(noSide.body.detail).toBe(t("loadingOrientationRequired"));
    const zero = await alice.post("/api/loading/plan", {
      vehicle: VEHICLE_20,
      palletBase: null,
      cargo: [box("a", 1, { length: 0 })],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.detail).toBe(t("loadingDimInvalid", { max: "20,000" }));
    const heavy = await alice.post("/api/loading/plan", {
      vehicle: VEHICLE_20,
      palletBase: null,
      cargo: [box("a", 1, { weightKg: -1 })],
    });
    expect(heavy.body.detail).toBe(t("loadingWeightInvalid", { max: "100,000" }));
    const save = await alice.post("/api/loading/plans", {
      name: "많음",
      vehicle: VEHICLE_20,
      palletBase: null,
      cargo: [box("a", 5001)],
      results: [{ placements: [], unplaced: [], volumeUsed: 0, weightKg: 0, centreOfGravity: null }],
    });
    expect(save.status).toBe(400);
  });

  it("saves, lists, reopens, copies and deletes a member's own plans", async () => {
    const body = await plannedBody(alice, "부산 출고 1차");
    const saved = await alice.post("/api/loading/plans", body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.id;
    const open = await alice.get(`/api/loading/plans/${id}`);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ id, name: "부산 출고 1차", vehicle: VEHICLE_20, cargo: body.cargo });
    expect(open.body.results[0].placements).toHaveLength(20);

    const copy = await alice.post(`/api/loading/plans/${id}/copy`);
    expect(copy.status).toBe(201);
    const list = await alice.get("/api/loading/plans");
    expect(list.body.items.map((p: { name: string }) => p.name).slice(0, 2)).toEqual([
      t("loadingPlanCopySuffix", { name: "부산 출고 1차" }),
      "부산 출고 1차",
    ]);
    expect(list.body.items[0]).toMatchObject({ vehicleName: "20피트", boxCount: 20, vehicleCount: 1 });
    expect(list.body.items[0].volumeRatio).toBeGreaterThan(0);

    expect((await alice.delete(`/api/loading/plans/${copy.body.id}`)).status).toBe(200);
    expect((await alice.get(`/api/loading/plans/${copy.body.id}`)).status).toBe(404);
    expect((await alice.delete(`/api/loading/plans/${copy.body.id}`)).status).toBe(404);
  });

  it("answers 404 to another member (an administrator too) for a plan id, and changes nothing", async () => {
    const saved = await alice.post("/api/loading/plans", await plannedBody(alice, "앨리스 계획"));
    const id = saved.body.id;
    for (const other of [bob, admin]) {
      const get = await other.get(`/api/loading/plans/${id}`);
      expect(get.status).toBe(404);
      expect(get.body.detail).toBe(t("loadingPlanNotFound"));
      expect((await other.post(`/api/loading/plans/${id}/copy`)).status).toBe(404);
      expect((await other.delete(`/api/loading/plans/${id}`)).status).toBe(404);
      const list = await other.get("/api/loading/plans");
      expect(list.body.items.some((p: { id: number }) => p.id === id)).toBe(false);
    }
    expect((await alice.get(`/api/loading/plans/${id}`)).status).toBe(200);
  });

  it("refuses to save a result that breaks the bounds, overlap, orientation or quantity rules", async () => {
    const body = await plannedBody(alice, "검사", [box("a", 2)]);
    const [first, second] = body.results[0].placements;
    const broken = (placements: unknown[]) => ({ ...body, results: [{ ...body.results[0], placements }] });
    const box1 = t("loadingViolationBox", { step: first.step, name: "상자 a" });
    const box2 = t("loadingViolationBox", { step: second.step, name: "상자 a" });
    const cases = [
      [broken([{ ...first, x: 5898 - 100 }, second]), t("loadingViolationOutside", { box: box1 })],
      [
        broken([first, { ...second, x: first.x, y: first.y, z: first.z }]),
        t("loadingViolationOverlap", { box: box1, other: box2 }),
      ],
      // lies on its side, this side up
      [broken([{ ...first, dx: 400, dy: 400, dz: 600 }, second]), t("loadingViolationOrientation", { box: box1 })],
      [broken([first, second, { ...second, x: 3000 }]), t("loadingPlanInvalid")], // three of a row of two
      [broken([{ ...first, typeId: "nope" }]), t("loadingPlanInvalid")], // unknown row
    ];
    const before = await alice.get("/api/loading/plans");
    for (const [plan, problem] of cases) {
      const res = await alice.post("/api/loading/plans", plan);
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(t("loadingPlanBroken", { n: 1, problem: problem as string }));
    }
    const after = await alice.get("/api/loading/plans");
    expect(after.body.items.length).toBe(before.body.items.length);
  });

  it("plans and saves the largest cargo list (5,000 boxes) within its bounds", async () => {
    const cargo = [
      box("s", 2500, { length: 300, width: 200, height: 200, weightKg: 2 }),
      box("m", 2500, { length: 400, width: 300, height: 250, weightKg: 3, canStand: [true, true, true] }),
    ];
    const started = Date.now();
    const res = await alice.post("/api/loading/plan", {
      vehicle: { ...VEHICLE_20, name: "40HC", length: 12032, height: 2698 },
      palletBase: null,
      cargo,
    });
    const planMs = Date.now() - started;
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(planMs).toBeLessThan(LOADING_LIMITS.serverTimeLimitMs + 3000);
    const placed = res.body.results.reduce((n: number, r: { placements: unknown[] }) => n + r.placements.length, 0);
    expect(placed).toBe(5000);
    const saveStarted = Date.now();
    const saved = await alice.post("/api/loading/plans", {
      name: "최대",
      vehicle: { ...VEHICLE_20, name: "40HC", length: 12032, height: 2698 },
      palletBase: null,
      cargo,
      results: res.body.results,
    });
    expect(saved.status).toBe(201);
    console.log(
      `5,000 boxes on ${dialect}: plan ${planMs} ms (server), save with the full check ${Date.now() - saveStarted} ms`,
    );
  });

  it("pages the plan list newest first with a keyset cursor", async () => {
    const member = await env.member("U");
    const body = await plannedBody(member, "x", [box("a", 1)]);
    for (let i = 1; i <= 23; i++) {
      expect((await member.post("/api/loading/plans", { ...body, name: `계획 ${i}` })).status).toBe(201);
    }
    const first = await member.get("/api/loading/plans");
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].name).toBe("계획 23");
    expect(first.body.next).toBe(first.body.items[19].id);
    const second = await member.get(`/api/loading/plans?before=${first.body.next}`);
    expect(second.body.items.map((p: { name: string }) => p.name)).toEqual(["계획 3", "계획 2", "계획 1"]);
    expect(second.body.next).toBeNull();
  });

  it("lets only administrators edit vehicles, with an audit entry, and keeps codes unique under a burst", async () => {
    const vehicle = {
      code: "KR3.5T-WING",
      kind: "truck",
      name: "3.5톤 윙바디",
      length: 4800,
      width: 2100,
      height: 2100,
      maxPayloadKg: 3500,
      source: "commonly quoted (U)",
      grade: "U",
    };
    for (const client of [alice, visitor]) {
      const res = await client.post("/api/admin/loading/vehicles", vehicle);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("ADMIN_ONLY");
    }
    expect((await alice.put("/api/admin/loading/vehicles/1", vehicle)).status).toBe(403);
    expect((await alice.delete("/api/admin/loading/vehicles/1")).status).toBe(403);

    const burst = await Promise.all(
      Array.from({ length: 30 }, () => admin.post("/api/admin/loading/vehicles", vehicle)),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409).every((r) => r.body.detail === t("loadingVehicleCodeTaken"))).toBe(
      true,
    );
    const id = burst.find((r) => r.status === 201)?.body.id;

    // The form's limits reach the administrator filled in (issue 23 §4).
    const zeroLength = await admin.put(`/api/admin/loading/vehicles/${id}`, { ...vehicle, length: 0 });
    expect([zeroLength.status, zeroLength.body.detail]).toEqual([400, t("loadingDimInvalid", { max: "20,000" })]);
    const negative = await admin.post("/api/admin/loading/vehicles", { ...vehicle, code: "X", maxPayloadKg: -1 });
    expect([negative.status, negative.body.detail]).toEqual([400, t("loadingWeightInvalid", { max: "100,000" })]);
    expect((await admin.put(`/api/admin/loading/vehicles/${id}`, { ...vehicle, height: 2200 })).status).toBe(200);
    const listed = (await alice.get("/api/loading/vehicles")).body.items.find((v: { id: number }) => v.id === id);
    expect(listed.height).toBe(2200);
    expect((await admin.delete(`/api/admin/loading/vehicles/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/loading/vehicles/${id}`)).status).toBe(404);

    const audit = await env.ctx.db
      .selectFrom("auditLog")
      .select(["action", "detail"])
      .where("targetType", "=", "loadingVehicle")
      .where("targetId", "=", String(id))
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "loadingVehicle.create",
      "loadingVehicle.update",
      "loadingVehicle.delete",
    ]);
    expect(JSON.parse(audit[1]?.detail ?? "{}")).toEqual({ height: [2100, 2200] });
  });
});
