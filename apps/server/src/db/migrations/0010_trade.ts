/**
 * Used-equipment trade (issue 11; members spec section 3): categories (code list), deals, their
 * search grams, photos (three sizes each), comments and favourites. Frozen in time: never import
 * application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

/** The category code list (MBP040010G1): code, Korean and English names, display order. */
const CATEGORIES: [string, string, string][] = [
  ["FORKLIFT", "지게차", "Forklift"],
  ["RACK", "랙·선반", "Rack / shelving"],
  ["PALLET", "팔레트", "Pallet"],
  ["CONVEYOR", "컨베이어", "Conveyor"],
  ["AGV", "AGV·AMR", "AGV / AMR"],
  ["PACKING", "포장·검수 설비", "Packing / inspection"],
  ["LIFT", "리프트·호이스트", "Lift / hoist"],
  ["ETC", "기타", "Other"],
];

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("tradeCategories")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("nameKo", "text", (c) => c.notNull())
    .addColumn("nameEn", "text", (c) => c.notNull())
    .addColumn("sortOrder", "integer", (c) => c.notNull())
    .execute();
  await db
    .insertInto("tradeCategories" as never)
    .values(CATEGORIES.map(([code, nameKo, nameEn], i) => ({ code, nameKo, nameEn, sortOrder: i + 1 })) as never)
    .execute();

  await db.schema
    .createTable("deals")
    .addColumn("dealNo", "integer", autoId)
    .addColumn("dealType", "text", (c) => c.notNull().defaultTo("SEL"))
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("condition", "text", (c) => c.notNull())
    .addColumn("modelNo", "text", (c) => c.notNull())
    .addColumn("modelName", "text", (c) => c.notNull())
    .addColumn("modelYear", "integer", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("descriptionHtml", "text", (c) => c.notNull())
    // Lower-cased title and description text: the exact check after the gram index narrowed the rows.
    .addColumn("searchText", "text", (c) => c.notNull())
    .addColumn("telNo", "text", (c) => c.notNull())
    .addColumn("authorId", "text", (c) => c.notNull())
    .addColumn("authorName", "text", (c) => c.notNull())
    .addColumn("coverPhotoId", "integer")
    .addColumn("favoriteCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("completedAt", "text")
    .addColumn("hiddenAt", "text")
    .addColumn("hiddenBy", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("updatedBy", "text", (c) => c.notNull())
    .execute();
  // Lists walk DEAL_NO newest first (keyset): all, by category, by author.
  await db.schema.createIndex("deals_visible").on("deals").columns(["hiddenAt", "dealNo"]).execute();
  await db.schema.createIndex("deals_category").on("deals").columns(["category", "hiddenAt", "dealNo"]).execute();
  await db.schema.createIndex("deals_author").on("deals").columns(["authorId", "dealNo"]).execute();

  // Search grams of a deal's title and description: character pairs within words and single characters.
  await db.schema
    .createTable("dealGrams")
    .addColumn("gram", "text", (c) => c.notNull())
    .addColumn("dealNo", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("deal_grams_pk", ["gram", "dealNo"])
    .execute();
  await db.schema.createIndex("deal_grams_deal").on("dealGrams").column("dealNo").execute();

  await db.schema
    .createTable("dealPhotos")
    .addColumn("photoId", "integer", autoId)
    // Null while uploaded but not yet saved with a deal.
    .addColumn("dealNo", "integer")
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("uploaderId", "text", (c) => c.notNull())
    .addColumn("originalName", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("fullKey", "text", (c) => c.notNull())
    .addColumn("detailKey", "text", (c) => c.notNull())
    .addColumn("cardKey", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("deletedAt", "text")
    .execute();
  await db.schema.createIndex("deal_photos_deal").on("dealPhotos").columns(["dealNo", "deletedAt", "seq"]).execute();
  await db.schema.createIndex("deal_photos_uploader").on("dealPhotos").columns(["uploaderId", "createdAt"]).execute();

  await db.schema
    .createTable("dealComments")
    .addColumn("seq", "integer", autoId)
    .addColumn("dealNo", "integer", (c) => c.notNull())
    .addColumn("authorId", "text", (c) => c.notNull())
    .addColumn("authorName", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("deletedAt", "text")
    .execute();
  await db.schema.createIndex("deal_comments_deal").on("dealComments").columns(["dealNo", "seq"]).execute();

  await db.schema
    .createTable("dealFavorites")
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("dealNo", "integer", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("deal_favorites_pk", ["userId", "dealNo"])
    .execute();
  await db.schema.createIndex("deal_favorites_deal").on("dealFavorites").column("dealNo").execute();
}
