/**
 * A heavy load plan shared by the plan pool's tests and its benchmark (scripts/bench-pool.ts): a 40'
 * high cube and 5,000 boxes of 20 sizes, for which the engine searches its full time. Units mm, kg.
 */

/** A 40-foot high-cube container's inner space (mm) and payload (kg), as a plan's vehicle. */
export const HC40 = {
  vehicleId: null,
  name: "40피트 하이큐브",
  length: 12032,
  width: 2352,
  height: 2698,
  maxPayloadKg: 26500,
};

/** 5,000 boxes in 20 rows of 250, sizes 300–780 × 250–530 × 200–480 mm, 5–11 kg. */
export const BIG_CARGO = Array.from({ length: 20 }, (_, i) => ({
  id: `c${i}`,
  length: 300 + ((i * 137) % 480),
  width: 250 + ((i * 71) % 280),
  height: 200 + ((i * 53) % 280),
  weightKg: 5 + (i % 7),
  quantity: 250,
  canStand: [true, true, true],
  stackable: true,
}));
