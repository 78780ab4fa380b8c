/**
 * A mixed fleet (issue 27 §2): chooses among several vehicle types, each with a number available
 * (or unlimited) and a cost per vehicle (won), the cheapest fleet that carries all the cargo, with
 * each vehicle's plan from the engine's `pack`. When no fleet within the counts carries everything,
 * it carries the most cargo by value (won) or by volume, as the caller chooses, and among such
 * fleets the cheapest. Pure TypeScript without Node imports; units mm, kg, won.
 *
 * Method (docs/loading.md "Mixed fleet"): a few greedy constructions — each adds one vehicle at a
 * time, packing what is left into every type still available and choosing by a rule (the lowest
 * cost per packed volume, the most cargo per vehicle, or a preferred type), and finishing with the
 * cheapest vehicle that takes everything left when that costs no more than the rule's estimate —
 * and the best of them is kept. Packs are cached by (type, cargo left), so the constructions share
 * their common first steps. The work is bounded by `timeLimitMs`: the first construction always
 * finishes (each pack with at least a greedy fill), the others run only while time is left.
 */
import { pack } from "./pack.ts";
import type { CargoType, PackResult, Vehicle } from "./types.ts";

/** One vehicle type the fleet may use. */
export interface FleetOption {
  vehicle: Vehicle;
  /** How many are available; null = as many as needed. */
  count: number | null;
  /** Cost of using one such vehicle, won (≥ 0). */
  costWon: number;
}

/** A cargo type with an optional value per box, won (absent = 0). */
export type ValuedCargo = CargoType & { valueWon?: number };

/** What to carry most of when no fleet carries everything. */
export type FleetObjective = "value" | "volume";

export interface FleetSettings {
  objective: FleetObjective;
  /** Budget for the whole fleet, ms: packs get shorter limits so that the first construction fits in about 60 % of it. */
  timeLimitMs: number;
  /** Most vehicles one fleet may use (default unlimited). */
  maxVehicles?: number;
  /** Polled between packs; when true, no more vehicles are added (the rest is reported as not carried). */
  shouldStop?: () => boolean;
  /** Fraction of the budget used, 0..1 (about every pack). */
  onProgress?: (fraction: number) => void;
  /** Clock, ms (default Date.now). */
  now?: () => number;
}

/** One vehicle of the fleet: the option it is of (index into the options) and its plan. */
export interface FleetVehicle {
  option: number;
  result: PackResult;
}

/** The chosen fleet. Each vehicle's `unplaced` is what is left after it and the vehicles before it. */
export interface FleetPlan {
  vehicles: FleetVehicle[];
  /** Boxes no vehicle carries. */
  unplaced: { typeId: CargoType["id"]; count: number }[];
  /** Sum of the costs of the vehicles used, won. */
  costWon: number;
  /** True when every box is carried. */
  complete: boolean;
  /** Value carried, won; volume carried, mm³. */
  valueWon: number;
  volume: number;
}

type Rule = { kind: "ratio" } | { kind: "most" } | { kind: "prefer"; option: number };

const boxVolume = (t: CargoType) => t.length * t.width * t.height;

/** Cargo left after `placements` were loaded from `cargo`: the types with what is left of them. */
function leftAfter<T extends CargoType>(cargo: T[], placements: PackResult["placements"]): T[] {
  const placed = new Map<CargoType["id"], number>();
  for (const p of placements) placed.set(p.typeId, (placed.get(p.typeId) ?? 0) + 1);
  return cargo.map((t) => ({ ...t, quantity: t.quantity - (placed.get(t.id) ?? 0) })).filter((t) => t.quantity > 0);
}

/** True when `cargo` still holds every box of `placements`. */
function holds(cargo: CargoType[], placements: PackResult["placements"]): boolean {
  const left = new Map(cargo.map((t) => [t.id, t.quantity]));
  for (const p of placements) {
    const n = (left.get(p.typeId) ?? 0) - 1;
    if (n < 0) return false;
    left.set(p.typeId, n);
  }
  return true;
}

/** `result` with its `unplaced` restated as what of `cargo` it leaves. */
function restated(cargo: CargoType[], result: PackResult): PackResult {
  return { ...result, unplaced: leftAfter(cargo, result.placements).map((t) => ({ typeId: t.id, count: t.quantity })) };
}

