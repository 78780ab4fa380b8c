import { describe, expect, it } from "vitest";
import type { FleetOption, FleetPlan, ValuedCargo } from "./fleet.ts";
import { checkLoadPlan, planLoad } from "./load-plan.ts";
import { VALIDATOR, validate } from "./testing.ts";
import type { Vehicle } from "./types.ts";

const upright: [boolean, boolean, boolean] = [false, false, true];
/** `quantity` cubes of 1 m, 100 kg each. */
const cubes = (quantity: number, extra: Partial<ValuedCargo> = {}): ValuedCargo => ({
  id: "cube",
  length: 1000,
  width: 1000,
  height: 1000,
  weightKg: 100,
  quantity,
  canStand: upright,
  stackable: true,
  ...extra,
});
/** A body of 5 × 2 × 2 m (20 cubes) and one of 3 × 2 × 2 m (12 cubes). */
const large: Vehicle = { length: 5000, width: 2000, height: 2000, maxPayloadKg: 10_000 };
const small: Vehicle = { length: 3000, width: 2000, height: 2000, maxPayloadKg: 10_000 };

const plan = (options: FleetOption[], cargo: ValuedCargo[], objective: "value" | "volume" = "volume") =>
  planLoad(options, cargo, null, { objective, timeLimitMs: 1500 });
const used = (fleet: FleetPlan) => fleet.vehicles.map((v) => v.option).sort();

describe("planFleet (through planLoad)", () => {
  it("chooses the cheapest fleet: two small trucks over one large when they cost less, the large one otherwise", () => {
    const cheapSmall = plan(
      [
        { vehicle: large, count: null, costWon: 500_000 },
        { vehicle: small, count: null, costWon: 200_000 },
      ],
      [cubes(20)],
    );
    expect(cheapSmall.complete).toBe(true);
    expect(used(cheapSmall)).toEqual([1, 1]);
    expect(cheapSmall.costWon).toBe(400_000);

    const dearSmall = plan(
      [
        { vehicle: large, count: null, costWon: 500_000 },
        { vehicle: small, count: null, costWon: 350_000 },
      ],
      [cubes(20)],
    );
    expect(used(dearSmall)).toEqual([0]);
    expect(dearSmall.costWon).toBe(500_000);
    expect(dearSmall.unplaced).toEqual([]);
  });

  it("respects the counts available", () => {
    const options = (smallCount: number | null): FleetOption[] => [
      { vehicle: large, count: null, costWon: 500_000 },
      { vehicle: small, count: smallCount, costWon: 100_000 },
    ];
    expect(used(plan(options(null), [cubes(24)]))).toEqual([1, 1]);
    const limited = plan(options(1), [cubes(24)]);
    expect(limited.complete).toBe(true);
    expect(used(limited)).toEqual([0, 1]);
    expect(limited.costWon).toBe(600_000);
    const none = plan(options(0), [cubes(24)]);
    expect(used(none)).toEqual([0, 0]);
  });

  it("carries the most value or the most volume, as chosen, when nothing carries everything", () => {
    // One small truck (12 m³). Gold: 10 boxes of 0.7 m³ that waste the height; sand: 12 cubes.
    const cargo: ValuedCargo[] = [
      cubes(10, { id: "gold", height: 700, valueWon: 1_000_000 }),
      cubes(12, { id: "sand", valueWon: 1_000 }),
    ];
    const options: FleetOption[] = [{ vehicle: small, count: 1, costWon: 100_000 }];
    const byValue = plan(options, cargo, "value");
    const byVolume = plan(options, cargo, "volume");
    for (const fleet of [byValue, byVolume]) {
      expect(fleet.complete).toBe(false);
      expect(fleet.vehicles).toHaveLength(1);
    }
    expect(byValue.valueWon).toBeGreaterThanOrEqual(10_000_000);
    expect(byValue.valueWon).toBeGreaterThan(byVolume.valueWon);
    expect(byVolume.volume).toBe(12e9);
    expect(byVolume.volume).toBeGreaterThan(byValue.volume);
  });

  it("reports what fits no vehicle as not carried and still uses the cheapest fleet for the rest", () => {
    const fleet = plan(
      [
        { vehicle: large, count: null, costWon: 500_000 },
        { vehicle: small, count: null, costWon: 200_000 },
      ],
      [cubes(6), cubes(2, { id: "beam", length: 6000, height: 500, canStand: [false, false, true] })],
    );
    expect(fleet.complete).toBe(false);
    expect(fleet.unplaced).toEqual([{ typeId: "beam", count: 2, reason: "size" }]);
    expect(used(fleet)).toEqual([1]);
  });

  it("gives plans every rule holds for, and the benchmark validator accepts every vehicle", async () => {
    const { checkSolution } = await import(VALIDATOR);
    const options: FleetOption[] = [
      { vehicle: { length: 2850, width: 1600, height: 1700, maxPayloadKg: 1000 }, count: 2, costWon: 120_000 },
      { vehicle: { length: 4300, width: 2000, height: 2000, maxPayloadKg: 2500 }, count: null, costWon: 250_000 },
      { vehicle: { length: 6200, width: 2350, height: 2300, maxPayloadKg: 5000 }, count: 1, costWon: 400_000 },
    ];
    const cargo: ValuedCargo[] = [
      { ...cubes(30), id: "a", length: 600, width: 400, height: 400, weightKg: 12, canStand: [true, true, true] },
      { ...cubes(40), id: "b", length: 500, width: 500, height: 300, weightKg: 25 },
      { ...cubes(8), id: "c", length: 1200, width: 800, height: 900, weightKg: 150, stackable: false },
      { ...cubes(20), id: "d", length: 400, width: 300, height: 250, weightKg: 4, maxLoadAboveKg: 10, stop: 2 },
    ];
    const fleet = plan(options, cargo);
    expect(fleet.complete).toBe(true);
    expect(checkLoadPlan(options, cargo, null, [], fleet.vehicles)).toEqual([]);
    for (const v of fleet.vehicles)
      expect(validate(checkSolution, options[v.option]!.vehicle, cargo, v.result)).toEqual([]);
    expect(used(fleet).filter((o) => o === 0).length).toBeLessThanOrEqual(2);
    expect(used(fleet).filter((o) => o === 2).length).toBeLessThanOrEqual(1);
  });

  it("refuses a plan that uses more vehicles of a type than are available", () => {
    const options: FleetOption[] = [{ vehicle: small, count: 1, costWon: 0 }];
    const fleet = plan([{ vehicle: small, count: null, costWon: 0 }], [cubes(20)]);
    expect(fleet.vehicles).toHaveLength(2);
    expect(checkLoadPlan(options, [cubes(20)], null, [], fleet.vehicles)).toEqual([
      { kind: "fleetCount", option: 0, used: 2, count: 1 },
    ]);
  });
});
