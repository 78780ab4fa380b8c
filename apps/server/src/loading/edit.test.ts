import { type CargoRow, type PackResultRow, planVehicleOf, t, usableSpace } from "@portal/contract";
import { moveBox, planViolations, removeBox } from "@portal/loading";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

const VEHICLE_20 = { vehicleId: null, name: "20피트", length: 5898, width: 2352, height: 2393, maxPayloadKg: 28000 };
const row = (id: string, name: string, quantity: number, extra: Partial<CargoRow> = {}): CargoRow => ({
  id,
  name,
  length: 600,
  width: 400,
  height: 400,
  weightKg: 12,
  quantity,
  canStand: [false, false, true],
  stackable: true,
  ...extra,
});

/** "1호차 적재 결과를 저장할 수 없습니다. …" with the Korean sentence of one broken rule. */
const refusal = (problem: string) => t("loadingPlanBroken", { n: 1, problem });
const boxName = (step: number, name: string) => t("loadingViolationBox", { step, name });

describe.each(DIALECTS)("plans edited by hand on %s", (dialect) => {
  let env: TestApp;
  let alice: Client;
  let bob: Client;
  let admin: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob } = await env.cast());
  });
  afterAll(() => env.close());

  /** A plan computed by the server for `cargo` in `vehicle`, as the browser would save it. */
  async function planned(client: Client, vehicle: typeof VEHICLE_20, cargo: CargoRow[], name = "편집") {
    const res = await client.post("/api/loading/plan", { vehicle, palletBase: null, cargo });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { name, vehicle, palletBase: null, cargo, results: res.body.results as PackResultRow[] };
  }

  /** The plan with box `index` of the first vehicle moved to `to`, as the editor does it. */
  function moved(plan: Awaited<ReturnType<typeof planned>>, index: number, to: { x: number; y: number; z: number }) {
    const space = usableSpace(plan.vehicle, plan.palletBase);
    return { ...plan, results: [moveBox(space, plan.cargo, plan.results[0]!, index, to), ...plan.results.slice(1)] };
  }

  const count = async (client: Client) => (await client.get("/api/loading/plans")).body.items.length;

  it("saves an edited plan that keeps every rule, new or over the opened one, and reopens it as edited", async () => {
    const plan = await planned(alice, VEHICLE_20, [row("a", "상자 a", 4)]);
    const last = plan.results[0]!.placements.length - 1;
    // The last box loaded (nothing stands on it) moved to free floor by the door.
    const edited = moved(plan, last, { x: 5000, y: 1700, z: 0 });
    const created = await alice.post("/api/loading/plans", edited);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const open = await alice.get(`/api/loading/plans/${created.body.id}`);
    expect(open.body.results[0].placements[last]).toMatchObject({ x: 5000, y: 1700, z: 0 });

    // The last box loaded taken out, the one before it moved (nothing stands on either), saved over the plan.
    const space = usableSpace(plan.vehicle, null);
    const again = moved({ ...edited, results: removeBox(space, plan.cargo, edited.results, 0, last) }, last - 1, {
      x: 4000,
      y: 0,
      z: 0,
    });
    const replaced = await alice.put(`/api/loading/plans/${created.body.id}`, { ...again, name: "편집 2" });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const reopened = await alice.get(`/api/loading/plans/${created.body.id}`);
    expect(reopened.body.name).toBe("편집 2");
    expect(reopened.body.results[0].placements).toHaveLength(3);
    expect(reopened.body.results[0].placements[last - 1]).toMatchObject({ x: 4000, y: 0, z: 0 });
    expect(reopened.body.results[0].unplaced).toEqual([{ typeId: "a", count: 1 }]);
  });

  it("refuses an overlap, a floating box, an overloaded box and payload in Korean, writing nothing", async () => {
    const cargo = [row("light", "가벼운 상자", 1, { weightKg: 10 }), row("heavy", "무거운 상자", 1, { weightKg: 80 })];
    const plan = await planned(alice, VEHICLE_20, cargo);
    const [first, second] = plan.results[0]!.placements;
    const name = (p: typeof first) => (p!.typeId === "light" ? "가벼운 상자" : "무거운 상자");
    const lightIndex = first!.typeId === "light" ? 0 : 1;
    const light = plan.results[0]!.placements[lightIndex]!;
    const saved = await alice.post("/api/loading/plans", plan);
    expect(saved.status).toBe(201);
    const before = await count(alice);

    // The 10 kg carton's blank limit bears 10 × (2,393 − 400) / 400 = 49.8 kg: not the 80 kg box.
    const onLight = moved(plan, 1 - lightIndex, { x: light.x, y: light.y, z: light.z + light.dz });
    const cases: [unknown, string][] = [
      [
        moved(plan, 1, { x: first!.x + 100, y: first!.y, z: first!.z }),
        t("loadingViolationOverlap", { box: boxName(1, name(first)), other: boxName(2, name(second)) }),
      ],
      [
        moved(plan, 1, { x: 3000, y: 0, z: 250 }),
        t("loadingViolationSupport", { box: boxName(second!.step, name(second)) }),
      ],
      [onLight, t("loadingViolationBearing", { box: boxName(1, "가벼운 상자"), load: 80, max: 50 })],
      [
        { ...plan, vehicle: { ...VEHICLE_20, maxPayloadKg: 50 } },
        t("loadingViolationPayload", { weight: 90, max: 50 }),
      ],
    ];
    for (const [body, problem] of cases) {
      const res = await alice.post("/api/loading/plans", body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.detail).toBe(refusal(problem));
      const put = await alice.put(`/api/loading/plans/${saved.body.id}`, body);
      expect(put.status).toBe(422);
      expect(put.body.detail).toBe(refusal(problem));
    }
    expect(await count(alice)).toBe(before);
    const kept = await alice.get(`/api/loading/plans/${saved.body.id}`);
    expect(kept.body.results).toEqual(plan.results);
  });

  it("refuses heavy boxes moved behind the cab of the 11-ton truck: the front axle group is overloaded", async () => {
    const vehicles = await alice.get("/api/loading/vehicles");
    const truck = planVehicleOf(vehicles.body.items.find((v: { code: string }) => v.code === "KR11T-WING"));
    const cargo = [row("steel", "강재", 4, { length: 1000, width: 1000, height: 1000, weightKg: 1000 })];
    const plan = await planned(alice, truck as typeof VEHICLE_20, cargo);
    expect(plan.results[0]!.placements).toHaveLength(4);
    // Four tonnes in a 2 × 2 block against the front wall, centred at 1,000 mm:
    // front 5,500 + 4,000 × (4,700 − 1,000) / 6,000 = 7,967 kg > 7,000 kg.
    let edited = plan;
    for (let i = 0; i < 4; i++) edited = moved(edited, i, { x: (i >> 1) * 1000, y: (i % 2) * 1000, z: 0 });
    const space = usableSpace(truck, null);
    expect(planViolations(space, cargo, edited.results[0]!).map((v) => v.kind)).toEqual(["axles"]);
    const res = await alice.post("/api/loading/plans", edited);
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(
      refusal(
        t("loadingViolationAxles", {
          front: "7,967",
          frontMax: "7,000",
          minFront: "2,800",
          rear: "6,033",
          rearMax: "20,000",
        }),
      ),
    );
    // As the server planned it, it saves.
    expect((await alice.post("/api/loading/plans", plan)).status).toBe(201);
  });

  it("answers 404 to another member and an administrator saving over a member's plan, and changes nothing", async () => {
    const plan = await planned(alice, VEHICLE_20, [row("a", "상자 a", 2)], "앨리스 편집");
    const saved = await alice.post("/api/loading/plans", plan);
    const edited = moved(plan, 1, { x: 3000, y: 0, z: 0 });
    for (const other of [bob, admin]) {
      const res = await other.put(`/api/loading/plans/${saved.body.id}`, { ...edited, name: "가로채기" });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(t("loadingPlanNotFound"));
    }
    const visitor = await env.client();
    expect((await visitor.put(`/api/loading/plans/${saved.body.id}`, edited, { csrf: false })).status).toBe(403);
    const kept = await alice.get(`/api/loading/plans/${saved.body.id}`);
    expect(kept.body.name).toBe("앨리스 편집");
    expect(kept.body.results).toEqual(plan.results);
    expect((await alice.put("/api/loading/plans/999999", edited)).status).toBe(404);
  });
});
