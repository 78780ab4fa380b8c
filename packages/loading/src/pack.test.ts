import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { checkPlan } from "./check.ts";
import { pack, packFleet } from "./pack.ts";
import type { CargoType, Vehicle } from "./types.ts";

/** The benchmark's independent validator (shared/tools/loading-check.mjs, beside the repository). */
const VALIDATOR = pathToFileURL(path.resolve(import.meta.dirname, "../../../../shared/tools/loading-check.mjs")).href;

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random vehicle and cargo list with weights, stacking limits, orientation flags and stops. */
function randomInstance(seed: number): { vehicle: Vehicle; cargo: CargoType[] } {
  const r = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const vehicle: Vehicle = { length: int(1500, 6000), width: int(1200, 2400), height: int(1000, 2400) };
  if (r() < 0.5) vehicle.maxPayloadKg = int(200, 3000);
  const stops = int(1, 3);
  const cargo: CargoType[] = [];
  const types = int(1, 8);
  for (let i = 0; i < types; i++) {
    const flags = [r() < 0.5, r() < 0.5, true].sort(() => r() - 0.5) as [boolean, boolean, boolean];
    const type: CargoType = {
      id: `t${i}`,
      length: int(200, 1200),
      width: int(200, 1000),
      height: int(150, 900),
      weightKg: Math.round(r() * 800) / 10,
      quantity: int(1, 40),
      canStand: flags,
      stackable: r() < 0.8,
    };
    if (r() < 0.5) type.maxLoadAboveKg = int(0, 300);
    if (stops > 1) type.stop = int(1, stops);
    cargo.push(type);
  }
  return { vehicle, cargo };
}

describe("pack", () => {
  it("keeps every rule on random instances, and the benchmark validator accepts every plan", async () => {
    const { checkSolution } = await import(VALIDATOR);
    let placedSomewhere = 0;
    let stacked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { vehicle, cargo } = randomInstance(seed);
      const result = pack(vehicle, cargo, { timeLimitMs: 40, seed });
      expect(checkPlan(vehicle, cargo, result), `seed ${seed}`).toEqual([]);
      const types = cargo.map((t, i) => ({
        id: i + 1,
        dims: [t.length, t.width, t.height],
        vertical: t.canStand,
        quantity: t.quantity,
      }));
      const index = new Map(cargo.map((t, i) => [t.id, i + 1]));
      const solution = {
        placements: result.placements.map((p) => ({
          boxType: index.get(p.typeId),
          x: p.x,
          y: p.y,
          z: p.z,
          length: p.dx,
          width: p.dy,
          height: p.dz,
        })),
      };
      const check = checkSolution({ container: vehicle, types }, solution, { support: 1 });
      expect(check.errors, `seed ${seed}`).toEqual([]);
      expect(check.valid).toBe(true);
      if (result.placements.length > 0) placedSomewhere++;
      if (result.placements.some((p) => p.z > 0 && cargo.find((t) => t.id === p.typeId)!.weightKg > 0)) stacked++;
    }
    expect(placedSomewhere).toBeGreaterThan(50);
    expect(stacked).toBeGreaterThan(20);
  });

  it("reports volume, weight and the centre of gravity of what it placed", () => {
    const vehicle = { length: 1000, width: 1000, height: 1000 };
    const cargo: CargoType[] = [
      {
        id: "a",
        length: 500,
        width: 1000,
        height: 1000,
        weightKg: 10,
        quantity: 3,
        canStand: [true, true, true],
        stackable: true,
      },
    ];
    const result = pack(vehicle, cargo, { timeLimitMs: 20 });
    expect(result.placements).toHaveLength(2);
    expect(result.unplaced).toEqual([{ typeId: "a", count: 1 }]);
    expect(result.volumeUsed).toBe(1);
    expect(result.weightKg).toBe(20);
    expect(result.centreOfGravity).toEqual({ x: 500, y: 500, z: 500 });
  });

  it("puts the last stop deepest and an earlier stop nearer the door", () => {
    const vehicle = { length: 3000, width: 1000, height: 1000 };
    const box = {
      length: 500,
      width: 500,
      height: 500,
      weightKg: 5,
      canStand: [true, true, true] as [boolean, boolean, boolean],
      stackable: true,
    };
    const cargo: CargoType[] = [
      { ...box, id: "first", quantity: 8, stop: 1 },
      { ...box, id: "second", quantity: 8, stop: 2 },
    ];
    const result = pack(vehicle, cargo, { timeLimitMs: 1000 });
    expect(checkPlan(vehicle, cargo, result)).toEqual([]);
    const second = result.placements.filter((p) => p.typeId === "second");
    const first = result.placements.filter((p) => p.typeId === "first");
    expect(Math.max(...second.map((p) => p.x + p.dx))).toBe(1000);
    expect(Math.min(...first.map((p) => p.x))).toBe(1000);
  });

  it("stacks no more than a box may bear and nothing on a non-stackable box", () => {
    const vehicle = { length: 1000, width: 1000, height: 3000 };
    const box = {
      length: 1000,
      width: 1000,
      height: 500,
      canStand: [false, false, true] as [boolean, boolean, boolean],
    };
    const fragile: CargoType[] = [{ ...box, id: "f", weightKg: 10, quantity: 6, stackable: true, maxLoadAboveKg: 20 }];
    expect(pack(vehicle, fragile, { timeLimitMs: 20 }).placements).toHaveLength(3);
    const flat: CargoType[] = [{ ...box, id: "n", weightKg: 10, quantity: 6, stackable: false }];
    expect(pack(vehicle, flat, { timeLimitMs: 20 }).placements).toHaveLength(1);
  });

  it("keeps the payload", () => {
    const vehicle = { length: 2000, width: 1000, height: 1000, maxPayloadKg: 25 };
    const cargo: CargoType[] = [
      {
        id: "a",
        length: 500,
        width: 500,
        height: 500,
        weightKg: 10,
        quantity: 10,
        canStand: [true, true, true],
        stackable: true,
      },
    ];
    expect(pack(vehicle, cargo, { timeLimitMs: 20 }).placements).toHaveLength(2);
  });

  it("reports progress now and then, ending at 1", () => {
    const vehicle = { length: 12000, width: 2350, height: 2690 };
    const cargo: CargoType[] = Array.from({ length: 10 }, (_, i) => ({
      id: i,
      length: 300 + 37 * i,
      width: 250 + 23 * i,
      height: 200 + 41 * i,
      weightKg: 10,
      quantity: 30,
      canStand: [true, true, true],
      stackable: true,
    }));
    const fractions: number[] = [];
    pack(vehicle, cargo, { timeLimitMs: 400, onProgress: (f) => fractions.push(f) });
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions.length).toBeLessThan(20);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= fractions[i - 1]!))).toBe(true);
  });

  it("leaves no gap that no box fills when another choice fills the vehicle, even with no time to search", () => {
    // The largest box first (700 mm) would leave 300 mm that neither 500 mm box fills: 70 %.
    const vehicle = { length: 1000, width: 1000, height: 1000 };
    const box = (id: string, length: number): CargoType => ({
      id,
      length,
      width: 1000,
      height: 1000,
      weightKg: 0,
      quantity: 1,
      canStand: [true, true, true],
      stackable: true,
    });
    const result = pack(vehicle, [box("a", 700), box("b", 500), box("c", 500)], { timeLimitMs: 0 });
    expect(result.volumeUsed).toBe(1);
    expect(result.unplaced).toEqual([{ typeId: "a", count: 1 }]);
    expect(checkPlan(vehicle, [box("a", 700), box("b", 500), box("c", 500)], result)).toEqual([]);
  });

  it("stops when asked and still answers a sound plan", () => {
    const { vehicle, cargo } = randomInstance(7);
    let polls = 0;
    const result = pack(vehicle, cargo, { timeLimitMs: 60_000, shouldStop: () => ++polls > 3 });
    expect(checkPlan(vehicle, cargo, result)).toEqual([]);
  });
});

