import { describe, expect, it } from "vitest";
import { checkLoadPlan, planLoad } from "./load-plan.ts";
import { buildPallets, checkPallets, type Pallet, type PalletLimits } from "./pallets.ts";
import { VALIDATOR, validate } from "./testing.ts";
import type { CargoType } from "./types.ts";

/** T-11: 1,100 × 1,100 mm, deck 150 mm, 22 kg (docs/loading.md "Pallets, then vehicles"). */
const T11: Pallet = { length: 1100, width: 1100, deckHeight: 150, deckWeightKg: 22 };
const limits: PalletLimits = { maxHeight: 1500, maxWeightKg: 300 };
const carton = (id: string, extra: Partial<CargoType> = {}): CargoType => ({
  id,
  length: 600,
  width: 400,
  height: 300,
  weightKg: 10,
  quantity: 100,
  canStand: [false, false, true],
  stackable: true,
  ...extra,
});
const truck5t = { length: 6200, width: 2350, height: 2300, maxPayloadKg: 5000 };

describe("buildPallets", () => {
  it("keeps every box on the deck (no overhang) and every pallet within its height and weight limits", () => {
    const cargo = [carton("a")];
    const { loads, loose } = buildPallets(T11, limits, cargo, { timeLimitMs: 1000 });
    expect(loose).toEqual([]);
    // 1,000 kg of cartons, at most 300 kg a pallet.
    expect(loads.length).toBeGreaterThanOrEqual(4);
    let boxes = 0;
    for (const load of loads) {
      boxes += load.placements.length;
      expect(load.weightKg).toBeLessThanOrEqual(300);
      expect(load.height).toBeLessThanOrEqual(1500);
      for (const p of load.placements) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x + p.dx).toBeLessThanOrEqual(1100);
        expect(p.y + p.dy).toBeLessThanOrEqual(1100);
        expect(p.z + p.dz + 150).toBeLessThanOrEqual(load.height);
      }
    }
    expect(boxes).toBe(100);
    expect(checkPallets(T11, limits, cargo, loads).problems).toEqual([]);
  });

  it("supports every box fully, keeps heavy boxes off light cartons (the safe default) and nothing on fragile ones", async () => {
    const { checkSolution } = await import(VALIDATOR);
    const cargo = [
      carton("light", { weightKg: 5, quantity: 30 }),
      carton("heavy", { length: 500, width: 500, height: 300, weightKg: 120, quantity: 6 }),
      carton("glass", { length: 400, width: 300, height: 300, weightKg: 8, quantity: 10, stackable: false }),
    ];
    const { loads } = buildPallets(T11, { maxHeight: 1500, maxWeightKg: 1000 }, cargo, { timeLimitMs: 1000 });
    const space = { length: 1100, width: 1100, height: 1350 };
    let stackedOnLight = 0;
    for (const load of loads) {
      expect(
        validate(checkSolution, space, cargo, { ...load, unplaced: [], volumeUsed: 0, centreOfGravity: null }),
      ).toEqual([]);
      for (const top of load.placements) {
        for (const below of load.placements) {
          const touching =
            below.z + below.dz === top.z &&
            below.x < top.x + top.dx &&
            top.x < below.x + below.dx &&
            below.y < top.y + top.dy &&
            top.y < below.y + below.dy;
          if (!touching) continue;
          expect(below.typeId, "nothing stands on a fragile box").not.toBe("glass");
          if (below.typeId === "light" && top.typeId === "heavy") stackedOnLight++;
        }
      }
    }
    expect(stackedOnLight).toBe(0);
    expect(checkPallets(T11, { maxHeight: 1500, maxWeightKg: 1000 }, cargo, loads).problems).toEqual([]);
  });

  it("puts boxes too large or too heavy for a pallet loose, and never mixes stops on one pallet", () => {
    const cargo = [
      carton("first", { quantity: 20, stop: 1 }),
      carton("second", { quantity: 20, stop: 2 }),
      carton("long", { length: 1400, quantity: 2 }),
      carton("anvil", { weightKg: 400, quantity: 1 }),
    ];
    const { loads, loose } = buildPallets(T11, limits, cargo, { timeLimitMs: 600 });
    expect(loose.map((t) => t.id).sort()).toEqual(["anvil", "long"]);
    for (const load of loads) expect(new Set(load.placements.map((p) => p.stop)).size).toBe(1);
    expect(loads.map((l) => l.stop).sort()).toEqual(loads.map((l) => l.placements[0]!.stop).sort());
  });

  it("refuses pallet loads that overhang, exceed a limit or claim the wrong boxes", () => {
    const cargo = [carton("a", { quantity: 10 })];
    const { loads } = buildPallets(T11, limits, cargo, { timeLimitMs: 300 });
    const moved = loads.map((l, i) =>
      i === 0 ? { ...l, placements: l.placements.map((p, k) => (k === 0 ? { ...p, x: 1100 - p.dx + 100 } : p)) } : l,
    );
    const kinds = (l: PalletLimits, c: typeof cargo, ls: typeof loads) =>
      checkPallets(T11, l, c, ls).problems.map((p) => ("violation" in p ? p.violation.kind : p.kind));
    expect(kinds(limits, cargo, moved)).toContain("outside");
    expect(kinds({ maxHeight: 1000, maxWeightKg: 300 }, cargo, loads)).toContain("outside");
    expect(kinds({ maxHeight: 1500, maxWeightKg: 50 }, cargo, loads)).toContain("payload");
    expect(kinds(limits, [carton("b", { quantity: 10 })], loads)).toContain("unknownType");
  });
});

