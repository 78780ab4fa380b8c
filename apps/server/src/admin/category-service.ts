/**
 * The category manager of a board (boards spec section 2 "Category manager", 4, 5): list, add by
 * name, soft delete (USE_YN N). A name is unique among the board's live categories (also by a
 * partial unique index); adding the name of a deleted category brings that one back, so its posts
 * keep their label.
 */
import type { Category, CategoryWrite } from "@portal/contract";
import { auditedChange, changed } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../db/dialect.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import { existingBoard } from "./board-service.ts";
import {
  findCategory,
  findCategoryByName,
  findLiveCategory,
  insertCategory,
  listLiveCategories,
  setCategoryInUse,
} from "./category-queries.ts";

/** GET /api/admin/boards/{boardId}/categories: live categories with who added them and when. */
export async function listBoardCategories(ctx: AppContext, boardId: string): Promise<Category[]> {
  await existingBoard(ctx, boardId);
  return listLiveCategories(ctx.db, boardId);
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
  const createdAt = new Date().toISOString();
  try {
    const categoryId = await auditedChange(ctx, admin, {
      write: async (trx) => {
        const same = await findCategoryByName(trx, boardId, input.name);
        if (same?.inUse === 1) throw new AppError("CATEGORY_EXISTS");
        if (!same)
          return insertCategory(trx, { boardId, name: input.name, createdByName: admin.user.nameKo, createdAt });
        await setCategoryInUse(trx, same.categoryId, true);
        return same.categoryId;
      },
      audit: (_, id) => ({
        action: "category.create",
        targetType: "category",
        targetId: String(id),
        detail: { boardId, name: input.name },
      }),
    });
    return await findCategory(ctx.db, categoryId);
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
  await auditedChange(ctx, admin, {
    read: (trx) => findLiveCategory(trx, boardId, categoryId),
    missing: "CATEGORY_NOT_FOUND",
    write: async (trx) => changed(await setCategoryInUse(trx, categoryId, false)),
    audit: (category) => ({
      action: "category.delete",
      targetType: "category",
      targetId: String(categoryId),
      detail: { boardId, name: category.name },
    }),
  });
}
