/**
 * Block-building search for one cargo region (a box-shaped part of the vehicle): residual spaces,
 * simple blocks and a beam search whose extensions are rated by a greedy completion, after
 * Fanslau & Bortfeldt's CLTRS (INFORMS J. Computing 22(2), 2010) and Araya & Riff's BSG
 * (Computers & OR 43, 2014). See docs/loading.md "Algorithm".
 *
 * Full support by construction: a space's floor is the region's floor or block tops at exactly its
 * height (the space above a block is that block's top rectangle; coplanar neighbours are merged
 * only into rectangles). Units: mm, kg.
 */
import { withinAxles } from "./axles.ts";
import type { Block, Item } from "./blocks.ts";
import type { Axles } from "./types.ts";

/** An empty box of the region up to its ceiling; its floor (at z) is fully supported. */
interface Space {
  x: number;
  y: number;
  z: number;
  X: number;
  Y: number;
  Z: number;
  /** The placed blocks whose tops make this space's floor; empty for the region's floor. */
  supports: Placed[];
}

/** A placed block, in a persistent list (each state shares its history). */
export interface Placed {
  block: Block;
  x: number;
  y: number;
  z: number;
  /** The blocks it may stand on (empty: the floor). */
  supports: Placed[];
  /** Index of this block in placing order (0-based) within its state. */
  index: number;
  previous: Placed | null;
}

interface State {
  spaces: Space[];
  remaining: Int32Array;
  last: Placed | null;
  count: number;
  volume: number;
  weight: number;
  /** Weight moment of the placed blocks about the vehicle's x = 0, kg·mm (for the axle loads). */
  moment: number;
  /** Weight each placed block's top may still bear (by Placed.index); only with load limits. */
  capacity: number[] | null;
  /** The usable lengths of the boxes left when this plan was last extended (at first the region's). */
  usable: Usable;
}

export interface RegionProblem {
  items: Item[];
  /** Boxes of each item to place. */
  quantity: number[];
  blocks: Block[];
  L: number;
  W: number;
  H: number;
  /** Weight still allowed, kg (Infinity: no payload limit). */
  payload: number;
  /** Any item with a finite maxLoad: track the weight on every block. */
  loadLimits: boolean;
  /**
   * The vehicle's axle groups, the region's start in the vehicle (x0, mm) and the weight and moment
   * already loaded before it (kg, kg·mm); null: no axle rule.
   */
  axles: { axles: Axles; x0: number; weight: number; moment: number } | null;
}

/**
 * For every gap length g (mm, the index), the longest row of box sides not longer than g: `xy`
 * along the floor, `z` upward. A gap beyond it cannot be filled: it is waste.
 */
export interface Usable {
  xy: Int32Array;
  z: Int32Array;
  /** The shortest side that may lie flat, and the shortest that may stand upright, mm. */
  minXy: number;
  minZ: number;
}

/** The usable lengths of rows of the sides of the items still to place, up to the region's size. */
export function usableLengths(items: Item[], quantity: ArrayLike<number>, L: number, W: number, H: number): Usable {
  const flat = new Set<number>();
  const up = new Set<number>();
  items.forEach((item, i) => {
    if (quantity[i]! <= 0) return;
    for (let v = 0; v < 3; v++) {
      if (!item.canStand[v]) continue;
      up.add(item.dims[v]!);
      for (let d = 0; d < 3; d++) if (d !== v) flat.add(item.dims[d]!);
    }
  });
  const row = (sides: Set<number>, max: number): Int32Array => {
    const reach = new Uint8Array(max + 1);
    reach[0] = 1;
    const list = [...sides].filter((d) => d <= max);
    for (let r = 1; r <= max; r++) reach[r] = list.some((d) => d <= r && reach[r - d] === 1) ? 1 : 0;
    const usable = new Int32Array(max + 1);
    for (let r = 1; r <= max; r++) usable[r] = reach[r] ? r : usable[r - 1]!;
    return usable;
  };
  return {
    xy: row(flat, Math.max(L, W)),
    z: row(up, H),
    minXy: Math.min(...flat),
    minZ: Math.min(...up),
  };
}