describe("pallets, then vehicles", () => {
  it("loads every pallet once into the vehicles, at its place, and the plan checks out", async () => {
    const { checkSolution } = await import(VALIDATOR);
    const cargo = [
      carton("a", { quantity: 120 }),
      carton("b", { length: 500, width: 500, weightKg: 20, quantity: 30 }),
    ];
    const setting = { pallet: T11, limits: { maxHeight: 1650, maxWeightKg: 500 } };
    const options = [{ vehicle: truck5t, count: null, costWon: 300_000 }];
    const plan = planLoad(options, cargo, setting, { objective: "volume", timeLimitMs: 2500 });
    expect(plan.complete).toBe(true);
    expect(plan.pallets.length).toBeGreaterThanOrEqual(4);
    const placed = plan.vehicles.flatMap((v) => v.result.placements.map((p) => p.typeId));
    expect(placed.sort()).toEqual(plan.pallets.map((l) => l.id).sort());
    for (const v of plan.vehicles) {
      for (const p of v.result.placements) {
        const load = plan.pallets.find((l) => l.id === p.typeId)!;
        expect([p.dx, p.dy].sort()).toEqual([1100, 1100]);
        expect(p.dz).toBe(load.height);
        expect(p.z).toBe(0);
      }
    }
    expect(checkLoadPlan(options, cargo, setting, plan.pallets, plan.vehicles)).toEqual([]);
    const { boxes } = checkPallets(T11, setting.limits, cargo, plan.pallets);
    for (const v of plan.vehicles) expect(validate(checkSolution, truck5t, boxes, v.result)).toEqual([]);
    // A pallet claimed twice (in two vehicles) is refused.
    const twice = [...plan.vehicles, plan.vehicles[0]!];
    expect(checkLoadPlan(options, cargo, setting, plan.pallets, twice).length).toBeGreaterThan(0);
  });
});

describe("a long cargo list on pallets in a mixed fleet", () => {
  it("plans 5,000 boxes within twice its budget, and the plan checks out", () => {
    const cargo = [
      carton("a", { quantity: 2500, weightKg: 12 }),
      carton("b", { length: 400, width: 300, height: 250, weightKg: 5, quantity: 2500 }),
    ];
    const setting = { pallet: T11, limits: { maxHeight: 1500, maxWeightKg: 1000 } };
    const options = [
      { vehicle: { length: 9100, width: 2350, height: 2500, maxPayloadKg: 11_000 }, count: null, costWon: 550_000 },
      { vehicle: truck5t, count: 2, costWon: 350_000 },
    ];
    const started = Date.now();
    const plan = planLoad(options, cargo, setting, { objective: "volume", timeLimitMs: 2000, maxVehicles: 50 });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(plan.complete).toBe(true);
    expect(plan.pallets.reduce((n, l) => n + l.placements.length, 0)).toBe(5000);
    expect(plan.vehicles.filter((v) => v.option === 1).length).toBeLessThanOrEqual(2);
    expect(checkLoadPlan(options, cargo, setting, plan.pallets, plan.vehicles)).toEqual([]);
  });
});
