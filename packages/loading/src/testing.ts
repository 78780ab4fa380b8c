/**
 * Test helpers of the engine: the benchmark's independent validator (shared/tools/loading-check.mjs,
 * beside the repository) applied to one vehicle's plan. Used by the *.test.ts files only.
 */
import type { CargoType, PackResult, Vehicle } from "./types.ts";

/** Where the validator module lies (import it dynamically). */
export const VALIDATOR = new URL("../../../../shared/tools/loading-check.mjs", import.meta.url).href;

/** The errors of the benchmark validator for one vehicle's plan (full support). */
export function validate(
  checkSolution: (problem: unknown, solution: unknown, options: unknown) => { errors: string[] },
  vehicle: Vehicle,
  cargo: CargoType[],
  result: PackResult,
): string[] {
  const index = new Map(cargo.map((t, i) => [t.id, i + 1]));
  const types = cargo.map((t, i) => ({
    id: i + 1,
    dims: [t.length, t.width, t.height],
    vertical: t.canStand,
    quantity: t.quantity,
  }));
  const placements = result.placements.map((p) => ({
    boxType: index.get(p.typeId),
    x: p.x,
    y: p.y,
    z: p.z,
    length: p.dx,
    width: p.dy,
    height: p.dz,
  }));
  return checkSolution({ container: vehicle, types }, { placements }, { support: 1 }).errors;
}