/**
 * The fitness of a block in a space, mm³ (after Zhu & Lim 2012; docs/loading.md "Search"): its
 * volume less the space it makes useless, the gaps beside it (along x and y) and above it that no
 * row of box sides fills.
 */
function fitness(usable: Usable, space: Space, block: Block): number {
  const rx = space.X - block.dx;
  const ry = space.Y - block.dy;
  const rz = space.Z - block.dz;
  const wx = rx - usable.xy[rx]!;
  const wy = ry - usable.xy[ry]!;
  const wz = block.topCapacity < 0 ? 0 : rz - usable.z[rz]!;
  return block.volume - wx * space.Y * space.Z - wy * space.X * space.Z - wz * block.dx * block.dy;
}

export interface RegionSolution {
  last: Placed | null;
  volume: number;
  weight: number;
  /** Weight moment about the vehicle's x = 0, kg·mm. */
  moment: number;
  /** Largest x + dx over the placed blocks (the slab length used). */
  extent: number;
}

/** Deadline and cancel checks shared by the whole run. */
export interface Control {
  /** The clock, ms. */
  now: () => number;
  /** The clock's value after which the search returns its best plan. */
  deadline: number;
  shouldStop?: () => boolean;
  onProgress?: () => void;
  /** Set once the deadline passed or shouldStop answered true. */
  stopped: boolean;
  /** Work (greedy steps, ratings) since the clock was last read, and how much to do between readings. */
  work?: number;
  stride?: number;
  /** The clock's value at its last reading. */
  readAt?: number;
}

/** Most work between two readings of the clock. */
const MAX_STRIDE = 4096;

/**
 * Whether to stop: counts `work` done (greedy steps, beam ratings) and reads the clock and
 * `shouldStop` about once per millisecond of the clock: the work between readings halves when the
 * last stretch took more than 1 ms and doubles when it took less (from 1, so the first call reads
 * it). A step takes a few microseconds here, a CPU-time clock (the benchmark's) is a system call of
 * about as long: reading it at every rating spent a third of the benchmark's time on the clock. A
 * thread that gets little CPU still stops within about a millisecond of its own work.
 */
function timeUp(control: Control, work: number): boolean {
  if (control.stopped) return true;
  control.work = (control.work ?? 0) + work;
  const stride = control.stride ?? 1;
  if (control.work < stride) return false;
  control.work = 0;
  const now = control.now();
  const since = now - (control.readAt ?? now);
  control.readAt = now;
  control.stride = since > 1 ? Math.max(1, stride >> 1) : Math.min(MAX_STRIDE, stride * 2);
  if (now >= control.deadline || control.shouldStop?.()) control.stopped = true;
  else control.onProgress?.();
  return control.stopped;
}

function initialState(problem: RegionProblem, usable: Usable): State {
  return {
    spaces: [{ x: 0, y: 0, z: 0, X: problem.L, Y: problem.W, Z: problem.H, supports: [] }],
    remaining: Int32Array.from(problem.quantity),
    last: null,
    count: 0,
    volume: 0,
    weight: 0,
    moment: 0,
    capacity: problem.loadLimits ? [] : null,
    usable,
  };
}

function cloneState(s: State): State {
  return {
    spaces: s.spaces.slice(),
    remaining: s.remaining.slice(),
    last: s.last,
    count: s.count,
    volume: s.volume,
    weight: s.weight,
    moment: s.moment,
    capacity: s.capacity ? s.capacity.slice() : null,
    usable: s.usable,
  };
}

/** Which space to fill next: the choice that shapes the loading (layers or walls). */
export type SpaceRule = "layers" | "walls";
/**
 * How the floor left beside a block is cut in two: "volume" keeps the larger piece as large as
 * possible, "front" always keeps the piece in front of the block (larger x) full width, "side" the
 * piece beside it (larger y) full length.
 */
export type SplitRule = "volume" | "front" | "side";

/**
 * Index of the space the rule picks: "layers" the lowest, then deepest (smallest x), then leftmost;
 * "walls" the deepest, then lowest, then leftmost.
 */
