/**
 * The category manager of a board (boards spec section 2 "Category manager", 4, 5): list, add by
 * name, soft delete (USE_YN N). A name is unique among the board's live categories (also by a
 * partial unique index); adding the name of a deleted category brings that one back, so its posts
 * keep their label.
 */
import type { Category, CategoryWrite } from "@portal/contract";
import { type AdminActor, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import { existingBoard } from "./board-service.ts";

/** GET /api/admin/boards/{boardId}/categories: live categories with who added them and when. */
export async function listBoardCategories(ctx: AppContext, boardId: string): Promise<Category[]> {
  await existingBoard(ctx, boardId);
  return ctx.db
    .selectFrom("categories")
    .select(["categoryId", "name", "createdByName", "createdAt"])
    .where("boardId", "=", boardId)
    .where("inUse", "=", 1)
    .orderBy("categoryId")
    .execute();
}

/**
 * POST /api/admin/boards/{boardId}/categories.
 * @throws BOARD_NOT_FOUND; CATEGORY_EXISTS (409, 'a category that already exists')
 */
export async function addCategory(
  ctx: AppContext,
  admin: AdminActor,
  boardId: string,
  input: CategoryWrite,
): Promise<Category> {
  await existingBoard(ctx, boardId);
  const now = new Date().toISOString();
  try {
    return await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      const same = await trx
        .selectFrom("categories")
        .select(["categoryId", "inUse"])
        .where("boardId", "=", boardId)
        .where("name", "=", input.name)
        .orderBy("inUse", "desc")
        .executeTakeFirst();
      if (same?.inUse === 1) throw new AppError("CATEGORY_EXISTS");
      let categoryId: number;
      if (same) {
        categoryId = same.categoryId;
        await trx.updateTable("categories").set({ inUse: 1 }).where("categoryId", "=", categoryId).execute();
      } else {
        const row = await trx
          .insertInto("categories")
          .values({ boardId, name: input.name, createdByName: admin.user.nameKo, inUse: 1, createdAt: now })
          .returning("categoryId")
          .executeTakeFirstOrThrow();
        categoryId = row.categoryId;
      }
      await recordAudit(trx, admin, {
        action: "category.create",
        targetType: "category",
        targetId: String(categoryId),
        detail: { boardId, name: input.name },
      });
      return trx
        .selectFrom("categories")
        .select(["categoryId", "name", "createdByName", "createdAt"])
        .where("categoryId", "=", categoryId)
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CATEGORY_EXISTS");
    throw error;
  }
}

/**
 * DELETE /api/admin/boards/{boardId}/categories/{categoryId}: soft delete (USE_YN N).
 * @throws BOARD_NOT_FOUND, CATEGORY_NOT_FOUND (missing, of another board, or already deleted)
 */
export async function deleteCategory(
  ctx: AppContext,
  admin: AdminActor,
  boardId: string,
  categoryId: number,
): Promise<void> {
  await existingBoard(ctx, boardId);
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const category = await trx
      .selectFrom("categories")
      .select(["name"])
      .where("categoryId", "=", categoryId)
      .where("boardId", "=", boardId)
      .where("inUse", "=", 1)
      .executeTakeFirst();
    if (!category) throw new AppError("CATEGORY_NOT_FOUND");
    await trx.updateTable("categories").set({ inUse: 0 }).where("categoryId", "=", categoryId).execute();
    await recordAudit(trx, admin, {
      action: "category.delete",
      targetType: "category",
      targetId: String(categoryId),
      detail: { boardId, name: category.name },
    });
  });
}
