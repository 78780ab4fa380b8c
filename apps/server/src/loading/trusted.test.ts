/**
 * Issue 44 §2: the save check and the planner trust no vehicle figure a client sends. A catalogue
 * vehicle's size, payload, axle groups and steering share must be the catalogue's (or, for a saved
 * plan, the copy saved with it): anything else is refused with a Korean 400 and nothing is saved;
 * pallet figures are computed from the pallets' contents and the contract's pallet sizes; a custom
 * vehicle is checked with its own figures.
 */
import { type PlanVehicle, planVehicleOf, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

type Flags = [boolean, boolean, boolean];
const crate = (weightKg: number, quantity: number) => ({
  id: "crate",
  name: "철제 상자",
  length: 1200,
  width: 1000,
  height: 1150,
  weightKg,
  quantity,
  canStand: [false, false, true] as Flags,
  stackable: true,
});
const floorBox = (x: number, y: number, z: number, step: number) => ({
  typeId: "crate",
  x,
  y,
  z,
  dx: 1200,
  dy: 1000,
  dz: 1150,
  step,
});
/** Four 1,000 kg crates against the 11-ton body's front wall: front group 8,233 kg > 7,000 (axles.test.ts). */
const frontHeavy = (vehicle: PlanVehicle) => ({
  name: "앞쪽 과적",
  vehicle,
  palletBase: null,
  cargo: [crate(1000, 4)],
  results: [
    {
      placements: [floorBox(0, 0, 0, 1), floorBox(0, 1000, 0, 2), floorBox(0, 0, 1150, 3), floorBox(0, 1000, 1150, 4)],
      unplaced: [],
      volumeUsed: 0.1,
      weightKg: 4000,
      centreOfGravity: null,
    },
  ],
});
/** Two 1,000 kg crates at the back of the body: sound on the catalogue's 11-ton body. */
const sound = (vehicle: PlanVehicle) => ({
  ...frontHeavy(vehicle),
  name: "정상",
  cargo: [crate(1000, 2)],
  results: [
    {
      placements: [floorBox(4000, 0, 0, 1), floorBox(4000, 1000, 0, 2)],
      unplaced: [],
      volumeUsed: 0.05,
      weightKg: 2000,
      centreOfGravity: null,
    },
  ],
});

describe.each(DIALECTS)("loading: vehicle figures come from the server on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client;
  let wing: PlanVehicle;
  let wingRow: Record<string, unknown> & { id: number };

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A");
    alice = await env.member("U");
    const items = (await alice.get("/api/loading/vehicles")).body.items;
    wingRow = items.find((v: { code: string }) => v.code === "KR11T-WING");
    wing = planVehicleOf(wingRow as never);
  });
  afterAll(() => env.close());

  const planCount = async () => (await env.ctx.db.selectFrom("loadingPlans").select("planId").execute()).length;
  const changed = (name: string) => t("loadingVehicleChanged", { name });

  it("refuses the issue's forged plan: the 11-ton body without its axle data", async () => {
    const before = await planCount();
    const { axles: _axles, ...withoutAxles } = wing;
    const forged = await alice.post("/api/loading/plans", frontHeavy(withoutAxles));
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toBe(changed(wing.name));
    // Sent as the catalogue has it, the axle rule refuses it.
    const honest = await alice.post("/api/loading/plans", frontHeavy(wing));
    expect(honest.status).toBe(422);
    expect(honest.body.detail).toContain(
      t("loadingViolationAxles", {
        front: "8,233",
        frontMax: "7,000",
        minFront: "2,800",
        rear: "5,767",
        rearMax: "20,000",
      }),
    );
    expect(await planCount()).toBe(before);
  });

  const axles = () => wing.axles!;
  const forgeries: [string, () => PlanVehicle][] = [
    ["space", () => ({ ...wing, length: wing.length + 2000 })],
    ["payload", () => ({ ...wing, maxPayloadKg: 50_000 })],
    ["payload left out", () => ({ ...wing, maxPayloadKg: undefined })],
    ["axle limits", () => ({ ...wing, axles: { ...axles(), frontMaxKg: 20_000 } })],
    ["axle positions", () => ({ ...wing, axles: { ...axles(), frontX: -4000 } })],
    ["steering share", () => ({ ...wing, axles: { ...axles(), minFrontPercent: 0 } })],
  ];

  it.each(forgeries)("refuses a forged %s on save, replace and compute, and saves nothing", async (_figure, forge) => {
    const vehicle = forge();
    const before = await planCount();
    const saved = await alice.post("/api/loading/plans", sound(vehicle));
    expect(saved.status).toBe(400);
    expect(saved.body.detail).toBe(changed(wing.name));
    const own = await alice.post("/api/loading/plans", sound(wing));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const replaced = await alice.put(`/api/loading/plans/${own.body.id}`, sound(vehicle));
    expect(replaced.status).toBe(400);
    expect(replaced.body.detail).toBe(changed(wing.name));
    expect((await alice.get(`/api/loading/plans/${own.body.id}`)).body.vehicle).toEqual(wing);
    const computed = await alice.post("/api/loading/plan", { vehicle, palletBase: null, cargo: [crate(1000, 2)] });
    expect(computed.status).toBe(400);
    expect(computed.body.detail).toBe(changed(wing.name));
    // In a mixed fleet too.
    const fleet = { vehicles: [{ vehicle, count: null, costWon: 1000 }], objective: "volume" };
    const mixed = await alice.post("/api/loading/plan", {
      vehicle: wing,
      palletBase: null,
      cargo: [crate(1000, 2)],
      mixedFleet: fleet,
    });
    expect(mixed.status).toBe(400);
    expect(await planCount()).toBe(before + 1);
  });

  it("refuses a vehicle id the catalogue does not have", async () => {
    const unknown = { ...wing, vehicleId: 999_999 };
    const res = await alice.post("/api/loading/plans", sound(unknown));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(t("loadingVehicleUnknown", { name: wing.name }));
  });

  it("computes pallet figures from the pallets' contents and the contract's pallet, whatever the client says", async () => {
    // A custom body (its own figures, no axle data) with a payload of 500 kg.
    const custom = {
      vehicleId: null,
      name: "직접 입력 차량",
      length: 3000,
      width: 2000,
      height: 2000,
      maxPayloadKg: 500,
    };
    const box = { ...crate(300, 2), id: "box", name: "상자", length: 1000, width: 1000, height: 600 };
    const onDeck = (z: number, step: number) => ({ typeId: "box", x: 0, y: 0, z, dx: 1000, dy: 1000, dz: 600, step });
    // 600 kg of goods, 1,350 mm with the deck; the client claims 10 kg and 300 mm.
    const pallets = [{ id: "P1", placements: [onDeck(0, 1), onDeck(600, 2)], weightKg: 10, height: 300 }];
    const vehicleBox = (dz: number) => ({ typeId: "P1", x: 0, y: 0, z: 0, dx: 1100, dy: 1100, dz, step: 1 });
    const plan = (dz: number, maxWeightKg = 600, weightKg = 10) => ({
      name: "팔레트",
      vehicle: custom,
      palletBase: null,
      cargo: [box],
      palletise: { code: "T11", maxHeightMm: 1500, maxWeightKg },
      pallets,
      results: [{ placements: [vehicleBox(dz)], unplaced: [], volumeUsed: 0.1, weightKg, centreOfGravity: null }],
    });
    const claimed = await alice.post("/api/loading/plans", plan(300));
    expect(claimed.status).toBe(422);
    const heavy = await alice.post("/api/loading/plans", plan(1350));
    expect(heavy.status).toBe(422);
    expect(heavy.body.detail).toBe(
      t("loadingPlanBroken", { n: 1, problem: t("loadingViolationPayload", { weight: "622", max: "500" }) }),
    );
    // The pallet's own limit (500 kg of goods) holds too.
    const overLimit = await alice.post("/api/loading/plans", {
      ...plan(1350, 500),
      vehicle: { ...custom, maxPayloadKg: 5000 },
    });
    expect(overLimit.status).toBe(422);
    expect(overLimit.body.detail).toContain("P1");
    // The same plan on a custom body that can take it is saved: a custom vehicle is checked with its own figures.
    const ok = await alice.post("/api/loading/plans", {
      ...plan(1350, 600, 622),
      vehicle: { ...custom, maxPayloadKg: 5000 },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("takes the fleet's cost from its own rows and never a total the client sends", async () => {
    const fleet = { vehicles: [{ vehicle: wing, count: null, costWon: 550_000 }], objective: "volume" };
    const cargo = [crate(1000, 2)];
    const res = await alice.post("/api/loading/plan", {
      vehicle: wing,
      palletBase: null,
      cargo,
      mixedFleet: fleet,
      costWon: 1,
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.costWon).toBe(550_000 * res.body.results.length);
    const saved = await alice.post("/api/loading/plans", {
      name: "비용",
      vehicle: wing,
      palletBase: null,
      cargo,
      mixedFleet: fleet,
      results: res.body.results,
      costWon: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((await alice.get(`/api/loading/plans/${saved.body.id}`)).body).not.toHaveProperty("costWon");
  });

  it("keeps a saved plan's copy after the catalogue changes: replace and plan again with it, not a new plan", async () => {
    const own = await alice.post("/api/loading/plans", sound(wing));
    expect(own.status).toBe(201);
    const { id, ...row } = wingRow;
    const edited = await admin.put(`/api/admin/loading/vehicles/${id}`, { ...row, maxPayloadKg: 9000 });
    expect(edited.status).toBe(200);
    // The plan's own copy (11,000 kg) is still trusted for that plan.
    expect((await alice.put(`/api/loading/plans/${own.body.id}`, sound(wing))).status).toBe(200);
    const again = { vehicle: wing, palletBase: null, cargo: [crate(1000, 2)] };
    expect((await alice.post("/api/loading/plan", { ...again, planId: own.body.id })).status).toBe(200);
    const copy = await alice.post(`/api/loading/plans/${own.body.id}/copy`);
    expect(copy.status).toBe(201);
    expect((await alice.get(`/api/loading/plans/${copy.body.id}`)).body.vehicle.maxPayloadKg).toBe(11_000);
    // Not for a new plan, and not for another member's plan.
    expect((await alice.post("/api/loading/plans", sound(wing))).status).toBe(400);
    expect((await alice.post("/api/loading/plan", again)).status).toBe(400);
    const bob = await env.member("U");
    const foreign = await bob.post("/api/loading/plan", { ...again, planId: own.body.id });
    expect(foreign.status).toBe(404);
    // The catalogue's new figures are taken, for a new plan and for the saved one.
    const current = { ...wing, maxPayloadKg: 9000 };
    expect((await alice.post("/api/loading/plans", sound(current))).status).toBe(201);
    expect((await alice.put(`/api/loading/plans/${own.body.id}`, sound(current))).status).toBe(200);
  });
});
