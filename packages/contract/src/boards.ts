import { z } from "zod";
import { pageOf } from "./common.ts";
import {
  BOARD_PAGE_SIZES,
  BOARD_TEMPLATES,
  BOARD_TYPES,
  DEFAULT_BOARD_PAGE_SIZE,
  MAX_ATTACHMENT_SIZE_LIMIT,
  MAX_ATTACHMENTS,
  POST_SORT_FIELDS,
  READ_ROLES,
  SECRET_MODES,
  WRITE_ROLES,
} from "./enums.ts";

/** A board as the API answers it (BBS, boards spec section 3) with its settings and what the viewer may do. */
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
  readRole: z.enum(READ_ROLES),
  commentRole: z.enum(WRITE_ROLES),
  secretMode: z.enum(SECRET_MODES),
  noticeAllowed: z.boolean(),
  notifyOnReply: z.boolean(),
  anonymous: z.boolean(),
  commentsAllowed: z.boolean(),
  defaultSort: z.enum(POST_SORT_FIELDS),
  defaultOrder: z.enum(["asc", "desc"]),
  /** Issue 41: distinct reporters that hide a post or comment pending review (0: never). */
  reportThreshold: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canRead: z.boolean(),
  canWrite: z.boolean(),
  canComment: z.boolean(),
  /** GET /api/boards/{boardId}: attachment rows of the write screen (0 on calendars or when off). */
  attachmentSlots: z.number().int().optional(),
  /** GET /api/boards/{boardId}: the largest file in bytes (the board's size, else the server's default). */
  maxFileBytes: z.number().int().optional(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardListSchema = z.object({ items: z.array(boardSchema) });

export const boardIdParamsSchema = z.object({
  boardId: z.string().regex(/^\d{20}$/, { error: "boardNotFound" }),
});

/** A category of a board (CAT_ID, CAT_NAME, ADD_USER_NAME, ADD_DATE). */
export const categorySchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  createdByName: z.string().optional(),
  createdAt: z.string().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ items: z.array(categorySchema) });

export const CATEGORY_NAME_MAX_LENGTH = 30;

/** POST /api/admin/boards/{boardId}/categories (boards spec section 5: empty name → 'check the category name'). */
export const categoryWriteSchema = z.object({
  name: z
    .string({ error: "categoryCheckName" })
    .trim()
    .min(1, { error: "categoryCheckName" })
    .max(CATEGORY_NAME_MAX_LENGTH, { error: "categoryNameTooLong" }),
});
export type CategoryWrite = z.infer<typeof categoryWriteSchema>;

export const categoryParamsSchema = boardIdParamsSchema.extend({
  categoryId: z.coerce.number().int().positive(),
});

export const BOARD_NAME_MAX_LENGTH = 100;
export const BOARD_DESCRIPTION_MAX_LENGTH = 1000;

/**
 * POST /api/admin/boards and PUT /api/admin/boards/{boardId} (boards spec section 2 "Board creation
 * screen" and section 5: name required 'write the title', description required 'write the content'),
 * plus the per-board settings administrators expect.
 */
export const boardWriteSchema = z.object({
  name: z
    .string({ error: "boardEnterName" })
    .trim()
    .min(1, { error: "boardEnterName" })
    .max(BOARD_NAME_MAX_LENGTH, { error: "boardNameTooLong" }),
  description: z
    .string({ error: "boardEnterDescription" })
    .trim()
    .min(1, { error: "boardEnterDescription" })
    .max(BOARD_DESCRIPTION_MAX_LENGTH, { error: "boardDescriptionTooLong" }),
  type: z.union(
    BOARD_TYPES.map((v) => z.literal(v)),
    { error: "boardChooseType" },
  ),
  template: z.union(
    BOARD_TEMPLATES.map((v) => z.literal(v)),
    { error: "boardChooseTemplate" },
  ),
  writeRole: z.enum(WRITE_ROLES, { error: "boardChooseWriteRole" }),
  attachmentsAllowed: z.boolean({ error: "boardChooseAttachments" }),
  maxAttachments: z
    .number({ error: "boardMaxAttachmentsRange" })
    .int({ error: "boardMaxAttachmentsRange" })
    .min(0, { error: "boardMaxAttachmentsRange" })
    .max(MAX_ATTACHMENTS, { error: "boardMaxAttachmentsRange" }),
  inUse: z.boolean({ error: "boardChooseInUse" }),
  replyAllowed: z.boolean().default(true),
  commentsAllowed: z.boolean().default(true),
  readRole: z.enum(READ_ROLES).default("ALL"),
  commentRole: z.enum(WRITE_ROLES).default("U"),
  secretMode: z.enum(SECRET_MODES).default("optional"),
  noticeAllowed: z.boolean().default(true),
  notifyOnReply: z.boolean().default(false),
  anonymous: z.boolean().default(false),
  maxAttachmentSize: z
    .number({ error: "boardMaxSizeRange" })
    .int({ error: "boardMaxSizeRange" })
    .min(0, { error: "boardMaxSizeRange" })
    .max(MAX_ATTACHMENT_SIZE_LIMIT, { error: "boardMaxSizeRange" })
    .default(0),
  defaultSort: z.enum(POST_SORT_FIELDS).default("createdAt"),
  defaultOrder: z.enum(["asc", "desc"]).default("desc"),
  /** Issue 41 (docs/moderation.md): distinct reporters that hide an item pending review; 0 turns it off. */
  reportThreshold: z
    .number({ error: "boardReportThresholdRange" })
    .int({ error: "boardReportThresholdRange" })
    .min(0, { error: "boardReportThresholdRange" })
    .max(100, { error: "boardReportThresholdRange" })
    .default(5),
});
export type BoardWrite = z.infer<typeof boardWriteSchema>;
export type BoardWriteInput = z.input<typeof boardWriteSchema>;

/** Sortable columns of the integrated board management list. */
export const ADMIN_BOARD_SORT_FIELDS = ["boardId", "name", "type", "createdAt", "writeRole", "inUse"] as const;

/** GET /api/admin/boards query: name filter, paging 5/10/25 (default 10), sort. */
export const adminBoardListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (BOARD_PAGE_SIZES as readonly number[]).includes(v), { error: "errorInvalidInput" })
    .default(DEFAULT_BOARD_PAGE_SIZE),
  sort: z.enum(ADMIN_BOARD_SORT_FIELDS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  q: z.string().trim().max(100).optional(),
});
export type AdminBoardListQuery = z.infer<typeof adminBoardListQuerySchema>;

export const adminBoardListSchema = pageOf(boardSchema);
export type AdminBoardList = z.infer<typeof adminBoardListSchema>;

export const boardCreatedSchema = z.object({ boardId: z.string() });

export { BOARD_TEMPLATES };
