import { z } from "zod";
import { showsSomething } from "./common.ts";
import { BODY_MAX_LENGTH, POST_PAGE_SIZES, POST_SEARCH_FIELDS, POST_SORT_FIELDS, TITLE_MAX_LENGTH } from "./enums.ts";
import { fileInfoSchema } from "./files.ts";
import { MODERATION_STATES, moderationNoticeSchema } from "./moderation.ts";
import { parseVideoLink } from "./video.ts";

/**
 * The video of a post on a video board (BBS_TY_CODE 2): an uploaded file played by the browser,
 * or an embedded player of an allowlisted host.
 */
export const postVideoSchema = z.object({
  kind: z.enum(["file", "embed"]),
  /** The file (GET /api/files/{fileId}) or the player address. */
  url: z.string(),
  /** A still image for the list, when one is known. */
  posterUrl: z.string().nullable(),
  fileId: z.number().int().nullable(),
  /** The link as the writer entered it (embed only). */
  sourceUrl: z.string().nullable(),
});
export type PostVideo = z.infer<typeof postVideoSchema>;

/** The company card of a post on a company-profile board (BBS_TY_CODE 3). */
export const companyProfileSchema = z.object({
  name: z.string(),
  field: z.string(),
  contact: z.string(),
  homepage: z.string(),
  logoFileId: z.number().int().nullable(),
  logoUrl: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

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
  /** Attachments of the post. */
  fileCount: z.number().int(),
  /** Gallery boards: the first attached image's thumbnail, else the first picture of the body. */
  thumbnailUrl: z.string().nullable(),
  /** Card gallery (template 4) and company boards: the start of the body as plain text. */
  summary: z.string().nullable(),
  /** Video boards: the post's video. */
  video: postVideoSchema.nullable(),
  /** Company-profile boards: the company card. */
  company: companyProfileSchema.nullable(),
  /**
   * Issue 41: what hides the post from others (reports under review, an administrator, 임시조치), shown
   * to every reader as the row's mark (others read the sentence in the title's place); null when shown.
   */
  moderation: z.enum(MODERATION_STATES).nullable(),
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
  /** Where `q` is looked for: the title (default), the body, the author's name, or title and body. */
  field: z.enum(POST_SEARCH_FIELDS).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  /** Only top posts (the galleries: a reply is read from its post's detail). */
  topOnly: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  /** Only the posts of one thread (the post with all its replies), for the detail screen. */
  thread: z.coerce.number().int().positive().optional(),
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

/** A post linked from another screen: its id, board, title, date and reply depth (0: a top post). */
export const postLinkSchema = z.object({
  postId: z.number().int(),
  boardId: z.string(),
  title: z.string(),
  createdAt: z.string(),
  depth: z.number().int(),
});
export type PostLink = z.infer<typeof postLinkSchema>;

/**
 * GET /api/posts/{postId}/neighbours: the posts before (이전글) and after (다음글) it in its board's
 * default order, among the live posts the viewer may read; null at either end.
 */
export const postNeighboursSchema = z.object({
  previous: postLinkSchema.nullable(),
  next: postLinkSchema.nullable(),
});
export type PostNeighbours = z.infer<typeof postNeighboursSchema>;

/** A row of the newest posts across boards (통합게시판). */
export const newestPostSchema = postLinkSchema.extend({
  boardName: z.string(),
  authorName: z.string(),
  commentCount: z.number().int(),
  fileCount: z.number().int(),
});
export type NewestPost = z.infer<typeof newestPostSchema>;

/** Newest posts a list shows at most. */
export const NEWEST_POSTS_MAX = 50;

/** GET /api/posts/newest: the newest live posts of the boards the viewer may read, newest first. */
export const newestPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWEST_POSTS_MAX).default(20),
});
export const newestPostsSchema = z.object({ items: z.array(newestPostSchema) });
export type NewestPosts = z.infer<typeof newestPostsSchema>;

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
  /** The thread's top post (itself for a top post). */
  threadId: z.number().int(),
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
  /** The attachment rows, in FILE_SN order. */
  files: z.array(fileInfoSchema),
  video: postVideoSchema.nullable(),
  company: companyProfileSchema.nullable(),
  /** True on an anonymous board: the author shows as a pseudonym. */
  anonymous: z.boolean(),
  /** Issue 41: why the post is hidden from others (shown to its author and administrators), or null. */
  moderation: moderationNoticeSchema.nullable().optional(),
  /** Issue 41: whether the viewer may report it (a member, not its author). */
  reportable: z.boolean().optional(),
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
  .max(BODY_MAX_LENGTH, { error: "bodyTooLong" })
  .refine(showsSomething, { error: "enterBody" });
const optionalDate = z.iso.datetime({ offset: true }).nullable().optional();

const profileText = (max: number) => z.string().trim().max(max, { error: "companyFieldTooLong" });

/** Company card fields of a company-profile board post; the name is required there. */
export const companyWriteSchema = z.object({
  name: z.string({ error: "enterCompanyName" }).trim().min(1, { error: "enterCompanyName" }).max(100, {
    error: "companyFieldTooLong",
  }),
  field: profileText(100).default(""),
  contact: profileText(100).default(""),
  homepage: z
    .string()
    .trim()
    .max(300, { error: "companyFieldTooLong" })
    .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: "companyHomepageInvalid" })
    .default(""),
  /** An image uploaded through POST /api/boards/{boardId}/media, or the post's current logo. */
  logoFileId: z.number().int().positive().nullable().optional(),
});
export type CompanyWrite = z.infer<typeof companyWriteSchema>;

/** A video link from an allowlisted host (YouTube, Vimeo, Naver TV, Kakao TV). */
export const videoLinkSchema = z
  .string()
  .trim()
  .max(500, { error: "videoLinkInvalid" })
  .refine((v) => parseVideoLink(v) !== null, { error: "videoLinkInvalid" });

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
  /** Video boards: a link from an allowlisted host … */
  videoUrl: videoLinkSchema.nullable().optional(),
  /** … or a video uploaded through POST /api/boards/{boardId}/media (exactly one of the two). */
  videoFileId: z.number().int().positive().nullable().optional(),
  /** Company-profile boards: the company card. */
  company: companyWriteSchema.nullable().optional(),
});
export type PostWrite = z.infer<typeof postWriteSchema>;
export type PostWriteInput = z.input<typeof postWriteSchema>;

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

/** GET /api/boards/{boardId}/events: calendar entries overlapping [from, to). */
export const calendarQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: "errorInvalidInput" }),
  to: z.iso.datetime({ offset: true, error: "errorInvalidInput" }),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** A calendar entry (template 2). All-day entries start and end at Asia/Seoul midnight; `endAt` is the last day. */
export const calendarEventSchema = z.object({
  postId: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  allDay: z.boolean(),
  categoryName: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListSchema = z.object({ items: z.array(calendarEventSchema) });