describe("checkPlan", () => {
  it("finds a floating box, an overlap, an overload and a stop out of order", () => {
    const vehicle = { length: 2000, width: 1000, height: 1000 };
    const box = { length: 500, width: 500, height: 500, canStand: [true, true, true] as [boolean, boolean, boolean] };
    const cargo: CargoType[] = [
      { ...box, id: "a", weightKg: 10, quantity: 3, stackable: true, maxLoadAboveKg: 5, stop: 1 },
      { ...box, id: "b", weightKg: 10, quantity: 1, stackable: true, stop: 2 },
    ];
    const at = (typeId: string, x: number, y: number, z: number, step: number, stop: number) => ({
      typeId,
      x,
      y,
      z,
      dx: 500,
      dy: 500,
      dz: 500,
      step,
      stop,
    });
    const placements = [
      at("a", 0, 0, 0, 1, 1),
      at("a", 0, 0, 500, 2, 1),
      at("a", 250, 0, 0, 3, 1),
      at("b", 1000, 0, 0, 4, 2),
    ];
    const result = { placements, unplaced: [], volumeUsed: 0.25, weightKg: 40, centreOfGravity: null };
    const errors = checkPlan(vehicle, cargo, result).join("\n");
    expect(errors).toContain("overlap");
    expect(errors).toContain("carries 10 kg");
    expect(errors).toContain("behind stop 2");
    placements[1] = at("a", 0, 0, 600, 2, 1);
    expect(checkPlan(vehicle, cargo, result).join("\n")).toContain("not fully supported");
  });
});

describe("packFleet", () => {
  it("fills vehicles in turn until everything is loaded", () => {
    const vehicle = { length: 1000, width: 1000, height: 1000 };
    const cargo: CargoType[] = [
      {
        id: "a",
        length: 500,
        width: 500,
        height: 500,
        weightKg: 1,
        quantity: 20,
        canStand: [true, true, true],
        stackable: true,
      },
    ];
    const results = packFleet(vehicle, cargo, { timeLimitMs: 20 });
    expect(results.map((r) => r.placements.length)).toEqual([8, 8, 4]);
    expect(results.at(-1)!.unplaced).toEqual([]);
  });

  it("says what fits in no vehicle", () => {
    const vehicle = { length: 1000, width: 1000, height: 1000 };
    const cargo: CargoType[] = [
      {
        id: "big",
        length: 2000,
        width: 500,
        height: 500,
        weightKg: 1,
        quantity: 2,
        canStand: [false, false, true],
        stackable: true,
      },
      {
        id: "small",
        length: 500,
        width: 500,
        height: 500,
        weightKg: 1,
        quantity: 1,
        canStand: [true, true, true],
        stackable: true,
      },
    ];
    const results = packFleet(vehicle, cargo, { timeLimitMs: 20 });
    expect(results).toHaveLength(1);
    expect(results[0]!.unplaced).toEqual([{ typeId: "big", count: 2 }]);
  });
});
