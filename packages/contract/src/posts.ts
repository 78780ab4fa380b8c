import { z } from "zod";
import { BODY_MAX_LENGTH, POST_PAGE_SIZES, POST_SORT_FIELDS, TITLE_MAX_LENGTH } from "./enums.ts";

/** Row of the board list (table template). Secret posts of others carry a masked title. */
export const postRowSchema = z.object({
  postId: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
  depth: z.number().int(),
  notice: z.boolean(),
  bold: z.boolean(),
  secret: z.boolean(),
  readable: z.boolean(),
  categoryName: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type PostRow = z.infer<typeof postRowSchema>;

/** GET /api/boards/{boardId}/posts query. Without `sort`/`order` the board's default sort applies. */
export const postListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (POST_PAGE_SIZES as readonly number[]).includes(v), { error: "errorInvalidInput" })
    .default(15),
  sort: z.enum(POST_SORT_FIELDS).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  q: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postListSchema = z.object({
  items: z.array(postRowSchema),
  notices: z.array(postRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The sort applied: the query's, else the board's default. */
  sort: z.enum(POST_SORT_FIELDS),
  order: z.enum(["asc", "desc"]),
});
export type PostList = z.infer<typeof postListSchema>;

/** What the viewer may do with a post; computed by the server (boards spec section 6). */
export const postPermissionsSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canReply: z.boolean(),
});

/** GET /api/posts/{postId} */
export const postDetailSchema = z.object({
  postId: z.number().int(),
  boardId: z.string(),
  number: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  notice: z.boolean(),
  noticeStart: z.string().nullable(),
  noticeEnd: z.string().nullable(),
  bold: z.boolean(),
  secret: z.boolean(),
  replyAllowed: z.boolean(),
  commentAllowed: z.boolean(),
  hasPassword: z.boolean(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  allDay: z.boolean(),
  permissions: postPermissionsSchema,
});
export type PostDetail = z.infer<typeof postDetailSchema>;

const title = z
  .string({ error: "enterTitle" })
  .trim()
  .min(1, { error: "enterTitle" })
  .max(TITLE_MAX_LENGTH, { error: "titleTooLong" });
const body = z
  .string({ error: "enterBody" })
  .min(1, { error: "enterBody" })
  .max(BODY_MAX_LENGTH, { error: "bodyTooLong" });
const optionalDate = z.iso.datetime({ offset: true }).nullable().optional();

/**
 * POST /api/boards/{boardId}/posts and PUT /api/posts/{postId} body (boards spec section 5:
 * title, body, secret, notice and bold required). Admin-only flags are checked by the server.
 */
export const postWriteSchema = z.object({
  title,
  bodyHtml: body,
  secret: z.boolean({ error: "enterSecret" }),
  notice: z.boolean({ error: "enterNotice" }),
  bold: z.boolean({ error: "enterBold" }),
  replyAllowed: z.boolean().default(true),
  commentAllowed: z.boolean().default(true),
  noticeStart: optionalDate,
  noticeEnd: optionalDate,
  password: z.string().max(100).optional(),
  categoryId: z.number().int().positive().nullable().optional(),
  startAt: optionalDate,
  endAt: optionalDate,
  allDay: z.boolean().default(false),
});
export type PostWrite = z.infer<typeof postWriteSchema>;

/** PUT /api/posts/{postId}: the write fields plus the post password when one is set. */
export const postUpdateSchema = postWriteSchema.extend({
  currentPassword: z.string().max(100).optional(),
});
export type PostUpdate = z.infer<typeof postUpdateSchema>;

/** POST /api/posts/{postId}/replies (boards spec section 5: body and secret flag required). */
export const replyWriteSchema = z.object({
  title,
  bodyHtml: body,
  secret: z.boolean({ error: "enterSecret" }),
  password: z.string().max(100).optional(),
});
export type ReplyWrite = z.infer<typeof replyWriteSchema>;

export const postIdParamsSchema = z.object({ postId: z.coerce.number().int().positive() });

export const postPasswordSchema = z.object({ password: z.string().max(100) });

export const postCreatedSchema = z.object({ postId: z.number().int(), boardId: z.string() });
