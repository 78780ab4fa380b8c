import { describe, expect, it } from "vitest";
import { planViolations } from "./check.ts";
import { cargoLeft, moveBox, orientations, removeBox, restingZ, turnBox } from "./edit.ts";
import { vehicleViolations } from "./load-plan.ts";
import { pack, summarise } from "./pack.ts";
import { loadingOrder } from "./steps.ts";
import type { CargoType, PackResult, Placement, Vehicle } from "./types.ts";

const ROOM: Vehicle = { length: 3000, width: 1000, height: 1500 };

const carton = (id: string, extra: Partial<CargoType> = {}): CargoType => ({
  id,
  length: 500,
  width: 400,
  height: 300,
  weightKg: 10,
  quantity: 1,
  canStand: [false, false, true],
  stackable: true,
  ...extra,
});

/** A plan of `boxes` (corners and extents in mm), steps and figures as the engine gives them. */
function planOf(vehicle: Vehicle, cargo: CargoType[], boxes: Omit<Placement, "step">[]): PackResult {
  const placements = loadingOrder(boxes);
  const placed = new Map<CargoType["id"], number>();
  for (const p of placements) placed.set(p.typeId, (placed.get(p.typeId) ?? 0) + 1);
  const unplaced = cargo
    .map((t) => ({ typeId: t.id, count: t.quantity - (placed.get(t.id) ?? 0) }))
    .filter((u) => u.count > 0);
  return { placements, unplaced, ...summarise(vehicle, cargo, placements) };
}

const kinds = (vehicle: Vehicle, cargo: CargoType[], result: PackResult) =>
  planViolations(vehicle, cargo, result).map((v) => v.kind);

