import { type PackResultRow, palletSetting, t, usableSpace } from "@portal/contract";
import { moveBox, palletisedCargo, removeBox } from "@portal/loading";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

/** Two custom bodies: 5 × 2 × 2 m (20 cubes of 1 m) and 3 × 2 × 2 m (12 cubes). */
const LARGE = { vehicleId: null, name: "대형", length: 5000, width: 2000, height: 2000, maxPayloadKg: 10_000 };
const SMALL = { vehicleId: null, name: "소형", length: 3000, width: 2000, height: 2000, maxPayloadKg: 10_000 };
const cube = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `상자 ${id}`,
  length: 1000,
  width: 1000,
  height: 1000,
  weightKg: 100,
  quantity,
  canStand: [false, false, true],
  stackable: true,
  ...extra,
});
const carton = (id: string, quantity: number) => ({
  ...cube(id, quantity),
  length: 600,
  width: 400,
  height: 300,
  weightKg: 10,
});
const fleet = (smallCost: number, smallCount: number | null = null, objective = "volume") => ({
  vehicles: [
    { vehicle: LARGE, count: null, costWon: 500_000 },
    { vehicle: SMALL, count: smallCount, costWon: smallCost },
  ],
  objective,
});
const T11 = { code: "T11" as const, maxHeightMm: 1500, maxWeightKg: 300 };

interface Placed {
  typeId: string;
  x: number;
  y: number;
  z: number;
  dx: number;
  dy: number;
  dz: number;
  step: number;
}
interface Result {
  placements: Placed[];
  fleetVehicle?: number;
}

