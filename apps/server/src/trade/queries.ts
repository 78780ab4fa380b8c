/**
 * Trade queries (Kysely, the same on SQLite and PostgreSQL). Lists walk DEAL_NO by keyset
 * (`before`/`after`), newest first, on the indexes of migration 0010: a page costs what the page
 * costs. Counters (favourites) move in the same transaction as their rows. Each takes `db` or a
 * transaction as its first argument. `listDeals` is written differently per dialect (see there).
 */
import { type DealCard, type DealListQuery, dealPhotoUrl, seoulDay, seoulDayStart } from "@portal/contract";
import type { Insertable, Updateable } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName, literalReads } from "../db/dialect.ts";
import type { Database, Deal } from "../db/schema.ts";
import { indexGrams, queryTerms } from "./search.ts";

/** The category code list in display order. */
export function listCategories(db: Db) {
  return db.selectFrom("tradeCategories").select(["code", "nameKo", "nameEn"]).orderBy("sortOrder").execute();
}

/** One category by code, or undefined. */
export function findCategory(db: Db, code: string) {
  return db.selectFrom("tradeCategories").select(["code", "nameKo"]).where("code", "=", code).executeTakeFirst();
}

/** A deal with its category's Korean name, hidden or not, or undefined. */
export function findDeal(db: Db, dealNo: number) {
  return db
    .selectFrom("deals as d")
    .leftJoin("tradeCategories as c", "c.code", "d.category")
    .selectAll("d")
    .select("c.nameKo as categoryName")
    .where("d.dealNo", "=", dealNo)
    .executeTakeFirst();
}

export type DealWithCategory = NonNullable<Awaited<ReturnType<typeof findDeal>>>;

/** Who is listing: their id (mine, wish tabs) and whether hidden deals are shown (administrators). */
export interface ListViewer {
  userId: string | null;
  isAdmin: boolean;
}

/** The card-size picture of a deal's first photo (`deals.coverPhotoId`, FILE_MGT_CODE), or null. */
function coverUrlOf(coverPhotoId: number | null): string | null {
  return coverPhotoId ? dealPhotoUrl(coverPhotoId, "card") : null;
}

/** The card of a row. */
function presentCard(row: Deal & { categoryName: string | null }, today: string): DealCard {
  return {
    dealNo: row.dealNo,
    dealType: row.dealType,
    companyCode: row.companyCode,
    title: row.title,
    categoryName: row.categoryName ?? row.category,
    amount: Number(row.amount),
    completed: row.completedAt !== null,
    isNew: seoulDay(new Date(row.createdAt)) === today,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt,
    coverUrl: coverUrlOf(row.coverPhotoId),
  };
}

/**
 * One page of deals for the tab, days, category and keyword of `query`, newest first.
 * `older`/`newer` are the cursors of the neighbouring pages (null where there is none). Literal reads on SQLite.
 */
export async function listDeals(db: Db, dialect: DialectName, query: DealListQuery, viewer: ListViewer) {
  let q = literalReads(db).selectFrom("deals as d").leftJoin("tradeCategories as c", "c.code", "d.category");
  if (!viewer.isAdmin) {
    q = q.where("d.hiddenAt", "is", null);
    // Issue 41: a deal hidden by moderation stays in its author's list only.
    q = q.where((eb) => eb.or([eb("d.moderation", "is", null), eb("d.authorId", "=", viewer.userId ?? "")]));
  }
  if (query.tab === "mine") q = q.where("d.authorId", "=", viewer.userId ?? "");
  if (query.tab === "wish") {
    q = q.innerJoin("dealFavorites as f", (join) =>
      join.onRef("f.dealNo", "=", "d.dealNo").on("f.userId", "=", viewer.userId ?? ""),
    );
  }
  if (query.category) q = q.where("d.category", "=", query.category);
  if (query.from) q = q.where("d.createdAt", ">=", seoulDayStart(query.from));
  if (query.to) q = q.where("d.createdAt", "<", seoulDayStart(query.to, 1));
  if (query.q) {
    const { grams, words } = queryTerms(query.q);
    // One index probe per gram and deal while the deals are walked newest first: a page stops
    // after its rows, instead of first gathering every deal that has the grams. The grams only
    // narrow; the LIKE below decides. With a category as well, PostgreSQL multiplies the three
    // (correlated) selectivities, expects a handful of rows and sorts every match of the category
    // (82–115 ms for 팔레트 in PALLET, 20 requests/s): there the category index walked newest first
    // with the LIKE alone is taken (0.2 ms), which costs at most the category's own deals.
    const probeGrams = !(dialect === "postgres" && query.category);
    for (const gram of probeGrams ? grams : []) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("dealGrams as g")
            .select("g.dealNo")
            .whereRef("g.dealNo", "=", "d.dealNo")
            .where("g.gram", "=", gram),
        ),
      );
    }
    for (const word of words) q = q.where((eb) => containsText(dialect, eb.ref("d.searchText"), word));
  }
  const newerFirst = query.after === undefined;
  if (query.before !== undefined) q = q.where("d.dealNo", "<", query.before);
  if (query.after !== undefined) q = q.where("d.dealNo", ">", query.after);
  const rows = await q
    .selectAll("d")
    .select("c.nameKo as categoryName")
    .orderBy("d.dealNo", newerFirst ? "desc" : "asc")
    .limit(query.pageSize + 1)
    .execute();
  const more = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  if (!newerFirst) page.reverse();
  const today = seoulDay(new Date());
  const items = page.map((row) => presentCard(row, today));
  const first = items[0]?.dealNo ?? null;
  const last = items.at(-1)?.dealNo ?? null;
  return {
    items,
    pageSize: query.pageSize,
    older: newerFirst ? (more ? last : null) : last,
    newer: newerFirst ? (query.before !== undefined ? first : null) : more ? first : null,
  };
}

