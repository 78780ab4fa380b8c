/**
 * Loading simulator (issue 14): the vehicle catalogue (administrators edit it; seeded from
 * ../shared/reference/loading-vehicles.md with each row's source and grade) and the members' saved
 * plans (vehicle, cargo and result as JSON text; the list reads only the summary columns, newest
 * first by (userId, planId)). Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

const CONTAINER_SRC = "firstnationalshippingcompany.com/high-cube-cargo-container; powertex.com (V)";
const CARGODA = "cargoda.m-bia.com/2025/11/1-lpgev-vs.html (S)";

/** code, kind, name, L, W, H (mm), payload (kg), source, grade. */
const SEEDS: [string, string, string, number, number, number, number, string, string][] = [
  ["ISO20GP", "container", "20피트 컨테이너 (20' GP)", 5898, 2352, 2393, 28000, CONTAINER_SRC, "V"],
  ["ISO40GP", "container", "40피트 컨테이너 (40' GP)", 12032, 2352, 2393, 26500, CONTAINER_SRC, "V"],
  [
    "ISO40HC",
    "container",
    "40피트 하이큐브 (40' HC)",
    12032,
    2352,
    2698,
    26500,
    "powertex.com; freightutils.com/containers (V)",
    "V",
  ],
  [
    "KR1T-CARGO",
    "truck",
    "1톤 카고",
    2860,
    1630,
    1800,
    1000,
    `${CARGODA}; height: load height limit, not a side gate`,
    "S",
  ],
  ["KR1T-WING", "truck", "1톤 윙바디", 2850, 1600, 1700, 1000, "cargoda.m-bia.com/2025/07/1-35-5.html (S)", "S"],
  [
    "KR2.5T-CARGO",
    "truck",
    "2.5톤 카고",
    4300,
    2000,
    2000,
    2500,
    "commonly quoted, not found in a maker's sheet (U)",
    "U",
  ],
  [
    "KR2.5T-WING",
    "truck",
    "2.5톤 윙바디",
    4300,
    2000,
    2000,
    2500,
    "commonly quoted, not found in a maker's sheet (U)",
    "U",
  ],
  [
    "KR5T-CARGO",
    "truck",
    "5톤 카고",
    6200,
    2350,
    2300,
    5000,
    "pallet count T11×10 woodkorea.co.kr idxno=21865 (V); size commonly quoted (U)",
    "U",
  ],
  [
    "KR5T-WING",
    "truck",
    "5톤 윙바디",
    6200,
    2350,
    2300,
    5000,
    "pallet count T11×10 woodkorea.co.kr idxno=21865 (V); size commonly quoted (U)",
    "U",
  ],
  [
    "KR11T-CARGO",
    "truck",
    "11톤 카고",
    9100,
    2350,
    2500,
    11000,
    "lenews.co.kr uid=3720 (D); size commonly quoted (U)",
    "U",
  ],
  [
    "KR11T-WING",
    "truck",
    "11톤 윙바디",
    9100,
    2350,
    2500,
    11000,
    "lenews.co.kr uid=3720 (D); size commonly quoted (U)",
    "U",
  ],
  ["KR25T-CARGO", "truck", "25톤 카고", 10100, 2350, 2500, 25000, "commonly quoted (U)", "U"],
  ["KR25T-WING", "truck", "25톤 윙바디", 10100, 2350, 2500, 25000, "commonly quoted (U)", "U"],
];

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("loadingVehicles")
    .addColumn("vehicleId", "integer", autoId)
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("length", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("maxPayloadKg", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("grade", "text", (c) => c.notNull())
    .addColumn("sortOrder", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto("loadingVehicles" as never)
    .values(
      SEEDS.map(([code, kind, name, length, width, height, maxPayloadKg, source, grade], index) => ({
        code,
        kind,
        name,
        length,
        width,
        height,
        maxPayloadKg,
        source,
        grade,
        sortOrder: (index + 1) * 10,
        createdAt: now,
        updatedAt: now,
      })) as never,
    )
    .execute();

  await db.schema
    .createTable("loadingPlans")
    .addColumn("planId", "integer", autoId)
    .addColumn("userId", "text", (c) => c.notNull().references("users.userId"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("vehicleName", "text", (c) => c.notNull())
    .addColumn("boxCount", "integer", (c) => c.notNull())
    .addColumn("vehicleCount", "integer", (c) => c.notNull())
    .addColumn("volumeRatio", "real", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("loading_plans_user").on("loadingPlans").columns(["userId", "planId"]).execute();
}
