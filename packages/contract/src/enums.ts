/**
 * Enumerations and business constants shared by web and server.
 * Boards spec sections 3, 6 and 9.
 */

/** USER_AUTH levels, ordered: U ordinary user < D (not described) < M company administrator < A administrator. */
export const ROLES = ["U", "D", "M", "A"] as const;
export type Role = (typeof ROLES)[number];

/** The three write permissions a board may require (WRITE_AUTH). */
export const WRITE_ROLES = ["U", "M", "A"] as const;
export type WriteRole = (typeof WRITE_ROLES)[number];

/** True when `role` is at least `required` in the U < D < M < A order. */
export function roleAtLeast(role: Role | null | undefined, required: Role): boolean {
  if (!role) return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** TMPLAT_ID: 1 table list, 2 calendar, 3 thumbnail gallery, 4 card gallery with description. */
export const BOARD_TEMPLATES = [1, 2, 3, 4] as const;
export type BoardTemplate = (typeof BOARD_TEMPLATES)[number];

/** BBS_TY_CODE: 1 ordinary with attachments, 2 video, 3 company profile. */
export const BOARD_TYPES = [1, 2, 3] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** Post list page sizes (boards spec section 9). */
export const POST_PAGE_SIZES = [15, 30, 45] as const;
export const DEFAULT_POST_PAGE_SIZE = 15;

/** Integrated board management page sizes (boards spec section 9); the default is 10. */
export const BOARD_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_BOARD_PAGE_SIZE = 10;

/** Who may read a board: everyone (visitors too), or members with at least this role. */
export const READ_ROLES = ["ALL", "U", "M", "A"] as const;
export type ReadRole = (typeof READ_ROLES)[number];

/** Secret posts on a board: not allowed, the writer's choice, or every new post secret. */
export const SECRET_MODES = ["off", "optional", "forced"] as const;
export type SecretMode = (typeof SECRET_MODES)[number];

/** Largest per-file attachment size an administrator may set on a board (bytes); 0 means the server default. */
export const MAX_ATTACHMENT_SIZE_LIMIT = 100 * 1024 * 1024;

/** Page sizes of the administration lists (members, requests, audit log). */
export const ADMIN_PAGE_SIZES = [10, 25, 50] as const;

/** Audit log entries are kept at least this long … */
export const AUDIT_MIN_RETENTION_DAYS = 366;
/** … and purged once older than this (changes of a member's role excepted: see below). */
export const AUDIT_PURGE_AFTER_DAYS = 400;
/** Changes of administrator rights (role changes, audit action member.role) are kept three years … */
export const ROLE_CHANGE_RETENTION_YEARS = 3;
/** … as days (a leap day included). */
export const ROLE_CHANGE_RETENTION_DAYS = ROLE_CHANGE_RETENTION_YEARS * 365 + 1;
/**
 * Records of administrators' access to personal data are kept two years (개인정보의 안전성 확보조치
 * 기준 §8) …
 */
export const PRIVACY_ACCESS_RETENTION_YEARS = 2;
/** … and purged once older than this many days (a leap day included). */
export const PRIVACY_ACCESS_RETENTION_DAYS = PRIVACY_ACCESS_RETENTION_YEARS * 365 + 1;

/** Attachment slots per post: FILE1..FILE10. */
export const MAX_ATTACHMENTS = 10;

/** Images and videos placed in one post's body (uploaded through the editor). */
export const MAX_BODY_MEDIA = 30;

/** What a stored file is: an image (re-encoded, thumbnailed), a video, or any other allowed file. */
export const FILE_KINDS = ["image", "video", "file"] as const;
/** A stored file's kind. */
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * Where a post's file is used: an attachment row (counted against ATCH_POSBL_FILE_NUMBER), a
 * picture or video in the body, the video of a video board's post, or a company profile's logo.
 */
export const FILE_ROLES = ["attachment", "body", "video", "logo"] as const;
/** A post file's role. */
export type FileRole = (typeof FILE_ROLES)[number];

/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 2000;

/** Deepest comment reply level the API accepts ("nested at any depth", with a sane bound). */
export const COMMENT_MAX_DEPTH = 100;

/** The bamboo forest board: anonymous (ANONYMOUS_AT Y). */
export const ANONYMOUS_BOARD_ID = "20210714090704000071";

/** Sortable columns of the board list. */
export const POST_SORT_FIELDS = ["number", "title", "author", "createdAt", "viewCount"] as const;
export type PostSortField = (typeof POST_SORT_FIELDS)[number];
/** Where a board search looks: title, body, author's name, or title and body (NTT_SJ, NTT_CN, FRST_REGISTER_NM). */
export const POST_SEARCH_FIELDS = ["title", "body", "author", "titleBody"] as const;
export type PostSearchField = (typeof POST_SEARCH_FIELDS)[number];

/** Title length limit (characters) and body limit (characters of HTML). */
export const TITLE_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 200_000;
