/**
 * Public types of the load planner's packing engine (`@portal/loading`).
 *
 * Units: every length is in millimetres (mm), every weight in kilograms (kg).
 * Axes: x runs along the vehicle's length from the back wall (x = 0, the end farthest from the door)
 * to the door (x = length); y runs across its width; z runs upward from the floor (z = 0).
 */

/**
 * A truck's two axle groups as a static beam (docs/loading.md "Axle loads"). Positions are mm along
 * x from the load floor's front wall (x = 0, behind the cab): the front group usually lies ahead of
 * the floor (negative), the rear group under it. Weights in kg.
 */
export interface Axles {
  /** Centre of the front (steering) axle group, mm; less than `rearX`. */
  frontX: number;
  /** Centre of the rear axle group, mm. */
  rearX: number;
  /** Load on each group of the empty vehicle (with its body), kg. */
  frontEmptyKg: number;
  rearEmptyKg: number;
  /** The legal or maker's limit of each group, kg (the lower of the two). */
  frontMaxKg: number;
  rearMaxKg: number;
  /** Least share of the gross weight the front group must carry to steer, % (0: no such rule). */
  minFrontPercent: number;
}

/** The inner cargo space of a container or truck body. */
export interface Vehicle {
  /** Inner length, mm (x). */
  length: number;
  /** Inner width, mm (y). */
  width: number;
  /** Inner height, mm (z). */
  height: number;
  /** Payload, kg; no limit when absent. */
  maxPayloadKg?: number;
  /** The axle groups; without them no axle load is computed or limited. */
  axles?: Axles;
}

/** One line of the cargo list: `quantity` identical boxes. */
export interface CargoType {
  /** Unique within one cargo list; placements refer to it. */
  id: string | number;
  name?: string;
  /** Box dimension 0, mm. */
  length: number;
  /** Box dimension 1, mm. */
  width: number;
  /** Box dimension 2, mm. */
  height: number;
  /** Weight of one box, kg. */
  weightKg: number;
  quantity: number;
  /**
   * May dimension 0 / 1 / 2 (length / width / height) be the vertical one? As in Bischoff &
   * Ratcliff's flags: `[false, false, true]` is "this side up" (it may still turn on the floor),
   * `[true, true, true]` is free rotation. The two lying dimensions may always be swapped.
   */
  canStand: [boolean, boolean, boolean];
  /** False: nothing may be placed on top of these boxes. */
  stackable: boolean;
  /**
   * The most weight, kg, one box may carry on its top (all boxes above it, as described in
   * docs/loading.md "Algorithm"). When absent (and `stackable`), the safe default of `bearingKg`:
   * a column of boxes like itself up to the vehicle's ceiling, never an unlimited load.
   */
  maxLoadAboveKg?: number;
  /** Delivery stop, 1 = delivered first. The last stop loads first (deepest). Absent = stop 1. */
  stop?: number;
}

/**
 * Why boxes were not carried (issue 44 §1, `explainUnplaced`). `size`: no allowed orientation fits
 * any vehicle type; `weight`: one box is heavier than the payload (or what the axle groups can take)
 * of every type it fits; `vehicles`: it fits, but no vehicle was left (every type it fits used its
 * count, or the plan reached its most vehicles); `time`: the plan was stopped for its time before
 * another vehicle was added; `rules`: it fits an empty vehicle, yet no place kept every rule (axle
 * loads, stop order, bearing).
 */
export type UnplacedReason = "size" | "weight" | "vehicles" | "time" | "rules";

/** One placed box. */
export interface Placement {
  typeId: CargoType["id"];
  /** Minimum corner, mm. */
  x: number;
  y: number;
  z: number;
  /** Placed extents along length (x), width (y) and height (z), mm: a permutation of the type's dimensions. */
  dx: number;
  dy: number;
  dz: number;
  /** The type's delivery stop (absent when the type has none). */
  stop?: number;
  /** Loading order, 1-based: every box is loaded after the boxes it stands on. */
  step: number;
}

/** The plan for one vehicle. */
export interface PackResult {
  placements: Placement[];
  /** Boxes of each type that were not placed (only types with count > 0); on a plan's last vehicle, why. */
  unplaced: { typeId: CargoType["id"]; count: number; reason?: UnplacedReason }[];
  /** Packed box volume / vehicle volume, 0..1. */
  volumeUsed: number;
  /** Total weight of the placed boxes, kg. */
  weightKg: number;
  /** Weight-weighted centre of the placed boxes, mm; null when nothing is placed. */
  centreOfGravity: { x: number; y: number; z: number } | null;
  /** Load on each axle group, kg, with the empty vehicle's share; only for a vehicle with `axles`. */
  axleLoads?: { frontKg: number; rearKg: number };
}

/** Options of `pack` and `packFleet`. */
export interface PackOptions {
  /** Wall-clock budget, ms (for `packFleet`: per vehicle). The search stops improving after it. */
  timeLimitMs: number;
  /** Called about every 100 ms with the fraction of the budget used, 0..1, and with 1 at the end. */
  onProgress?: (fraction: number) => void;
  /** Polled regularly; when it answers true the search stops and returns the best plan so far. */
  shouldStop?: () => boolean;
  /** Seed for randomised search; accepted for a stable interface, not used yet (the search is deterministic). */
  seed?: number;
  /**
   * The clock the time limit is measured on, ms (default `Date.now`, wall-clock). The benchmark
   * passes the process's CPU time so that a busy shared machine does not shorten the search.
   */
  now?: () => number;
}
