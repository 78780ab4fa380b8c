/**
 * Checks a plan a browser sends to be saved against its own vehicle and cargo list (issue 14
 * section 1, "the packer places the cargo respecting bounds, no overlap, allowed orientations,
 * the payload"): every placement names a cargo row, has one of the row's allowed orientations,
 * lies inside the usable space, overlaps no other box of its vehicle; no row is placed more often
 * than its quantity; no vehicle carries more than its payload. Pure; O(n log n + overlaps).
 */
import type { CargoRow, PackResultRow, VehicleDims } from "@portal/contract";

/** True when every result of `results` is a valid packing of `cargo` into `space` (mm, kg). */
export function planIsValid(
  space: VehicleDims,
  cargo: readonly CargoRow[],
  results: readonly PackResultRow[],
): boolean {
  const rows = new Map(cargo.map((row) => [String(row.id), row]));
  const used = new Map<string, number>();
  for (const result of results) {
    let weight = 0;
    for (const p of result.placements) {
      const row = rows.get(String(p.typeId));
      if (!row || !orientationAllowed(row, p)) return false;
      if (p.x < 0 || p.y < 0 || p.z < 0) return false;
      if (p.x + p.dx > space.length || p.y + p.dy > space.width || p.z + p.dz > space.height) return false;
      const count = (used.get(row.id) ?? 0) + 1;
      if (count > row.quantity) return false;
      used.set(row.id, count);
      weight += row.weightKg;
    }
    if (space.maxPayloadKg !== undefined && weight > space.maxPayloadKg + 1e-6) return false;
    if (overlaps(result.placements)) return false;
  }
  return true;
}

/** The placed size is a permutation of the row's sides with an allowed side vertical. */
function orientationAllowed(row: CargoRow, p: { dx: number; dy: number; dz: number }): boolean {
  const sides = [row.length, row.width, row.height];
  return sides.some((vertical, i) => {
    if (!row.canStand[i] || vertical !== p.dz) return false;
    const [a, b] = sides.filter((_, j) => j !== i);
    return (a === p.dx && b === p.dy) || (a === p.dy && b === p.dx);
  });
}

type Box = { x: number; y: number; z: number; dx: number; dy: number; dz: number };

/** True when two boxes share interior volume (a sweep along x; touching faces do not count). */
function overlaps(boxes: readonly Box[]): boolean {
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  const open: Box[] = [];
  for (const box of sorted) {
    for (let i = open.length - 1; i >= 0; i--) {
      const other = open[i] as Box;
      if (other.x + other.dx <= box.x) {
        open.splice(i, 1);
        continue;
      }
      if (
        box.y < other.y + other.dy &&
        other.y < box.y + box.dy &&
        box.z < other.z + other.dz &&
        other.z < box.z + box.dz
      ) {
        return true;
      }
    }
    open.push(box);
  }
  return false;
}