function selectSpace(spaces: Space[], rule: SpaceRule): number {
  let best = -1;
  for (let i = 0; i < spaces.length; i++) {
    const s = spaces[i]!;
    if (best < 0) {
      best = i;
      continue;
    }
    const b = spaces[best]!;
    let first: boolean;
    if (rule === "layers") first = s.z < b.z || (s.z === b.z && (s.x < b.x || (s.x === b.x && s.y < b.y)));
    else first = s.x < b.x || (s.x === b.x && (s.z < b.z || (s.z === b.z && s.y < b.y)));
    if (first) best = i;
  }
  return best;
}

/** Whether the block fits the space's corner: true, false, or "axles" when only an axle rule refuses it. */
function fits(problem: RegionProblem, state: State, space: Space, block: Block): boolean | "axles" {
  if (block.dx > space.X || block.dy > space.Y || block.dz > space.Z) return false;
  if (!enough(state.remaining, block)) return false;
  if (state.weight + block.weight > problem.payload + 1e-9) return false;
  if (state.capacity && block.weight > 0) {
    for (const p of below(space.supports)) if (state.capacity[p.index]! < block.weight - 1e-9) return false;
  }
  const axle = problem.axles;
  if (axle && block.weight > 0) {
    const moment = axle.moment + state.moment + block.weight * (axle.x0 + space.x) + momentOf(block);
    if (!withinAxles(axle.axles, axle.weight + state.weight + block.weight, moment)) return "axles";
  }
  return true;
}

/** The block's weight moment about its own back face (x = 0), kg·mm: a pair's two parts apart. */
function momentOf(block: Block): number {
  const pair = block.pair;
  if (!pair) return (block.weight * block.dx) / 2;
  const first = block.weight - pair.block.weight;
  return (first * block.nx * block.ox) / 2 + pair.block.weight * (pair.x + pair.block.dx / 2);
}

/** Whether enough boxes are left for the block (both items of a pair). */
function enough(remaining: Int32Array, block: Block): boolean {
  const pair = block.pair?.block;
  if (!pair || pair.item === block.item) return block.count <= remaining[block.item]!;
  return block.count - pair.count <= remaining[block.item]! && pair.count <= remaining[pair.item]!;
}

/** Every block under these (the supports, what they stand on, and so on), each once. */
function below(supports: Placed[]): Set<Placed> {
  const seen = new Set<Placed>();
  const stack = supports.slice();
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (seen.has(p)) continue;
    seen.add(p);
    stack.push(...p.supports);
  }
  return seen;
}

/**
 * Adds a space, first merging it with every space it forms a rectangle with (same floor height,
 * sharing a whole side): the union of two fully supported floors is fully supported.
 */
function addSpace(spaces: Space[], space: Space): void {
  let s = space;
  for (let i = 0; i < spaces.length; i++) {
    const t = spaces[i]!;
    if (t.z !== s.z || t.Z !== s.Z) continue;
    let merged: Space | null = null;
    if (t.y === s.y && t.Y === s.Y && (t.x + t.X === s.x || s.x + s.X === t.x)) {
      merged = { ...s, x: Math.min(s.x, t.x), X: s.X + t.X, supports: s.supports.concat(t.supports) };
    } else if (t.x === s.x && t.X === s.X && (t.y + t.Y === s.y || s.y + s.Y === t.y)) {
      merged = { ...s, y: Math.min(s.y, t.y), Y: s.Y + t.Y, supports: s.supports.concat(t.supports) };
    }
    if (merged) {
      spaces[i] = spaces[spaces.length - 1]!;
      spaces.pop();
      s = merged;
      i = -1;
    }
  }
  spaces.push(s);
}

/**
 * The `k` fitting blocks of the best fitness (`fitness`), best first. The blocks are sorted by
 * volume, largest first, and a block's fitness is at most its volume, so the scan ends at the first
 * block smaller than the k-th best fitness (or after SCAN_LIMIT fitting blocks). `axleHit.ox`
 * becomes the shortest box length (x) among the blocks refused only by the axle rule.
 */
