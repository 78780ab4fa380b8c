/**
 * Loading order of a plan: deepest first (smallest x, nearest the back wall), then lowest, then
 * leftmost, but never before the boxes a box stands on (a topological order of the "stands on"
 * relation, chosen by that priority). Units: mm.
 */
import type { Placement } from "./types.ts";

type Box = Omit<Placement, "step">;

function before(a: Box, b: Box): boolean {
  if (a.x !== b.x) return a.x < b.x;
  if (a.z !== b.z) return a.z < b.z;
  return a.y < b.y;
}

/** The boxes with `step` set (1-based) and in that order (other fields of a box are kept). */
export function loadingOrder<B extends Box>(boxes: B[]): (B & Pick<Placement, "step">)[] {
  const byTop = new Map<number, number[]>();
  boxes.forEach((b, i) => {
    const top = b.z + b.dz;
    const list = byTop.get(top);
    if (list) list.push(i);
    else byTop.set(top, [i]);
  });
  // waiting[i]: supports of box i not yet loaded; above[j]: boxes standing on box j.
  const waiting = new Int32Array(boxes.length);
  const above: number[][] = boxes.map(() => []);
  boxes.forEach((b, i) => {
    if (b.z === 0) return;
    for (const j of byTop.get(b.z) ?? []) {
      const a = boxes[j]!;
      if (a.x < b.x + b.dx && b.x < a.x + a.dx && a.y < b.y + b.dy && b.y < a.y + a.dy) {
        waiting[i]!++;
        above[j]!.push(i);
      }
    }
  });
  const heap: number[] = [];
  const push = (i: number) => {
    heap.push(i);
    let c = heap.length - 1;
    while (c > 0) {
      const p = (c - 1) >> 1;
      if (!before(boxes[heap[c]!]!, boxes[heap[p]!]!)) break;
      [heap[c], heap[p]] = [heap[p]!, heap[c]!];
      c = p;
    }
  };
  const pop = (): number => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let m = p;
        if (l < heap.length && before(boxes[heap[l]!]!, boxes[heap[m]!]!)) m = l;
        if (r < heap.length && before(boxes[heap[r]!]!, boxes[heap[m]!]!)) m = r;
        if (m === p) break;
        [heap[m], heap[p]] = [heap[p]!, heap[m]!];
        p = m;
      }
    }
    return top;
  };
  boxes.forEach((_, i) => {
    if (waiting[i] === 0) push(i);
  });
  const result: (B & Pick<Placement, "step">)[] = [];
  while (heap.length > 0) {
    const i = pop();
    result.push({ ...boxes[i]!, step: result.length + 1 });
    for (const k of above[i]!) if (--waiting[k]! === 0) push(k);
  }
  return result;
}
