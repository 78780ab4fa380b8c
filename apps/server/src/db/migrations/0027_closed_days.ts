/**
 * Issue 24 §5 and §6.
 * - `reservationDays`: one row per calendar day (`YYYY-MM-DD`, Asia/Seoul) that has ever held a booking or
 *   been closed: `reservations` counts its active reservations (every place, every event), `closedReason`
 *   (with `closedBy`, `closedAt`) marks a day an administrator closed. A booking and a close each change
 *   this one row in one conditional statement, so they cannot both pass (docs/reservations.md "Closed
 *   days"). Filled here with the active reservations already made.
 * - The vehicle catalogue's seeded sources (0013) said in Korean, where an administrator has not changed
 *   them.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";

/** The seeded English source → its Korean wording (only rows still holding the seed are changed). */
const SOURCES: [string, string][] = [
  [
    "firstnationalshippingcompany.com/high-cube-cargo-container; powertex.com (V)",
    "컨테이너 제원표: firstnationalshippingcompany.com/high-cube-cargo-container, powertex.com",
  ],
  ["powertex.com; freightutils.com/containers (V)", "컨테이너 제원표: powertex.com, freightutils.com/containers"],
  [
    "cargoda.m-bia.com/2025/11/1-lpgev-vs.html (S); height: load height limit, not a side gate",
    "차량 소개 글: cargoda.m-bia.com/2025/11/1-lpgev-vs.html (높이는 적재 높이 한도이며 옆문 높이가 아님)",
  ],
  ["cargoda.m-bia.com/2025/07/1-35-5.html (S)", "차량 소개 글: cargoda.m-bia.com/2025/07/1-35-5.html"],
  ["commonly quoted, not found in a maker's sheet (U)", "업계에서 흔히 쓰는 수치 (제조사 제원표에서 확인하지 못함)"],
  [
    "pallet count T11×10 woodkorea.co.kr idxno=21865 (V); size commonly quoted (U)",
    "T-11 팔레트 10장: woodkorea.co.kr idxno=21865 (확인), 크기는 업계에서 흔히 쓰는 수치 (미확인)",
  ],
  [
    "lenews.co.kr uid=3720 (D); size commonly quoted (U)",
    "lenews.co.kr uid=3720 에서 계산, 크기는 업계에서 흔히 쓰는 수치 (미확인)",
  ],
  ["commonly quoted (U)", "업계에서 흔히 쓰는 수치 (미확인)"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reservationDays")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("reservations", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("closedReason", "text")
    .addColumn("closedBy", "text")
    .addColumn("closedAt", "text")
    .addCheckConstraint("reservation_days_count", sql`reservations >= 0`)
    .execute();
  await sql`
    INSERT INTO "reservationDays" ("day", "reservations")
    SELECT d."date", COUNT(*) FROM "reservations" r
    JOIN "reservationSlots" s ON s."slotId" = r."slotId"
    JOIN "reservationDates" d ON d."dateId" = s."dateId"
    WHERE r."status" = 'active'
    GROUP BY d."date"`.execute(db);

  const kysely = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const [seeded, korean] of SOURCES) {
    await kysely.updateTable("loadingVehicles").set({ source: korean }).where("source", "=", seeded).execute();
  }
}