function candidates(problem: RegionProblem, state: State, space: Space, k: number, axleHit?: { ox: number }): Block[] {
  const found: Block[] = [];
  const scores: number[] = [];
  const blocks = problem.blocks;
  const usable = state.usable;
  // A space thinner than every box: nothing fits.
  if (space.Z < usable.minZ || Math.min(space.X, space.Y) < usable.minXy) return found;
  // Skip the blocks larger than the space.
  const volume = space.X * space.Y * space.Z;
  let lo = 0;
  let hi = blocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid]!.volume > volume) lo = mid + 1;
    else hi = mid;
  }
  let weighed = 0;
  for (let i = lo; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (found.length >= k && block.volume <= scores[k - 1]!) break;
    const fit = fits(problem, state, space, block);
    if (fit === true) {
      // Enough fitting blocks weighed (a bound for the long lists of many small boxes).
      if (++weighed > SCAN_LIMIT && found.length >= k) break;
      const score = fitness(usable, space, block);
      // Insert by score (stable: equal scores keep the volume order).
      let j = Math.min(found.length, k);
      while (j > 0 && scores[j - 1]! < score) j--;
      if (j < k) {
        found.splice(j, 0, block);
        scores.splice(j, 0, score);
        if (found.length > k) {
          found.pop();
          scores.pop();
        }
      }
    } else if (fit === "axles" && axleHit) axleHit.ox = Math.min(axleHit.ox, block.ox);
  }
  return found;
}

/**
 * Removes space `si` that no block fills; when blocks were refused only by an axle rule
 * (`axleOx`: the shortest such box length), first moves its floor's front edge that far towards
 * the door instead, leaving a gap, so that the weight lands farther from the cab.
 */
function dropSpace(state: State, si: number, axleOx: number): void {
  const s = state.spaces[si]!;
  if (axleOx < s.X) {
    state.spaces[si] = { ...s, x: s.x + axleOx, X: s.X - axleOx };
    return;
  }
  state.spaces[si] = state.spaces[state.spaces.length - 1]!;
  state.spaces.pop();
  absorb(state.spaces, s);
}

/**
 * Gives the floor of a dropped space `d` to one coplanar neighbour whose whole side it borders:
 * the neighbour grows across d (the largest such growth), so a box can stand where d's floor was
 * part of a wider one. The rest of d stays empty, as it would have.
 */
function absorb(spaces: Space[], d: Space): void {
  let best = -1;
  let grown: Space | null = null;
  let area = 0;
  for (let i = 0; i < spaces.length; i++) {
    const t = spaces[i]!;
    if (t.z !== d.z || t.Z !== d.Z) continue;
    let g: Space | null = null;
    if ((t.x + t.X === d.x || d.x + d.X === t.x) && d.y <= t.y && t.y + t.Y <= d.y + d.Y) {
      g = { ...t, x: Math.min(t.x, d.x), X: t.X + d.X };
    } else if ((t.y + t.Y === d.y || d.y + d.Y === t.y) && d.x <= t.x && t.x + t.X <= d.x + d.X) {
      g = { ...t, y: Math.min(t.y, d.y), Y: t.Y + d.Y };
    }
    if (g && g.X * g.Y > area) {
      best = i;
      grown = g;
      area = g.X * g.Y;
    }
  }
  if (!grown) return;
  grown.supports = grown.supports.concat(d.supports);
  spaces[best] = spaces[spaces.length - 1]!;
  spaces.pop();
  addSpace(spaces, grown);
}

