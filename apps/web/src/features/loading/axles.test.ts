/**
 * The axle lines of a plan (issue 27 §1): the allowed range of the cargo's centre stays on the load
 * floor — a light load on a long truck may sit anywhere on it, where the beam model's bound lies far
 * past the door.
 */
import type { CargoRow, PackResultRow, VehicleDims } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { axleLines } from "./axles.ts";

/** A 9.1 m load floor on an 11-ton chassis (the catalogue's axle figures, migration 0023). */
const TRUCK: VehicleDims = {
  length: 9100,
  width: 2350,
  height: 2500,
  axles: {
    frontX: -1300,
    rearX: 4700,
    frontEmptyKg: 5500,
    rearEmptyKg: 4500,
    frontMaxKg: 7000,
    rearMaxKg: 20_000,
    minFrontPercent: 20,
  },
};

const BOX: CargoRow = {
  id: "A",
  length: 1000,
  width: 1000,
  height: 1000,
  weightKg: 200,
  quantity: 1,
  canStand: [true, true, true],
  stackable: true,
};

const ONE_BOX: PackResultRow = {
  placements: [{ typeId: "A", x: 4000, y: 0, z: 0, dx: 1000, dy: 1000, dz: 1000, step: 1 }],
  unplaced: [],
  volumeUsed: 0.02,
  weightKg: 200,
  centreOfGravity: { x: 4500, y: 500, z: 500 },
};

describe("axle lines", () => {
  it("bounds the allowed centre by the load floor for a light load", () => {
    const lines = axleLines(TRUCK, [BOX], ONE_BOX);
    expect(lines?.range).toMatch(/^허용 무게중심\(적재함 앞벽에서\): [\d,]+~9,100mm · 현재 4,500mm$/);
  });
});
