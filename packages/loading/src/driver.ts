/**
 * A plan's steps as a driver reads them (issue 27 §5, the shared link's cards): which side of a box
 * stands upright and which boxes each box stands on. Units: mm.
 */

/** A placed box: minimum corner and placed extents (mm), 1-based loading step. */
interface PlacedBox {
  x: number;
  y: number;
  z: number;
  dx: number;
  dy: number;
  dz: number;
  step: number;
}

/**
 * The side of a box of `size` (as entered: length, width, height in mm) that stands upright when
 * placed with height `dz`: "height" (the box as entered) when it can be, else "length" or "width".
 */
export function uprightSide(
  size: { length: number; width: number; height: number },
  dz: number,
): "height" | "length" | "width" {
  if (dz === size.height) return "height";
  return dz === size.length ? "length" : "width";
}

/**
 * For each box of `boxes`, the steps (ascending) of the boxes it stands on: those whose top is at
 * its bottom and whose footprint overlaps its own by a positive area. A box on the floor stands on
 * none. Grouped by top height, so a plan of n boxes takes about n × (boxes per height) comparisons.
 */
export function supportSteps(boxes: readonly PlacedBox[]): number[][] {
  const byTop = new Map<number, PlacedBox[]>();
  for (const box of boxes) {
    const top = box.z + box.dz;
    const list = byTop.get(top);
    if (list) list.push(box);
    else byTop.set(top, [box]);
  }
  return boxes.map((b) => {
    if (b.z === 0) return [];
    return (byTop.get(b.z) ?? [])
      .filter((a) => a.x < b.x + b.dx && b.x < a.x + a.dx && a.y < b.y + b.dy && b.y < a.y + a.dy)
      .map((a) => a.step)
      .sort((p, q) => p - q);
  });
}