/** Places `block` at the corner of space `si` (a region starting at x0 in the vehicle) and splits the rest of the space. */
function place(state: State, si: number, block: Block, split: SplitRule, x0: number): void {
  const s = state.spaces[si]!;
  state.spaces[si] = state.spaces[state.spaces.length - 1]!;
  state.spaces.pop();
  const placed: Placed = {
    block,
    x: s.x,
    y: s.y,
    z: s.z,
    supports: s.supports,
    index: state.count,
    previous: state.last,
  };
  state.last = placed;
  state.count++;
  const pair = block.pair?.block;
  state.remaining[block.item]! -= block.count - (pair?.count ?? 0);
  if (pair) state.remaining[pair.item]! -= pair.count;
  state.volume += block.volume;
  state.weight += block.weight;
  state.moment += block.weight * (x0 + s.x) + momentOf(block);
  if (state.capacity) {
    for (const p of below(s.supports)) state.capacity[p.index]! -= block.weight;
    state.capacity[placed.index] = block.topCapacity;
  }
  const rx = s.X - block.dx;
  const ry = s.Y - block.dy;
  // Open on top: capacity left, or a weightless box (it bears weightless boxes only).
  if (block.dz < s.Z && (block.topCapacity > 0 || (block.topCapacity === 0 && block.weight === 0))) {
    addSpace(state.spaces, {
      x: s.x,
      y: s.y,
      z: s.z + block.dz,
      X: block.dx,
      Y: block.dy,
      Z: s.Z - block.dz,
      supports: [placed],
    });
  }
  // Two guillotine cuts of the floor: keep the larger leftover as large as possible.
  const frontWide = Math.max(rx * s.Y, block.dx * ry);
  const sideWide = Math.max(rx * block.dy, s.X * ry);
  if (split === "front" || (split === "volume" && frontWide >= sideWide)) {
    if (rx > 0)
      addSpace(state.spaces, { x: s.x + block.dx, y: s.y, z: s.z, X: rx, Y: s.Y, Z: s.Z, supports: s.supports });
    if (ry > 0)
      addSpace(state.spaces, { x: s.x, y: s.y + block.dy, z: s.z, X: block.dx, Y: ry, Z: s.Z, supports: s.supports });
  } else {
    if (rx > 0)
      addSpace(state.spaces, { x: s.x + block.dx, y: s.y, z: s.z, X: rx, Y: block.dy, Z: s.Z, supports: s.supports });
    if (ry > 0)
      addSpace(state.spaces, { x: s.x, y: s.y + block.dy, z: s.z, X: s.X, Y: ry, Z: s.Z, supports: s.supports });
  }
}

function extentOf(last: Placed | null): number {
  let extent = 0;
  for (let p = last; p; p = p.previous) extent = Math.max(extent, p.x + p.block.dx);
  return extent;
}

/** Better: more volume, then a shorter slab. */
function better(a: RegionSolution, b: RegionSolution | null): boolean {
  if (!b) return true;
  if (a.volume !== b.volume) return a.volume > b.volume;
  return a.extent < b.extent;
}

class Search {
  best: RegionSolution | null = null;
  rule: SpaceRule = "layers";
  split: SplitRule = "volume";
  readonly problem: RegionProblem;
  readonly control: Control;
  /** The region's start in the vehicle, mm. */
  readonly x0: number;
  /** The usable lengths of all the region's boxes. */
  readonly usable: Usable;
  constructor(problem: RegionProblem, control: Control) {
    this.problem = problem;
    this.control = control;
    this.x0 = problem.axles?.x0 ?? 0;
    this.usable = usableLengths(problem.items, problem.quantity, problem.L, problem.W, problem.H);
  }

  record(state: State): number {
    const solution = { last: state.last, volume: state.volume, weight: state.weight, moment: state.moment, extent: 0 };
    if (!this.best || solution.volume >= this.best.volume) {
      solution.extent = extentOf(state.last);
      if (better(solution, this.best)) this.best = solution;
    }
    return state.volume;
  }

  /**
   * Fills the state greedily (the fittest block each time; stops early when time is up, unless
   * `always`); returns the volume.
   */
  greedy(state: State, always = false): number {
    for (;;) {
      if (!always && timeUp(this.control, 1)) break;
      const si = selectSpace(state.spaces, this.rule);
      if (si < 0) break;
      const space = state.spaces[si]!;
      const axleHit = { ox: Number.POSITIVE_INFINITY };
      const [block] = candidates(this.problem, state, space, 1, axleHit);
      if (block) place(state, si, block, this.split, this.x0);
      else dropSpace(state, si, axleHit.ox);
    }
    return this.record(state);
  }

