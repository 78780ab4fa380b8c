/**
 * Table types of the portal database (DESIGN.md section 3). Timestamps are ISO 8601 UTC text,
 * booleans are 0/1 integers on both dialects, money is integer won.
 * Legacy names are in docs/legacy-fields.md.
 */
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export interface UsersTable {
  userId: string;
  passwordHash: string | null;
  nameKo: string;
  nameEn: string | null;
  email: string | null;
  mobileNo: string | null;
  telNo: string | null;
  faxNo: string | null;
  businessNo: string | null;
  companyCode: string | null;
  companyName: string | null;
  role: "U" | "D" | "M" | "A";
  socialProvider: string | null;
  nationality: string;
  language: string;
  active: number;
  termsAgreedAt: string | null;
  failedLogins: number;
  lockedUntil: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token, hex. */
  sessionId: string;
  userId: string | null;
  csrfToken: string;
  remember: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** "account:{userId}" or "address:{ip}". */
  scope: string;
  at: string;
}

export interface BoardsTable {
  boardId: string;
  name: string;
  description: string;
  type: number;
  template: number;
  replyAllowed: number;
  attachmentsAllowed: number;
  maxAttachments: number;
  maxAttachmentSize: number;
  inUse: number;
  writeRole: "U" | "M" | "A";
  anonymous: number;
  commentsAllowed: number;
  notifyOnReply: number;
  /** Last NTT_NO handed out in this board. */
  postSeq: number;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface CategoriesTable {
  categoryId: Generated<number>;
  boardId: string;
  name: string;
  createdByName: string;
  inUse: number;
  createdAt: string;
}

export interface PostsTable {
  postId: Generated<number>;
  boardId: string;
  number: number;
  title: string;
  bodyHtml: string;
  /** Plain text of the body, for search and previews. */
  bodyText: string;
  parentId: number | null;
  /** Id of the top post of the thread (itself for a top post). */
  threadId: number;
  depth: number;
  /** Materialised path: parent's path + "/" + zero-padded post id; orders a thread. */
  sortPath: string;
  viewCount: Generated<number>;
  commentCount: Generated<number>;
  authorId: string;
  authorName: string;
  passwordHash: string | null;
  notice: Generated<number>;
  noticeStart: string | null;
  noticeEnd: string | null;
  bold: Generated<number>;
  secret: Generated<number>;
  replyAllowed: Generated<number>;
  commentAllowed: Generated<number>;
  categoryId: number | null;
  startAt: string | null;
  endAt: string | null;
  allDay: Generated<number>;
  anonymous: Generated<number>;
  deletedAt: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

export interface PostViewsTable {
  postId: number;
  viewerKey: string;
  /** Asia/Seoul calendar day, YYYY-MM-DD. */
  day: string;
}

export interface PostBigramsTable {
  postId: number;
  gram: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  boards: BoardsTable;
  categories: CategoriesTable;
  posts: PostsTable;
  postViews: PostViewsTable;
  postBigrams: PostBigramsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Board = Selectable<BoardsTable>;
export type NewBoard = Insertable<BoardsTable>;
export type BoardUpdate = Updateable<BoardsTable>;
export type Post = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type Session = Selectable<SessionsTable>;