/** Replaces the search grams of a deal (inside its save transaction). */
export async function indexDeal(db: Db, dealNo: number, searchText: string): Promise<void> {
  await db.deleteFrom("dealGrams").where("dealNo", "=", dealNo).execute();
  const grams = indexGrams(searchText);
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < grams.length; i += 400) {
    await db
      .insertInto("dealGrams")
      .values(grams.slice(i, i + 400).map((gram) => ({ gram, dealNo })))
      .execute();
  }
}

/** Is the deal in the member's favourites? */
export async function isFavorite(db: Db, userId: string, dealNo: number): Promise<boolean> {
  const row = await db
    .selectFrom("dealFavorites")
    .select("dealNo")
    .where("userId", "=", userId)
    .where("dealNo", "=", dealNo)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds (`on`) or removes a favourite; the deal's counter moves only when a row did. Returns the new count. */
export async function setFavorite(db: Db, userId: string, dealNo: number, on: boolean): Promise<number> {
  const changed = on
    ? Number(
        (
          await db
            .insertInto("dealFavorites")
            .values({ userId, dealNo, createdAt: new Date().toISOString() })
            .onConflict((oc) => oc.columns(["userId", "dealNo"]).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0,
      )
    : Number(
        (
          await db
            .deleteFrom("dealFavorites")
            .where("userId", "=", userId)
            .where("dealNo", "=", dealNo)
            .executeTakeFirst()
        ).numDeletedRows,
      );
  if (changed > 0) {
    await db
      .updateTable("deals")
      .set((eb) => ({ favoriteCount: eb("favoriteCount", on ? "+" : "-", 1) }))
      .where("dealNo", "=", dealNo)
      .execute();
  }
  const row = await db.selectFrom("deals").select("favoriteCount").where("dealNo", "=", dealNo).executeTakeFirst();
  return Number(row?.favoriteCount ?? 0);
}

/** Ids of the members who favourited a deal (for the completion and price-drop notes). */
export async function favoriterIds(db: Db, dealNo: number): Promise<string[]> {
  const rows = await db.selectFrom("dealFavorites").select("userId").where("dealNo", "=", dealNo).execute();
  return rows.map((r) => r.userId);
}

/** Live comments of a deal, oldest first. */
export function listDealComments(db: Db, dealNo: number) {
  return db
    .selectFrom("dealComments")
    .selectAll()
    .where("dealNo", "=", dealNo)
    .where("deletedAt", "is", null)
    .orderBy("seq")
    .execute();
}

/** A live comment of a deal, or undefined. */
export function findDealComment(db: Db, dealNo: number, seq: number) {
  return db
    .selectFrom("dealComments")
    .selectAll()
    .where("dealNo", "=", dealNo)
    .where("seq", "=", seq)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

/** Live photos of a deal in display order. */
export function dealPhotos(db: Db, dealNo: number) {
  return db
    .selectFrom("dealPhotos")
    .selectAll()
    .where("dealNo", "=", dealNo)
    .where("deletedAt", "is", null)
    .orderBy("seq")
    .execute();
}

/** A live photo by id (an unsaved upload or a deal's). */
export function findLivePhoto(db: Db, photoId: number) {
  return db
    .selectFrom("dealPhotos")
    .selectAll()
    .where("photoId", "=", photoId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

/**
 * Makes photo `photoId` number `seq` of the deal if, and only if, it is `userId`'s unsaved upload or
 * already the deal's (one conditional UPDATE); false otherwise.
 */
export async function placePhoto(db: Db, dealNo: number, photoId: number, seq: number, userId: string) {
  const result = await db
    .updateTable("dealPhotos")
    .set({ dealNo, seq })
    .where("photoId", "=", photoId)
    .where("deletedAt", "is", null)
    .where((eb) =>
      eb.or([eb.and([eb("dealNo", "is", null), eb("uploaderId", "=", userId)]), eb("dealNo", "=", dealNo)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The deal's live photos other than `keptIds`. */
export function photosBesides(db: Db, dealNo: number, keptIds: number[]) {
  let gone = db.selectFrom("dealPhotos").selectAll().where("dealNo", "=", dealNo).where("deletedAt", "is", null);
  if (keptIds.length > 0) gone = gone.where("photoId", "not in", keptIds);
  return gone.execute();
}

/** Marks photos `photoIds` deleted at `now`. */
export async function deletePhotos(db: Db, photoIds: number[], now: string): Promise<void> {
  await db.updateTable("dealPhotos").set({ deletedAt: now }).where("photoId", "in", photoIds).execute();
}

/** Sets the deal's cover photo (null: none). */
export async function setCoverPhoto(db: Db, dealNo: number, photoId: number | null): Promise<void> {
  await db.updateTable("deals").set({ coverPhotoId: photoId }).where("dealNo", "=", dealNo).execute();
}

/** Inserts a deal; returns its number. */
export async function insertDeal(db: Db, values: Insertable<Database["deals"]>): Promise<number> {
  const row = await db.insertInto("deals").values(values).returning("dealNo").executeTakeFirstOrThrow();
  return row.dealNo;
}

/** The deal's price and completion (for a price drop). */
export function dealPrice(db: Db, dealNo: number) {
  return db.selectFrom("deals").select(["amount", "completedAt"]).where("dealNo", "=", dealNo).executeTakeFirst();
}

/**
 * Writes `columns` into the deal if, and only if, `userId` wrote it and it is not hidden (one
 * conditional UPDATE); false otherwise.
 */
export async function updateOwnDeal(
  db: Db,
  dealNo: number,
  userId: string,
  columns: Updateable<Database["deals"]>,
): Promise<boolean> {
  const result = await db
    .updateTable("deals")
    .set({ ...columns, updatedAt: new Date().toISOString(), updatedBy: userId })
    .where("dealNo", "=", dealNo)
    .where("authorId", "=", userId)
    .where("hiddenAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the deal completed at `now` if, and only if, `userId` wrote it and it is open and not hidden
 * (one conditional UPDATE); resolves with its title, undefined otherwise.
 */
export function completeOwnDeal(db: Db, dealNo: number, userId: string, now: string) {
  return db
    .updateTable("deals")
    .set({ completedAt: now, updatedAt: now, updatedBy: userId })
    .where("dealNo", "=", dealNo)
    .where("authorId", "=", userId)
    .where("completedAt", "is", null)
    .where("hiddenAt", "is", null)
    .returning("title")
    .executeTakeFirst();
}

/**
 * The deal if `userId` may request it (open, visible, not theirs), undefined otherwise. A no-op
 * UPDATE: its WHERE is the rule, and on PostgreSQL it holds the deal row until the commit.
 */
export function lockRequestableDeal(db: Db, dealNo: number, userId: string) {
  return db
    .updateTable("deals")
    .set((eb) => ({ favoriteCount: eb.ref("favoriteCount") }))
    .where("dealNo", "=", dealNo)
    .where("hiddenAt", "is", null)
    .where("completedAt", "is", null)
    .where("authorId", "!=", userId)
    .returning(["dealNo", "authorId", "title"])
    .executeTakeFirst();
}

/** Hides the deal (by `adminId`, now) or restores it; false when there is no such deal. */
export async function setHidden(db: Db, dealNo: number, hidden: boolean, adminId: string): Promise<boolean> {
  const result = await db
    .updateTable("deals")
    .set(hidden ? { hiddenAt: new Date().toISOString(), hiddenBy: adminId } : { hiddenAt: null, hiddenBy: null })
    .where("dealNo", "=", dealNo)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inserts a comment of the deal; returns its seq. */
export async function insertDealComment(
  db: Db,
  values: { dealNo: number; authorId: string; authorName: string; body: string },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("dealComments")
    .values({ ...values, createdAt: now, updatedAt: now, deletedAt: null })
    .returning("seq")
    .executeTakeFirstOrThrow();
  return row.seq;
}

/** Writes the comment's body if, and only if, `authorId` wrote it and it is live; false otherwise. */
export async function updateOwnDealComment(db: Db, dealNo: number, seq: number, authorId: string, body: string) {
  const result = await db
    .updateTable("dealComments")
    .set({ body, updatedAt: new Date().toISOString() })
    .where("dealNo", "=", dealNo)
    .where("seq", "=", seq)
    .where("authorId", "=", authorId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the live comment if, and only if, `authorId` wrote it (null: anyone's, for an
 * administrator); false otherwise.
 */
export async function deleteDealCommentRow(db: Db, dealNo: number, seq: number, authorId: string | null) {
  let query = db
    .updateTable("dealComments")
    .set({ deletedAt: new Date().toISOString() })
    .where("dealNo", "=", dealNo)
    .where("seq", "=", seq)
    .where("deletedAt", "is", null);
  if (authorId !== null) query = query.where("authorId", "=", authorId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