  /**
   * Beam search: keeps the `beam` best partial plans; each step extends every one of them by its
   * `width` largest fitting blocks and rates every extension by completing a copy greedily.
   * Answers "time" when time ran out, "all" when it tried every possible plan (nothing was cut
   * off), "some" otherwise.
   */
  beamSearch(beam: number, width: number): "time" | "all" | "some" {
    let layer: State[] = [initialState(this.problem, this.usable)];
    let all = true;
    while (layer.length > 0) {
      const children: { state: State; value: number }[] = [];
      for (const state of layer) {
        if (timeUp(this.control, 1)) return "time";
        const p = this.problem;
        // The boxes left change which gaps are waste; cheap enough to redo for short rows of few types.
        if (Math.max(p.L, p.W) * p.items.length <= USABLE_WORK) {
          state.usable = usableLengths(p.items, state.remaining, p.L, p.W, p.H);
        }
        for (;;) {
          const si = selectSpace(state.spaces, this.rule);
          if (si < 0) {
            this.record(state);
            break;
          }
          const axleHit = { ox: Number.POSITIVE_INFINITY };
          const cands = candidates(this.problem, state, state.spaces[si]!, width, axleHit);
          if (cands.length === 0) {
            dropSpace(state, si, axleHit.ox);
            continue;
          }
          if (cands.length === width) all = false;
          for (const block of cands) {
            if (timeUp(this.control, 1)) return "time";
            const child = cloneState(state);
            place(child, si, block, this.split, this.x0);
            children.push({ state: child, value: this.greedy(cloneState(child)) });
          }
          break;
        }
      }
      if (children.length > beam) all = false;
      children.sort((a, b) => b.value - a.value);
      layer = children.slice(0, beam).map((c) => c.state);
    }
    return all ? "all" : "some";
  }
}

/**
 * The space and split rules tried, in turn. Each pair settles on its own plateau (more effort stops
 * paying early on most BR problems), so six pairs find better plans than two searched twice as deep:
 * on 28 BR problems at 5 s, +0.22 points on average over the two "volume" pairs alone (12 better,
 * 1 worse by 0.09; docs/loading.md "Issue 27 §6: six rule pairs").
 */
const CONFIGS: [SpaceRule, SplitRule][] = (["volume", "front", "side"] as const).flatMap((split) => [
  ["layers", split],
  ["walls", split],
]);
/** Fitting blocks weighed per choice at most (once k are found). */
const SCAN_LIMIT = 256;
/** Largest region length (mm) × item count for which each beam node redoes its usable lengths. */
const USABLE_WORK = 200_000;
/** Candidates per plan in the beam searches. */
const BEAM_WIDTH = 8;

/**
 * Packs as much volume of the region's items as it can until the control's deadline; returns the
 * best plan found (at least the greedy one, even when time is already up).
 */
export function solveRegion(problem: RegionProblem, control: Control): RegionSolution {
  const search = new Search(problem, control);
  for (const [rule, split] of CONFIGS) {
    search.rule = rule;
    search.split = split;
    search.greedy(initialState(problem, search.usable), true);
  }
  // Growing effort: one plan rated with ever more candidates per step, then beams of BEAM_WIDTH,
  // until the time is up or a search tried every possible plan.
  const exhausted = new Set<number>();
  for (let effort = 2; exhausted.size < CONFIGS.length; effort *= 2) {
    const shapes = [[1, effort]];
    if (effort >= 2 * BEAM_WIDTH) shapes.push([effort / BEAM_WIDTH, BEAM_WIDTH]);
    for (const [beam, width] of shapes) {
      for (const [c, [rule, split]] of CONFIGS.entries()) {
        if (exhausted.has(c)) continue;
        search.rule = rule;
        search.split = split;
        const outcome = search.beamSearch(beam!, width!);
        if (outcome === "time") return search.best!;
        if (outcome === "all") exhausted.add(c);
      }
    }
  }
  return search.best!;
}
