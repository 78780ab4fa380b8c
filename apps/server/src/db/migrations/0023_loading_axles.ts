/**
 * Loading simulator, issue 27 section 1: the trucks' axle groups (docs/loading.md "Axle loads").
 * Seven nullable integer columns on loadingVehicles (all null: no axle data, as for the containers,
 * whose axles belong to the chassis and tractor, not to the box): the front and rear group centres
 * in mm from the load floor's front wall, the empty loads, the limits per group (kg) and the least
 * front share for steering (%). The trucks' figures are estimates (grade U) for an administrator to
 * confirm against the maker's weight distribution sheet; the limits are the road rule's 10 t per
 * axle (도로법 시행령 제79조, ospermit.go.kr, V) where it binds. Frozen in time: never import
 * application code here.
 */
import type { Kysely } from "kysely";

const COLUMNS = [
  "axleFrontX",
  "axleRearX",
  "axleFrontEmptyKg",
  "axleRearEmptyKg",
  "axleFrontMaxKg",
  "axleRearMaxKg",
  "axleMinFrontPercent",
] as const;

/** code prefix → the seven columns above (mm, mm, kg, kg, kg, kg, %). */
const SEEDS: [string, number[]][] = [
  ["KR1T-", [-1200, 1450, 1150, 650, 1500, 2000, 20]],
  ["KR2.5T-", [-1000, 2400, 2000, 1000, 2600, 4400, 20]],
  ["KR5T-", [-900, 3900, 3800, 2200, 6000, 10_000, 20]],
  ["KR11T-", [-1300, 4700, 5500, 4500, 7000, 20_000, 20]],
  ["KR25T-", [-300, 8400, 8000, 4500, 20_000, 20_000, 20]],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  for (const column of COLUMNS) await db.schema.alterTable("loadingVehicles").addColumn(column, "integer").execute();
  const kysely = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const [prefix, values] of SEEDS) {
    const row = Object.fromEntries(COLUMNS.map((c, i) => [c, values[i]]));
    await kysely.updateTable("loadingVehicles").set(row).where("code", "like", `${prefix}%`).execute();
  }
}
