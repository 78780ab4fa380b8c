/**
 * Deals of a withdrawing member (issue 24 §4; docs/members.md "Withdrawal"), in the caller's
 * transaction: their open deals are closed (FINISH_YN F: no trade request reaches a member who is
 * gone; no completion note goes to the favouriters, as nothing was sold), their deals and deal
 * comments stay under the neutral name, every deal's seller phone (TEL_NO) is cleared, and their
 * favourites are removed with the deals' counts lowered by the same rows. `now` is an ISO time.
 */
import type { Db } from "../db/database.ts";

export async function withdrawFromTrade(trx: Db, userId: string, neutral: string, now: string): Promise<void> {
  await trx
    .updateTable("deals")
    .set({ completedAt: now, updatedAt: now, updatedBy: userId })
    .where("authorId", "=", userId)
    .where("completedAt", "is", null)
    .execute();
  await trx.updateTable("deals").set({ authorName: neutral, telNo: "" }).where("authorId", "=", userId).execute();
  await trx.updateTable("dealComments").set({ authorName: neutral }).where("authorId", "=", userId).execute();
  const favourites = await trx.deleteFrom("dealFavorites").where("userId", "=", userId).returning("dealNo").execute();
  for (const { dealNo } of favourites) {
    await trx
      .updateTable("deals")
      .set((eb) => ({ favoriteCount: eb("favoriteCount", "-", 1) }))
      .where("dealNo", "=", dealNo)
      .execute();
  }
}
