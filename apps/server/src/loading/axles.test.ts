import { catalogueAxles, NO_AXLES, planVehicleOf, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

const carton = (quantity: number) => ({
  id: "carton",
  name: "상자",
  length: 600,
  width: 400,
  height: 400,
  weightKg: 15,
  quantity,
  canStand: [false, false, true],
  stackable: true,
});
const pallet = (quantity: number) => ({
  id: "pallet",
  name: "T-12 팔레트",
  length: 1200,
  width: 1000,
  height: 1150,
  weightKg: 400,
  quantity,
  canStand: [false, false, true],
  stackable: true,
});

describe.each(DIALECTS)("loading axle loads and safe stacking on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A");
    alice = await env.member("U");
  });
  afterAll(() => env.close());

  async function truck11() {
    const res = await alice.get("/api/loading/vehicles");
    expect(res.status).toBe(200);
    return res.body.items.find((v: { code: string }) => v.code === "KR11T-WING");
  }

  it("the catalogue carries the trucks' axle groups (migration 0023) and none for containers", async () => {
    const items = (await alice.get("/api/loading/vehicles")).body.items;
    const wing = items.find((v: { code: string }) => v.code === "KR11T-WING");
    expect(catalogueAxles(wing)).toMatchObject({ frontX: -1300, rearX: 4700, frontMaxKg: 7000, rearMaxKg: 20_000 });
    const hc = items.find((v: { code: string }) => v.code === "ISO40HC");
    expect(catalogueAxles(hc)).toBeUndefined();
  });

  it("plans the 11-ton truck within its axle limits and with no pallet on the blank-limit cartons, and saves it", async () => {
    const vehicle = planVehicleOf(await truck11());
    const cargo = [carton(200), pallet(6)];
    const res = await alice.post("/api/loading/plan", { vehicle, palletBase: null, cargo });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [result] = res.body.results;
    expect(result.axleLoads.frontKg).toBeLessThanOrEqual(7000);
    expect(result.axleLoads.rearKg).toBeLessThanOrEqual(20_000);
    // Loads add up to the empty vehicle plus the cargo.
    expect(result.axleLoads.frontKg + result.axleLoads.rearKg).toBeCloseTo(10_000 + result.weightKg, 6);
    const saved = await alice.post("/api/loading/plans", {
      name: "11톤",
      vehicle,
      palletBase: null,
      cargo,
      results: [result],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  });

  it("refuses to save a plan that overloads an axle group or stands a pallet on cartons", async () => {
    const vehicle = planVehicleOf(await truck11());
    const floorBox = (x: number, y: number, step: number) => ({
      typeId: "pallet",
      x,
      y,
      z: 0,
      dx: 1200,
      dy: 1000,
      dz: 1150,
      step,
    });
    // Four 400 kg pallets against the front wall: front 5,500 + 1,600 × (4,700 − 600) / 6,000 = 6,593 kg,
    // within 7,000; with a fifth and sixth one there (and stacked) it goes over.
    const front = [
      floorBox(0, 0, 1),
      floorBox(0, 1000, 2),
      { ...floorBox(0, 0, 3), z: 1150 },
      { ...floorBox(0, 1000, 4), z: 1150 },
    ];
    const heavy = { ...pallet(4), weightKg: 1000 };
    // 4,000 kg centred at 600 mm: front 5,500 + 4,000 × 4,100 / 6,000 = 8,233 kg > 7,000.
    const overloaded = {
      name: "차축 초과",
      vehicle,
      palletBase: null,
      cargo: [heavy],
      results: [{ placements: front, unplaced: [], volumeUsed: 0.1, weightKg: 4000, centreOfGravity: null }],
    };
    // One carton with a 400 kg pallet standing on it (the carton's blank limit bears 78.75 kg).
    const onCarton = {
      name: "상자 위 팔레트",
      vehicle,
      palletBase: null,
      cargo: [{ ...carton(1), length: 1200, width: 1000 }, pallet(1)],
      results: [
        {
          placements: [
            { typeId: "carton", x: 4000, y: 0, z: 0, dx: 1200, dy: 1000, dz: 400, step: 1 },
            { typeId: "pallet", x: 4000, y: 0, z: 400, dx: 1200, dy: 1000, dz: 1150, step: 2 },
          ],
          unplaced: [],
          volumeUsed: 0.05,
          weightKg: 415,
          centreOfGravity: null,
        },
      ],
    };
    const before = (await alice.get("/api/loading/plans")).body.items.length;
    const problems = [
      t("loadingViolationAxles", {
        front: "8,233",
        frontMax: "7,000",
        minFront: "2,800",
        rear: "5,767",
        rearMax: "20,000",
      }),
      t("loadingViolationBearing", { box: t("loadingViolationBox", { step: 1, name: "상자" }), load: 400, max: 79 }),
    ];
    for (const [i, plan] of [overloaded, onCarton].entries()) {
      const res = await alice.post("/api/loading/plans", plan);
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(t("loadingPlanBroken", { n: 1, problem: problems[i]! }));
    }
    // Without the axle data (a custom vehicle of the same size) the first plan is sound.
    const { axles: _axles, ...custom } = vehicle;
    const ok = await alice.post("/api/loading/plans", { ...overloaded, vehicle: { ...custom, vehicleId: null } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect((await alice.get("/api/loading/plans")).body.items.length).toBe(before + 1);
  });

  it("administrators give axle data all or nothing, and a sound geometry", async () => {
    const wing = await truck11();
    const { id, ...value } = wing;
    const bad = [
      { ...value, axleRearX: null }, // six of seven
      { ...value, axleRearX: -2000 }, // rear group ahead of the front one
      { ...value, axleFrontEmptyKg: 8000 }, // empty load above the limit
      { ...value, axleMinFrontPercent: 120 },
    ];
    for (const body of bad) {
      const res = await admin.put(`/api/admin/loading/vehicles/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(t("loadingAxlesInvalid"));
    }
    expect(catalogueAxles(await truck11())?.rearX).toBe(4700);
    const cleared = await admin.put(`/api/admin/loading/vehicles/${id}`, { ...value, ...NO_AXLES });
    expect(cleared.status).toBe(200);
    expect(catalogueAxles(await truck11())).toBeUndefined();
  });
});
