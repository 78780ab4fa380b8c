/**
 * Issue 44 §1: pallets first keeps every box. Loose boxes keep their own rows, sizes and counts
 * through the vehicles, what fits no vehicle is reported with its reason, and one vehicle type
 * filled in turn adds vehicles while anything placeable is left; every computed plan saves (201)
 * and passes the benchmark validator with full support.
 */
import { type PackResultRow, type PalletLoadRow, palletSetting, planVehicleOf, usableSpace } from "@portal/contract";
import { lostBoxes, VALIDATOR, validateLoadPlan } from "@portal/loading/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

type Flags = [boolean, boolean, boolean];
const row = (id: string, size: [number, number, number], weightKg: number, quantity: number, free = false) => ({
  id,
  name: id,
  length: size[0],
  width: size[1],
  height: size[2],
  weightKg,
  quantity,
  canStand: (free ? [true, true, true] : [false, false, true]) as Flags,
  stackable: true,
});
/** The cargo: cartons for the pallets, and rows too long for a pallet. */
const small = row("small", [400, 300, 250], 5, 120);
const medium = row("medium", [600, 400, 400], 12, 40);
const pipes = (quantity: number) => ({ ...row("pipe", [2000, 300, 300], 30, quantity, true), name: "파이프 2m" });
const section = { ...row("section", [2400, 300, 300], 30, 1, true), name: "형강 2.4m" };
const palletise = { code: "T11" as const, maxHeightMm: 1500, maxWeightKg: 600 };

describe.each(DIALECTS)("loading: pallets first keeps every box on %s", (dialect) => {
  let env: TestApp;
  let alice: Client;
  let checkSolution: Parameters<typeof validateLoadPlan>[0];
  let truck: ReturnType<typeof planVehicleOf>;

  beforeAll(async () => {
    // A late hard deadline: these plans take their 3 s of search, and a busy shared machine must not cut them.
    env = await startTestApp(dialect, { LOADING_DEADLINE_MS: "60000" });
    alice = await env.member("U");
    ({ checkSolution } = await import(VALIDATOR));
    const items = (await alice.get("/api/loading/vehicles")).body.items;
    truck = planVehicleOf(items.find((v: { code: string }) => v.code === "KR5T-CARGO"));
  });
  afterAll(() => env.close());

  /** Plans `cargo` on T-11 pallets into 5-ton trucks filled in turn, checks it and saves it (201). */
  async function planAndSave(cargo: ReturnType<typeof row>[]) {
    const res = await alice.post("/api/loading/plan", {
      vehicle: truck,
      palletBase: null,
      cargo,
      fleet: true,
      palletise,
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const results: PackResultRow[] = res.body.results;
    const pallets: PalletLoadRow[] = res.body.pallets;
    const space = usableSpace(truck, null);
    const errors = validateLoadPlan(checkSolution, () => space, cargo, palletSetting(palletise), pallets, results);
    expect(errors).toEqual([]);
    expect(lostBoxes(cargo, pallets, results)).toEqual([]);
    const saved = await alice.post("/api/loading/plans", {
      name: "팔레트 먼저",
      vehicle: truck,
      palletBase: null,
      cargo,
      results,
      palletise,
      pallets,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return { results, pallets };
  }

  /** The placed sizes of `id` in all vehicles, each sorted. */
  const sizesOf = (results: PackResultRow[], id: string) =>
    results.flatMap((r) => r.placements.filter((p) => p.typeId === id).map((p) => [p.dx, p.dy, p.dz].sort()));

  it("carries the long rows with their own sizes and counts beside the pallets, and saves the plan", async () => {
    const { results, pallets } = await planAndSave([small, medium, pipes(3), section]);
    expect(pallets.length).toBeGreaterThan(0);
    expect(pallets.flatMap((l) => l.placements).length).toBe(160);
    expect(results.at(-1)?.unplaced).toEqual([]);
    expect(sizesOf(results, "pipe")).toEqual([
      [2000, 300, 300].sort(),
      [2000, 300, 300].sort(),
      [2000, 300, 300].sort(),
    ]);
    expect(sizesOf(results, "section")).toEqual([[2400, 300, 300].sort()]);
  });

  it("carries pipes × 2 alone", async () => {
    const { results } = await planAndSave([pipes(2)]);
    expect(results).toHaveLength(1);
    expect(sizesOf(results, "pipe")).toHaveLength(2);
  });

  it("adds trucks while loose boxes are left, and reports what fits no truck with its reason", async () => {
    // 12 crates of 700 kg (over the pallet's 600 kg, so loose): 8,400 kg is more than one truck's 5,000.
    const crates = { ...row("crate", [1000, 1000, 1000], 700, 12), name: "철제 상자" };
    const beam = { ...row("beam", [7000, 300, 300], 50, 2, true), name: "긴 보" };
    const heavy = { ...row("heavy", [1000, 1000, 500], 6000, 1), name: "기계" };
    const { results } = await planAndSave([medium, crates, beam, heavy]);
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.flatMap((r) => r.placements).filter((p) => p.typeId === "crate")).toHaveLength(12);
    expect(results.at(-1)?.unplaced).toEqual([
      { typeId: "beam", count: 2, reason: "size" },
      { typeId: "heavy", count: 1, reason: "weight" },
    ]);
  });
});
