import { z } from "zod";
import { BOARD_TEMPLATES, BOARD_TYPES, WRITE_ROLES } from "./enums.ts";

/** A board as the API answers it (BBS, boards spec section 3). */
export const boardSchema = z.object({
  boardId: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.union(BOARD_TYPES.map((v) => z.literal(v))),
  template: z.number().int(),
  replyAllowed: z.boolean(),
  attachmentsAllowed: z.boolean(),
  maxAttachments: z.number().int().min(0).max(10),
  maxAttachmentSize: z.number().int().nonnegative(),
  inUse: z.boolean(),
  writeRole: z.enum(WRITE_ROLES),
  anonymous: z.boolean(),
  commentsAllowed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canWrite: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardListSchema = z.object({ items: z.array(boardSchema) });

export const boardIdParamsSchema = z.object({
  boardId: z.string().regex(/^\d{20}$/, { error: "boardNotFound" }),
});

export { BOARD_TEMPLATES };