/**
 * The most valuable parts of `cargo` for a vehicle of `capacity` mm³: the types ranked by value per
 * mm³, and the first 1, 2, … of them while their volume stays within 1.5 × the capacity (at most
 * three parts; the engine packs volume, so a value-first vehicle is packed from such a part).
 */
function valuableParts(cargo: ValuedCargo[], capacity: number): ValuedCargo[][] {
  const ranked = [...cargo].sort((a, b) => (b.valueWon ?? 0) / boxVolume(b) - (a.valueWon ?? 0) / boxVolume(a));
  const parts: ValuedCargo[][] = [];
  let volume = 0;
  for (let k = 1; k < ranked.length && parts.length < 3; k++) {
    volume += boxVolume(ranked[k - 1]!) * ranked[k - 1]!.quantity;
    if (volume > 1.5 * capacity) break;
    parts.push(ranked.slice(0, k));
  }
  return parts;
}

/**
 * Plans the cheapest fleet of `options` for `cargo` (see the module's comment). Throws RangeError
 * when there are no options, a count or cost is negative, or the engine refuses the cargo.
 */
export function planFleet(options: FleetOption[], cargo: ValuedCargo[], settings: FleetSettings): FleetPlan {
  if (options.length === 0) throw new RangeError("a fleet needs at least one vehicle type");
  for (const o of options) {
    if (o.count !== null && !(Number.isInteger(o.count) && o.count >= 0)) throw new RangeError("count must be ≥ 0");
    if (!(Number.isFinite(o.costWon) && o.costWon >= 0)) throw new RangeError("cost must be ≥ 0 won");
  }
  const clock = settings.now ?? Date.now;
  const started = clock();
  const deadline = started + settings.timeLimitMs;
  const maxVehicles = settings.maxVehicles ?? Number.POSITIVE_INFINITY;
  const all = cargo.filter((t) => t.quantity > 0);
  const value = new Map(all.map((t) => [t.id, t.valueWon ?? 0]));
  const volumeOf = new Map(all.map((t) => [t.id, boxVolume(t)]));
  const measure = (r: PackResult) => {
    let v = 0;
    let won = 0;
    for (const p of r.placements) {
      v += volumeOf.get(p.typeId) ?? 0;
      won += value.get(p.typeId) ?? 0;
    }
    return { volume: v, value: won };
  };

  // Time per pack: the first construction (about one pack per type and vehicle) in 60 % of the budget.
  const cargoVolume = all.reduce((s, t) => s + boxVolume(t) * t.quantity, 0);
  const meanVolume =
    options.reduce((s, o) => s + o.vehicle.length * o.vehicle.width * o.vehicle.height, 0) / options.length;
  const expectedVehicles = Math.max(1, Math.min(maxVehicles, Math.ceil(cargoVolume / (0.85 * meanVolume))));
  const packMs = Math.round(
    Math.min(2000, Math.max(20, (0.6 * settings.timeLimitMs) / (expectedVehicles * options.length))),
  );

  const cache = new Map<string, PackResult>();
  /** Packs `part` of the cargo `left` into a vehicle of `option`; its `unplaced` is all of `left` it leaves. */
  const packInto = (option: number, left: ValuedCargo[], part: ValuedCargo[] = left): PackResult => {
    const key = `${option}|${part.map((t) => `${String(t.id)}:${t.quantity}`).join(",")}`;
    let result = cache.get(key);
    if (!result) {
      result = pack(options[option]!.vehicle, part, {
        timeLimitMs: packMs,
        shouldStop: settings.shouldStop,
        now: settings.now,
      });
      cache.set(key, result);
      settings.onProgress?.(Math.min(1, (clock() - started) / Math.max(1, settings.timeLimitMs)));
    }
    return restated(left, result);
  };
  const valued = all.some((t) => (t.valueWon ?? 0) > 0);
  /** The pack of `option` for `rule`: by value, the best of the whole rest and its most valuable parts. */
  const packFor = (option: number, left: ValuedCargo[], rule: Rule): PackResult => {
    const whole = packInto(option, left);
    if (rule.kind !== "most" || settings.objective !== "value" || !valued) return whole;
    const { length, width, height } = options[option]!.vehicle;
    let best = whole;
    for (const part of valuableParts(left, length * width * height)) {
      const r = packInto(option, left, part);
      if (measure(r).value > measure(best).value) best = r;
    }
    return best;
  };

  /** One greedy construction; null when it ran out of time (only later constructions may). */
  const construct = (rule: Rule, mayAbandon: boolean): FleetPlan | null => {
    const available = options.map((o) => o.count ?? Number.POSITIVE_INFINITY);
    const vehicles: FleetVehicle[] = [];
    // Each type's last plan, loaded again while the cargo left still holds its boxes: a large cargo
    // list fills many vehicles alike, and a full vehicle's plan need not be searched again.
    const previous = new Map<number, PackResult>();
    let left = all;
    let cost = 0;
    while (left.length > 0 && vehicles.length < maxVehicles && !settings.shouldStop?.()) {
      if (mayAbandon && clock() > deadline) return null;
      const leftVolume = left.reduce((s, t) => s + boxVolume(t) * t.quantity, 0);
      const tried = options
        .map((o, i) => ({ i, cost: o.costWon }))
        .filter(({ i }) => available[i]! > 0)
        .map((c) => {
          const again = previous.get(c.i);
          const result = again && holds(left, again.placements) ? restated(left, again) : packFor(c.i, left, rule);
          previous.set(c.i, result);
          return { ...c, result, ...measure(result) };
        })
        .filter((c) => c.result.placements.length > 0);
      if (tried.length === 0) break;
      const complete = tried
        .filter((c) => c.result.unplaced.length === 0)
        .sort((a, b) => a.cost - b.cost || a.i - b.i)[0];
      const ratio = [...tried].sort((a, b) => a.cost / a.volume - b.cost / b.volume || b.volume - a.volume)[0]!;
      let chosen = ratio;
      if (rule.kind === "most") {
        const key = (c: (typeof tried)[number]) =>
          settings.objective === "value" ? [c.value, c.volume] : [c.volume, c.value];
        chosen = [...tried].sort((a, b) => {
          const [a1, a2] = key(a);
          const [b1, b2] = key(b);
          return b1! - a1! || b2! - a2! || a.cost - b.cost;
        })[0]!;
      } else if (rule.kind === "prefer") {
        chosen = tried.find((c) => c.i === rule.option) ?? ratio;
      }
      // Finish with the cheapest vehicle that takes everything left when it costs no more than the
      // rule's choice would at its rate for the whole rest.
      if (complete && complete.cost <= (chosen.cost / chosen.volume) * leftVolume) chosen = complete;
      vehicles.push({ option: chosen.i, result: chosen.result });
      available[chosen.i]! -= 1;
      cost += chosen.cost;
      left = leftAfter(left, chosen.result.placements);
    }
    const carried = vehicles.reduce(
      (s, v) => {
        const m = measure(v.result);
        return { volume: s.volume + m.volume, value: s.value + m.value };
      },
      { volume: 0, value: 0 },
    );
    return {
      vehicles,
      unplaced: left.map((t) => ({ typeId: t.id, count: t.quantity })),
      costWon: cost,
      complete: left.length === 0,
      valueWon: carried.value,
      volume: carried.volume,
    };
  };

  const first = construct({ kind: "ratio" }, false)!;
  const rules: Rule[] = [
    ...(first.complete ? [] : [{ kind: "most" } as Rule]),
    ...options.map((_, option) => ({ kind: "prefer", option }) as Rule),
    ...(first.complete ? [{ kind: "most" } as Rule] : []),
  ];
  let best = first;
  for (const rule of rules) {
    if (clock() > deadline || settings.shouldStop?.()) break;
    const plan = construct(rule, true);
    if (plan && better(plan, best, settings.objective)) best = plan;
  }
  settings.onProgress?.(1);
  return best;
}

/** True when fleet plan `a` is better than `b`: complete and cheaper, or (neither complete) more cargo by the objective, then cheaper. */
export function better(a: FleetPlan, b: FleetPlan, objective: FleetObjective): boolean {
  if (a.complete !== b.complete) return a.complete;
  if (!a.complete) {
    const [a1, a2, b1, b2] =
      objective === "value"
        ? [a.valueWon, a.volume, b.valueWon, b.volume]
        : [a.volume, a.valueWon, b.volume, b.valueWon];
    if (a1 !== b1) return a1 > b1;
    if (a2 !== b2) return a2 > b2;
  }
  if (a.costWon !== b.costWon) return a.costWon < b.costWon;
  return a.vehicles.length < b.vehicles.length;
}