describe("editing a plan by hand", () => {
  const cargo = [carton("a", { quantity: 2 })];
  const start = planOf(ROOM, cargo, [
    { typeId: "a", x: 0, y: 0, z: 0, dx: 500, dy: 400, dz: 300 },
    { typeId: "a", x: 500, y: 0, z: 0, dx: 500, dy: 400, dz: 300 },
  ]);

  it("a move into another box is an overlap naming both; a move to free floor is sound again", () => {
    expect(kinds(ROOM, cargo, start)).toEqual([]);
    const into = moveBox(ROOM, cargo, start, 1, { x: 200, y: 0, z: 0 });
    expect(planViolations(ROOM, cargo, into)).toEqual([{ kind: "overlap", boxes: [0, 1] }]);
    expect(start.placements[1]!.x).toBe(500);
    const away = moveBox(ROOM, cargo, into, 1, { x: 2000, y: 600, z: 0 });
    expect(kinds(ROOM, cargo, away)).toEqual([]);
    expect(away.centreOfGravity!.x).toBeCloseTo((250 + 2250) / 2, 6);
  });

  it("a box lifted off the floor floats, past a wall is outside; stacking renumbers the steps", () => {
    expect(kinds(ROOM, cargo, moveBox(ROOM, cargo, start, 1, { x: 500, y: 0, z: 100 }))).toEqual(["support"]);
    expect(kinds(ROOM, cargo, moveBox(ROOM, cargo, start, 1, { x: 2600, y: 0, z: 0 }))).toEqual(["outside"]);
    // Box 0 (step 1) onto box 1: it is now loaded after the box it stands on.
    const stacked = moveBox(ROOM, cargo, start, 0, { x: 500, y: 0, z: restingZ(start, 0, 500, 0) });
    expect(stacked.placements[0]!.z).toBe(300);
    expect(stacked.placements.map((p) => p.step)).toEqual([2, 1]);
    expect(kinds(ROOM, cargo, stacked)).toEqual([]);
  });

  it("load bearing: a fragile box bears nothing, a blank limit bears its safe default", () => {
    const fragile = [carton("glass", { stackable: false }), carton("a")];
    const onGlass = planOf(ROOM, fragile, [
      { typeId: "glass", x: 0, y: 0, z: 0, dx: 500, dy: 400, dz: 300 },
      { typeId: "a", x: 1000, y: 0, z: 0, dx: 500, dy: 400, dz: 300 },
    ]);
    expect(kinds(ROOM, fragile, moveBox(ROOM, fragile, onGlass, 1, { x: 0, y: 0, z: 300 }))).toEqual(["fragile"]);
    // A 10 kg carton, 300 mm upright in a 1,500 mm room, bears 10 × 1,200 / 300 = 40 kg; 60 kg is too much.
    const heavy = [carton("light"), carton("heavy", { weightKg: 60 })];
    const onLight = planOf(ROOM, heavy, [
      { typeId: "light", x: 0, y: 0, z: 0, dx: 500, dy: 400, dz: 300 },
      { typeId: "heavy", x: 1000, y: 0, z: 0, dx: 500, dy: 400, dz: 300 },
    ]);
    expect(planViolations(ROOM, heavy, moveBox(ROOM, heavy, onLight, 1, { x: 0, y: 0, z: 300 }))).toEqual([
      { kind: "bearing", boxes: [0], loadKg: 60, maxKg: 40 },
    ]);
  });

  it("turns only to allowed orientations", () => {
    expect(orientations(carton("up"))).toEqual([
      [500, 400, 300],
      [400, 500, 300],
    ]);
    expect(orientations(carton("free", { canStand: [true, true, true] }))).toHaveLength(6);
    const turned = turnBox(ROOM, cargo, start, 1);
    expect(turned.placements[1]).toMatchObject({ x: 500, dx: 400, dy: 500, dz: 300 });
    expect(kinds(ROOM, cargo, turned)).toEqual([]);
    expect(turnBox(ROOM, cargo, turned, 1).placements[1]).toMatchObject({ dx: 500, dy: 400, dz: 300 });
    const cube = [carton("cube", { length: 400, width: 400, height: 400 })];
    const one = planOf(ROOM, cube, [{ typeId: "cube", x: 0, y: 0, z: 0, dx: 400, dy: 400, dz: 400 }]);
    expect(turnBox(ROOM, cube, one, 0)).toBe(one);
  });

  it("drop order: a box of a later stop moved to the door breaks the delivery order", () => {
    const stops = [carton("first", { stop: 1 }), carton("last", { stop: 2 })];
    const plan = planOf(ROOM, stops, [
      { typeId: "last", x: 0, y: 0, z: 0, dx: 500, dy: 400, dz: 300, stop: 2 },
      { typeId: "first", x: 500, y: 0, z: 0, dx: 500, dy: 400, dz: 300, stop: 1 },
    ]);
    expect(kinds(ROOM, stops, plan)).toEqual([]);
    expect(planViolations(ROOM, stops, moveBox(ROOM, stops, plan, 0, { x: 2000, y: 0, z: 0 }))).toEqual([
      { kind: "stopOrder", boxes: [1], stop: 1, laterStop: 2 },
    ]);
  });

  it("axle loads: heavy boxes moved behind the cab overload the front group", () => {
    const truck: Vehicle = {
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
    const heavy = [carton("steel", { length: 1000, width: 1000, height: 500, weightKg: 1000, quantity: 2 })];
    const plan = planOf(truck, heavy, [
      { typeId: "steel", x: 3000, y: 0, z: 0, dx: 1000, dy: 1000, dz: 500 },
      { typeId: "steel", x: 4000, y: 0, z: 0, dx: 1000, dy: 1000, dz: 500 },
    ]);
    expect(kinds(truck, heavy, plan)).toEqual([]);
    const front = moveBox(truck, heavy, moveBox(truck, heavy, plan, 0, { x: 0, y: 0, z: 0 }), 1, {
      x: 1000,
      y: 0,
      z: 0,
    });
    // Front share 1,000 × (5,000 − 500) / 6,000 + 1,000 × (5,000 − 1,500) / 6,000 = 1,333 kg > 1,000 kg of room.
    expect(kinds(truck, heavy, front)).toEqual(["axles"]);
    expect(front.axleLoads!.frontKg).toBeCloseTo(1000 + 8000 / 6, 6);
  });

  it("a box taken out of a fleet plan is unplaced in its vehicle and every later one", () => {
    const many = [carton("a", { length: 1000, width: 1000, height: 1500, quantity: 7 })];
    const results = [pack(ROOM, many, { timeLimitMs: 100 })];
    results.push(
      pack(
        ROOM,
        cargoLeft(many, results)[0]!.map((t) => ({ ...t, quantity: 4 })),
        { timeLimitMs: 100 },
      ),
    );
    expect(results.map((r) => r.placements.length)).toEqual([3, 3]);
    expect(vehicleViolations(() => ROOM, many, results)).toEqual([[], []]);
    const out = removeBox(ROOM, many, results, 0, 1);
    expect(out[0]!.placements).toHaveLength(2);
    expect(out[0]!.unplaced).toEqual([{ typeId: "a", count: 5 }]);
    expect(out[1]!.unplaced).toEqual([{ typeId: "a", count: 2 }]);
    expect(out[1]!.placements).toBe(results[1]!.placements);
    expect(vehicleViolations(() => ROOM, many, out)).toEqual([[], []]);
    // Without the cascade the second vehicle's count is wrong, and the checker says so.
    const [first, second] = vehicleViolations(() => ROOM, many, [out[0]!, results[1]!]);
    expect(first).toEqual([]);
    expect(second!.map((v) => v.kind)).toEqual(["count"]);
  });

  it("a mixed fleet's vehicle keeps its type through a move, a turn and a box taken out", () => {
    const typed = { ...start, fleetVehicle: 2 };
    expect(moveBox(ROOM, cargo, typed, 1, { x: 2000, y: 0, z: 0 }).fleetVehicle).toBe(2);
    expect(turnBox(ROOM, cargo, typed, 0).fleetVehicle).toBe(2);
    expect(removeBox(ROOM, cargo, [typed, typed], 0, 1).map((r) => r.fleetVehicle)).toEqual([2, 2]);
  });

  it("taking out a box under another leaves that one floating", () => {
    const stacked = moveBox(ROOM, cargo, start, 0, { x: 500, y: 0, z: 300 });
    const [after] = removeBox(ROOM, cargo, [stacked], 0, 1);
    expect(kinds(ROOM, cargo, after!)).toEqual(["support"]);
    expect(after!.weightKg).toBe(10);
  });
});