describe.each(DIALECTS)("loading: mixed fleet and pallets on %s", (dialect) => {
  let env: TestApp;
  let alice: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    alice = await env.member("U");
  });
  afterAll(() => env.close());

  const plan = (body: Record<string, unknown>) =>
    alice.post("/api/loading/plan", { vehicle: LARGE, palletBase: null, ...body });
  const planCount = async () => (await env.ctx.db.selectFrom("loadingPlans").select("planId").execute()).length;

  it("chooses the cheapest fleet within the counts, and saves and reopens it", async () => {
    const cheap = await plan({ cargo: [cube("a", 20)], mixedFleet: fleet(200_000) });
    expect(cheap.status, JSON.stringify(cheap.body).slice(0, 300)).toBe(200);
    expect(cheap.body.results.map((r: Result) => r.fleetVehicle)).toEqual([1, 1]);
    expect(cheap.body.costWon).toBe(400_000);
    expect(cheap.body.results.at(-1).unplaced).toEqual([]);

    const limited = await plan({ cargo: [cube("a", 24)], mixedFleet: fleet(100_000, 1) });
    expect(limited.status).toBe(200);
    expect(limited.body.results.map((r: Result) => r.fleetVehicle).sort()).toEqual([0, 1]);
    expect(limited.body.costWon).toBe(600_000);

    const body = {
      name: "혼합 차량",
      vehicle: LARGE,
      palletBase: null,
      cargo: [cube("a", 24)],
      mixedFleet: fleet(100_000, 1),
      results: limited.body.results,
    };
    const saved = await alice.post("/api/loading/plans", body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const open = await alice.get(`/api/loading/plans/${saved.body.id}`);
    expect(open.status).toBe(200);
    expect(open.body.mixedFleet).toEqual(body.mixedFleet);
    expect(open.body.results.map((r: Result) => r.fleetVehicle)).toEqual(
      body.results.map((r: Result) => r.fleetVehicle),
    );
    const list = await alice.get("/api/loading/plans");
    expect(list.body.items[0]).toMatchObject({ name: "혼합 차량", vehicleName: "대형, 소형", vehicleCount: 2 });
    expect((await alice.post(`/api/loading/plans/${saved.body.id}/copy`)).status).toBe(201);
  });

  it("carries the most value when nothing carries everything, and says what is left", async () => {
    const cargo = [cube("gold", 10, { height: 700, valueWon: 1_000_000 }), cube("sand", 12, { valueWon: 1000 })];
    const mixedFleet = { vehicles: [{ vehicle: SMALL, count: 1, costWon: 100_000 }], objective: "value" };
    const res = await plan({ cargo, mixedFleet });
    expect(res.status).toBe(200);
    const placed = res.body.results.flatMap((r: Result) => r.placements);
    expect(placed.filter((p: Placed) => p.typeId === "gold")).toHaveLength(10);
    expect(res.body.results.at(-1).unplaced.map((u: { typeId: string }) => u.typeId)).toEqual(["sand"]);
  });

  it("builds pallets first, loads each pallet once, and saves and reopens the plan with its pallets", async () => {
    const cargo = [carton("a", 60), carton("b", 30)];
    const res = await plan({ cargo, palletise: T11 });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const pallets: { id: string; placements: Placed[]; weightKg: number; height: number }[] = res.body.pallets;
    // 900 kg of cartons, at most 300 kg a pallet.
    expect(pallets.length).toBeGreaterThanOrEqual(3);
    expect(pallets.reduce((n, p) => n + p.placements.length, 0)).toBe(90);
    for (const p of pallets) {
      expect(p.weightKg).toBeLessThanOrEqual(300);
      expect(p.height).toBeLessThanOrEqual(1500);
      for (const b of p.placements) expect(Math.max(b.x + b.dx, b.y + b.dy)).toBeLessThanOrEqual(1100);
    }
    const loaded = res.body.results.flatMap((r: Result) => r.placements.map((b) => b.typeId));
    expect(loaded.sort()).toEqual(pallets.map((p) => p.id).sort());

    const body = { name: "팔레트", vehicle: LARGE, palletBase: null, cargo, palletise: T11 };
    const saved = await alice.post("/api/loading/plans", { ...body, results: res.body.results, pallets });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const open = await alice.get(`/api/loading/plans/${saved.body.id}`);
    expect(open.body.palletise).toEqual(T11);
    expect(open.body.pallets).toEqual(pallets);

    // Broken pallets or fleets are refused with nothing written.
    const before = await planCount();
    const overhang = pallets.map((p, i) =>
      i === 0 ? { ...p, placements: p.placements.map((b, k) => (k === 0 ? { ...b, x: 1100 - b.dx + 50 } : b)) } : p,
    );
    const lighter = await alice.post("/api/loading/plans", {
      ...body,
      palletise: { ...T11, maxWeightKg: 100 },
      results: res.body.results,
      pallets,
    });
    // A pallet's own load is refused naming the pallet and its box; bookkeeping only a tampered plan
    // breaks (a pallet missing, pallets without the option) says the plan does not match.
    const first = pallets[0]!.placements[0]!;
    const firstBox = t("loadingViolationBox", { step: first.step, name: `상자 ${first.typeId}` });
    const palletBroken = (problem: string) => t("loadingPalletBroken", { id: pallets[0]!.id, problem });
    const cases: [Awaited<ReturnType<typeof plan>>, string][] = [
      [
        await alice.post("/api/loading/plans", { ...body, results: res.body.results, pallets: overhang }),
        palletBroken(t("loadingViolationOutside", { box: firstBox })),
      ],
      [
        lighter,
        palletBroken(
          t("loadingViolationPayload", { weight: pallets[0]!.weightKg.toLocaleString("ko-KR"), max: "100" }),
        ),
      ],
      [
        await alice.post("/api/loading/plans", { ...body, results: res.body.results, pallets: pallets.slice(1) }),
        t("loadingPlanBroken", { n: 1, problem: t("loadingPlanInvalid") }),
      ],
      [
        await alice.post("/api/loading/plans", { ...body, palletise: undefined, results: res.body.results, pallets }),
        t("loadingPlanInvalid"),
      ],
    ];
    for (const [refused, detail] of cases) {
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toBe(detail);
    }
    const mixed = await plan({ cargo: [cube("a", 24)], mixedFleet: fleet(100_000) });
    const overCount = await alice.post("/api/loading/plans", {
      name: "초과",
      vehicle: LARGE,
      palletBase: null,
      cargo: [cube("a", 24)],
      mixedFleet: fleet(100_000, 1),
      results: mixed.body.results,
    });
    expect([overCount.status, overCount.body.detail]).toEqual([422, t("loadingPlanInvalid")]);
    expect(await planCount()).toBe(before);
  });

  it("saves a pallets plan edited by hand (a pallet taken out), and refuses pallets moved into each other in Korean", async () => {
    const cargo = [carton("a", 60), carton("b", 30)];
    const res = await plan({ cargo, palletise: T11 });
    expect(res.status).toBe(200);
    const { pallets, results } = res.body as { pallets: { id: string; placements: Placed[] }[]; results: Result[] };
    const body = { name: "팔레트 편집", vehicle: LARGE, palletBase: null, cargo, palletise: T11, pallets };
    const saved = await alice.post("/api/loading/plans", { ...body, results });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const space = usableSpace(LARGE, null);
    // The vehicles' boxes: each pallet as one box, then the loose cartons.
    const boxes = palletisedCargo(palletSetting(T11).pallet, cargo as never, pallets as never);
    const planned = results as unknown as PackResultRow[];
    const last = planned[0]!.placements.length - 1;
    const takenOut = removeBox(space, boxes, planned as never, 0, last);
    const put = await alice.put(`/api/loading/plans/${saved.body.id}`, { ...body, results: takenOut });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const reopened = await alice.get(`/api/loading/plans/${saved.body.id}`);
    expect(reopened.body.results[0].placements).toHaveLength(last);
    expect(reopened.body.results.at(-1).unplaced).toEqual([{ typeId: planned[0]!.placements[last]!.typeId, count: 1 }]);

    const before = await planCount();
    const [p0, p1] = planned[0]!.placements;
    const onTop = moveBox(space, boxes, planned[0] as never, 1, { x: p0!.x + 100, y: p0!.y, z: 0 });
    const refused = await alice.post("/api/loading/plans", { ...body, results: [onTop, ...planned.slice(1)] });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(
      /^1호차 적재 결과를 저장할 수 없습니다\. 상자가 서로 겹칩니다: \d+단계 팔레트 P\d+, \d+단계 팔레트 P\d+$/,
    );
    expect(refused.body.detail).toContain(`팔레트 ${p1!.typeId}`);
    expect(await planCount()).toBe(before);
  });

  it("saves a mixed fleet edited by hand, each vehicle checked in its own type's space", async () => {
    const cargo = [cube("a", 24)];
    const mixedFleet = fleet(100_000);
    const res = await plan({ cargo, mixedFleet });
    const results = res.body.results as PackResultRow[];
    // Two small trucks (3 m) are cheaper than a large one (5 m).
    expect(results.map((r) => r.fleetVehicle)).toEqual([1, 1]);
    const small = usableSpace(SMALL, null);
    const body = { name: "혼합 편집", vehicle: LARGE, palletBase: null, cargo, mixedFleet };
    const last = results[0]!.placements.length - 1;
    const out = removeBox(small, cargo as never, results, 0, last);
    expect(out.map((r) => r.fleetVehicle)).toEqual([1, 1]);
    const saved = await alice.post("/api/loading/plans", { ...body, results: out });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    // 3.5 m from the front wall fits the large type, not the small truck it is in.
    const before = await planCount();
    const moved = moveBox(small, cargo as never, results[0]!, last, { x: 3500, y: 0, z: 0 });
    expect(moved.fleetVehicle).toBe(1);
    const refused = await alice.post("/api/loading/plans", { ...body, results: [moved, results[1]] });
    expect(refused.status).toBe(422);
    const box = t("loadingViolationBox", { step: moved.placements[last]!.step, name: "상자 a" });
    expect(refused.body.detail).toBe(t("loadingPlanBroken", { n: 1, problem: t("loadingViolationOutside", { box }) }));
    expect(await planCount()).toBe(before);
  });

  it("refuses bad fleet and pallet options with a Korean message", async () => {
    const cargo = [cube("a", 2)];
    const cases: [Record<string, unknown>, string][] = [
      [{ mixedFleet: { ...fleet(1), vehicles: [] } }, t("loadingFleetEmpty")],
      [{ mixedFleet: fleet(1, 0) }, t("loadingFleetCountInvalid", { max: 50 })],
      [{ mixedFleet: fleet(-5) }, t("loadingCostInvalid", { max: "10,000,000,000" })],
      [
        { mixedFleet: { ...fleet(1), vehicles: Array(11).fill(fleet(1).vehicles[0]) } },
        t("loadingFleetTooMany", { max: 10 }),
      ],
      [{ palletise: { ...T11, maxHeightMm: 100 } }, t("loadingPalletHeightInvalid", { min: "300", max: "4,000" })],
      [{ palletise: { ...T11, maxWeightKg: 0 } }, t("loadingPalletWeightInvalid", { min: "1", max: "5,000" })],
      [{ palletise: T11, palletBase: "T12" }, t("loadingPalletiseWithBase")],
      [{ cargo: [cube("a", 1, { valueWon: 1.5 })] }, t("loadingValueInvalid", { max: "10,000,000,000" })],
    ];
    for (const [body, message] of cases) {
      const res = await plan({ cargo, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe(message);
    }
  });
});
