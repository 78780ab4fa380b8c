import { describe, expect, it } from "vitest";
import { axleLoads, axleReport, bearingKg, centreRange } from "./axles.ts";
import { checkPlan } from "./check.ts";
import { pack } from "./pack.ts";
import type { Axles, CargoType, Vehicle } from "./types.ts";

/** The 11-ton wing body of the catalogue (migration 0023): the load floor from x = 0 behind the cab. */
const TRUCK11: Axles = {
  frontX: -1300,
  rearX: 4700,
  frontEmptyKg: 5500,
  rearEmptyKg: 4500,
  frontMaxKg: 7000,
  rearMaxKg: 20_000,
  minFrontPercent: 20,
};

/** A floor of six 1 m slots whose front group allows 1,000 kg of cargo (base 6 m). */
const SHORT: Vehicle = {
  length: 6000,
  width: 1000,
  height: 1000,
  axles: {
    frontX: -1000,
    rearX: 5000,
    frontEmptyKg: 1000,
    rearEmptyKg: 1000,
    frontMaxKg: 2000,
    rearMaxKg: 10_000,
    minFrontPercent: 0,
  },
};

const cube = (id: string, weightKg: number, quantity: number, extra: Partial<CargoType> = {}): CargoType => ({
  id,
  length: 1000,
  width: 1000,
  height: 1000,
  weightKg,
  quantity,
  canStand: [false, false, true],
  stackable: false,
  ...extra,
});

describe("axle loads (static beam)", () => {
  it("splits a load between the groups by its centre, plus the empty loads", () => {
    // 11,000 kg centred at 4,550 mm: rear share 11,000 × (4,550 + 1,300) / 6,000 = 10,725 kg.
    const { frontKg, rearKg } = axleLoads(TRUCK11, 11_000, 11_000 * 4550);
    expect(frontKg).toBeCloseTo(5500 + 275, 6);
    expect(rearKg).toBeCloseTo(4500 + 10_725, 6);
    // The centre may lie from 4,700 − 1,500 × 6,000 / 11,000 = 3,881.8 mm (front limit) to
    // −1,300 + 15,500 × 6,000 / 11,000 = 7,154.5 mm (rear limit); the steering share (20 % of
    // 21,000 kg = 4,200 kg, below the empty 5,500 kg) bounds it at 4,700 + 1,300 × 6,000 / 11,000.
    const range = centreRange(TRUCK11, 11_000);
    expect(range.min).toBeCloseTo(4700 - (1500 * 6000) / 11_000, 6);
    expect(range.max).toBeCloseTo(4700 + (1300 * 6000) / 11_000, 6);
    expect(-1300 + (15_500 * 6000) / 11_000).toBeGreaterThan(range.max);
  });

  it("a plan reports its axle loads, and the packer keeps the front group within its limit", () => {
    // Six 600 kg cubes fill the floor, but all six would put 1,000 + 1,200 kg on the front group:
    // per slot centred at c the front takes 600 × (5,000 − c) / 6,000 = 450, 350, 250, 150, 50, −50 kg.
    const cargo = [cube("heavy", 600, 6)];
    const result = pack(SHORT, cargo, { timeLimitMs: 200 });
    expect(checkPlan(SHORT, cargo, result)).toEqual([]);
    // Five fit (leaving out the slot behind the cab: 1,000 + 750 kg), the packer leaves a gap.
    expect(result.placements).toHaveLength(5);
    expect(result.axleLoads!.frontKg).toBeLessThanOrEqual(2000 + 1e-6);
    const report = axleReport(SHORT, cargo, result.placements, result.unplaced)!;
    expect(report.frontKg).toBeCloseTo(result.axleLoads!.frontKg, 6);
    expect(report.frontKg + report.rearKg).toBeCloseTo(2000 + 3000, 6);
    // The sixth box was left because of the axles: the front margin (50 kg) is below its 600 kg.
    expect(report.frontKg).toBeCloseTo(1950, 6);
    expect(report.boundMarginKg).toBeCloseTo(50, 6);
    expect(report.move).toBeNull();
  });

  it("vehicles without axle data pack exactly as before and report no axle loads", () => {
    const { axles: _, ...plain } = SHORT;
    const result = pack(plain, [cube("heavy", 600, 6)], { timeLimitMs: 100 });
    expect(result.placements).toHaveLength(6);
    expect(result.axleLoads).toBeUndefined();
    expect(axleReport(plain, [], result.placements, [])).toBeNull();
  });

  it("the check refuses a plan that overloads a group, and the report says what to move", () => {
    const cargo = [cube("heavy", 600, 6)];
    const placements = [0, 1, 2, 3, 4, 5].map((i) => ({
      typeId: "heavy",
      x: i * 1000,
      y: 0,
      z: 0,
      dx: 1000,
      dy: 1000,
      dz: 1000,
      step: i + 1,
    }));
    const result = { placements, unplaced: [], volumeUsed: 1, weightKg: 3600, centreOfGravity: null };
    expect(checkPlan(SHORT, cargo, result).some((e) => e.startsWith("axle loads"))).toBe(true);
    const report = axleReport(SHORT, cargo, placements, [])!;
    // Front 1,000 + 3,600 × (5,000 − 3,000) / 6,000 = 2,200 kg: 200 kg over.
    expect(report.frontOverKg).toBeCloseTo(200, 6);
    // The centre must move from 3,000 to 5,000 − 1,000 × 6,000 / 3,600 = 3,333.3 mm, towards the door;
    // the three boxes centred ahead of that (500, 1,500, 2,500 mm) are the ones to move.
    expect(report.move).toEqual({ towards: "door", mm: expect.closeTo(333.333, 2), boxes: 3, kg: 1800 });
    expect(report.boundMarginKg).toBeNull();
  });

  it("keeps the steering share: a load far behind the rear group is refused", () => {
    // A 5 m floor behind a rear group at 500 mm: every kilogram behind it lightens the front.
    const vehicle: Vehicle = {
      length: 5000,
      width: 1000,
      height: 1000,
      axles: { ...SHORT.axles!, rearX: 500, rearMaxKg: 100_000, minFrontPercent: 25 },
    };
    const cargo = [cube("heavy", 1000, 5)];
    const result = pack(vehicle, cargo, { timeLimitMs: 200 });
    expect(checkPlan(vehicle, cargo, result)).toEqual([]);
    const report = axleReport(vehicle, cargo, result.placements, result.unplaced)!;
    expect(report.frontKg).toBeGreaterThanOrEqual(report.minFrontKg - 1e-6);
    expect(result.placements.length).toBeLessThan(5);
  });
});

