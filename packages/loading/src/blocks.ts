/**
 * Items (the engine's view of a cargo type) and "simple blocks": nx × ny × nz boxes of one type in
 * one orientation, stacked exactly. A simple block's top is one flat rectangle covered completely by
 * boxes, so whatever is later placed on it is fully supported (Fanslau & Bortfeldt 2010).
 * Units: mm, kg.
 */

/** A cargo type as the search sees it. */
export interface Item {
  /** Index into the caller's cargo list. */
  index: number;
  dims: [number, number, number];
  weight: number;
  canStand: [boolean, boolean, boolean];
  stackable: boolean;
  /** Weight one box may bear on its top, kg (Infinity: no limit). */
  maxLoad: number;
}

export interface Block {
  item: number;
  /** One box's extents in this orientation. */
  ox: number;
  oy: number;
  oz: number;
  nx: number;
  ny: number;
  nz: number;
  /** The block's extents. */
  dx: number;
  dy: number;
  dz: number;
  count: number;
  volume: number;
  weight: number;
  /** Weight the block's top may still bear, kg, before anything is placed on it; −1: nothing may stand on it. */
  topCapacity: number;
  /**
   * A pair: a second simple block of another item beside this one's boxes (at x, y from the
   * block's corner), as high and as long on the shared side, so that the pair's top is one
   * rectangle. `count`, `volume`, `weight`, `topCapacity` and the extents are the pair's; the first
   * block's boxes are `nx × ny × nz` of `item`.
   */
  pair?: { block: Block; x: number; y: number };
}

/** The allowed orientations [dx, dy, dz] of a box: dz is a dimension allowed upright; the other two swap freely. */
export function orientations(item: Pick<Item, "dims" | "canStand">): [number, number, number][] {
  const result: [number, number, number][] = [];
  const seen = new Set<string>();
  for (let v = 0; v < 3; v++) {
    if (!item.canStand[v]) continue;
    const [a, b] = [0, 1, 2].filter((d) => d !== v).map((d) => item.dims[d]!) as [number, number];
    for (const o of [
      [a, b, item.dims[v]!],
      [b, a, item.dims[v]!],
    ] as [number, number, number][]) {
      const key = o.join("x");
      if (!seen.has(key)) {
        seen.add(key);
        result.push(o);
      }
    }
  }
  return result;
}

/**
 * The counts tried along one axis when up to `max` boxes fit: all of 1..max when max is small,
 * otherwise 1..SMALL and the counts that split the axis evenly into up to SMALL parts.
 */
function counts(max: number): number[] {
  const SMALL = 16;
  if (max <= 3 * SMALL) return Array.from({ length: max }, (_, i) => i + 1);
  const values = new Set<number>();
  for (let k = 1; k <= SMALL; k++) {
    values.add(k);
    values.add(Math.floor(max / k));
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * Simple blocks of the items that fit in L × W × H with at most `available[i]` boxes of item i,
 * largest volume first. Long axes try only some counts (see `counts`); beyond `maxBlocks` the
 * smallest blocks are dropped, except the single boxes.
 */
export function generateBlocks(
  items: Item[],
  available: ArrayLike<number>,
  L: number,
  W: number,
  H: number,
  maxBlocks: number,
): Block[] {
  const blocks: Block[] = [];
  items.forEach((item, i) => {
    const q = available[i]!;
    if (q <= 0) return;
    const seen = new Set<string>();
    for (const [ox, oy, oz] of orientations(item)) {
      if (ox > L || oy > W || oz > H) continue;
      let maxNz = Math.min(Math.floor(H / oz), q);
      if (!item.stackable) maxNz = 1;
      else if (Number.isFinite(item.maxLoad) && item.weight > 0) {
        maxNz = Math.min(maxNz, 1 + Math.floor(item.maxLoad / item.weight + 1e-9));
      }
      const xs = counts(Math.min(Math.floor(L / ox), q));
      const ys = counts(Math.min(Math.floor(W / oy), q));
      for (const nz of counts(maxNz)) {
        for (const ny of ys) {
          if (ny * nz > q) break;
          for (const nx of xs) {
            const count = nx * ny * nz;
            if (count > q) break;
            const dx = nx * ox;
            const dy = ny * oy;
            const dz = nz * oz;
            // The same extents from another orientation: keep one.
            const key = `${dx}:${dy}:${dz}`;
            if (seen.has(key)) continue;
            seen.add(key);
            blocks.push({
              item: i,
              ox,
              oy,
              oz,
              nx,
              ny,
              nz,
              dx,
              dy,
              dz,
              count,
              volume: dx * dy * dz,
              weight: count * item.weight,
              topCapacity: item.stackable ? item.maxLoad - (nz - 1) * item.weight : -1,
            });
          }
        }
      }
    }
  });
  blocks.sort((a, b) => b.volume - a.volume || a.dz - b.dz);
  if (blocks.length <= maxBlocks) return blocks;
  const singles = blocks.filter((b) => b.count === 1);
  const kept = blocks.filter((b) => b.count > 1).slice(0, Math.max(0, maxBlocks - singles.length));
  return kept.concat(singles).sort((a, b) => b.volume - a.volume || a.dz - b.dz);
}

/**
 * Pairs of simple blocks of two items standing side by side with the same height and the same
 * length of the shared side (docs/loading.md "Search", step 1): each pair's top is one rectangle
 * covered completely, so a box can stand across both. At most `maxPairs`, the largest by volume;
 * only the `perKey` largest blocks of each height and side length are paired.
 */
export function pairBlocks(blocks: Block[], L: number, W: number, maxPairs: number, perKey = 24): Block[] {
  const byX = new Map<string, Block[]>();
  const byY = new Map<string, Block[]>();
  for (const b of blocks) {
    for (const [map, key] of [
      [byX, `${b.dz}:${b.dy}`],
      [byY, `${b.dz}:${b.dx}`],
    ] as const) {
      const list = map.get(key);
      if (!list) map.set(key, [b]);
      else if (list.length < perKey) list.push(b);
    }
  }
  const pairs: Block[] = [];
  const join = (a: Block, b: Block, alongX: boolean) => {
    const dx = alongX ? a.dx + b.dx : a.dx;
    const dy = alongX ? a.dy : a.dy + b.dy;
    if (dx > L || dy > W) return;
    pairs.push({
      ...a,
      dx,
      dy,
      count: a.count + b.count,
      volume: a.volume + b.volume,
      weight: a.weight + b.weight,
      topCapacity: a.topCapacity < 0 || b.topCapacity < 0 ? -1 : Math.min(a.topCapacity, b.topCapacity),
      pair: { block: b, x: alongX ? a.dx : 0, y: alongX ? 0 : a.dy },
    });
  };
  for (const [map, alongX] of [
    [byX, true],
    [byY, false],
  ] as const) {
    for (const list of map.values()) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          if (list[i]!.item !== list[j]!.item) join(list[i]!, list[j]!, alongX);
        }
      }
    }
  }
  pairs.sort((a, b) => b.volume - a.volume);
  return pairs.slice(0, maxPairs);
}