describe("safe stacking", () => {
  it("the 11-ton plan no longer puts a 400 kg T-12 pallet on 15 kg cartons with a blank limit", () => {
    // The 11-ton wing body (9,100 × 2,350 × 2,500) of the report: cartons with "위 허용 하중" left
    // blank, stackable, and T-12 pallets of 400 kg (1,200 × 1,000 × 1,150, stackable as entered).
    // Before the safe default the engine stood all six pallets on cartons (measured on this input).
    const vehicle: Vehicle = { length: 9100, width: 2350, height: 2500, maxPayloadKg: 11_000, axles: TRUCK11 };
    const cargo: CargoType[] = [
      {
        id: "carton",
        length: 600,
        width: 400,
        height: 400,
        weightKg: 15,
        quantity: 200,
        canStand: [false, false, true],
        stackable: true,
      },
      {
        id: "pallet",
        length: 1200,
        width: 1000,
        height: 1150,
        weightKg: 400,
        quantity: 6,
        canStand: [false, false, true],
        stackable: true,
      },
    ];
    const result = pack(vehicle, cargo, { timeLimitMs: 1500 });
    expect(checkPlan(vehicle, cargo, result)).toEqual([]);
    const at = (id: string) => result.placements.filter((p) => p.typeId === id);
    const overlaps = (a: { x: number; dx: number }, b: { x: number; dx: number }) =>
      a.x < b.x + b.dx && b.x < a.x + a.dx;
    for (const pallet of at("pallet")) {
      const onCarton = at("carton").some(
        (c) =>
          Math.abs(c.z + c.dz - pallet.z) < 1e-6 &&
          overlaps(c, pallet) &&
          overlaps({ x: c.y, dx: c.dy }, { x: pallet.y, dx: pallet.dy }),
      );
      expect(onCarton, `pallet at ${pallet.x},${pallet.y},${pallet.z}`).toBe(false);
    }
    expect(at("pallet")).toHaveLength(6);
    expect(at("carton")).toHaveLength(200);
    expect(result.axleLoads!.frontKg).toBeLessThanOrEqual(TRUCK11.frontMaxKg + 1e-6);
  });

  it("the default bears a column of boxes like itself up to the ceiling, a stated limit wins, fragile bears nothing", () => {
    const carton = cube("c", 15, 1, { height: 400, stackable: true });
    // 15 × (2,500 − 400) / 400 = 78.75 kg: five more cartons (75 kg) may stand on it, not a 400 kg pallet.
    expect(bearingKg(carton, 2500)).toBeCloseTo(78.75, 9);
    expect(bearingKg({ ...carton, maxLoadAboveKg: 500 }, 2500)).toBe(500);
    expect(bearingKg({ ...carton, stackable: false }, 2500)).toBe(0);
    // A column of identical cartons to the ceiling is still loaded six high.
    const vehicle: Vehicle = { length: 600, width: 400, height: 2500 };
    const result = pack(vehicle, [{ ...carton, length: 600, width: 400, quantity: 6 }], { timeLimitMs: 50 });
    expect(result.placements).toHaveLength(6);
  });

  it("nothing stands on a fragile (non-stackable) box, even a light one", () => {
    const vehicle: Vehicle = { length: 1000, width: 1000, height: 2000 };
    const cargo = [cube("glass", 5, 1, { stackable: false }), cube("foam", 1, 1, { stackable: true })];
    const result = pack(vehicle, cargo, { timeLimitMs: 50 });
    expect(checkPlan(vehicle, cargo, result)).toEqual([]);
    expect(result.placements).toHaveLength(1);
    expect(result.unplaced).toEqual([{ typeId: expect.any(String), count: 1 }]);
  });
});
