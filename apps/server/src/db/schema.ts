/**
 * Table types of the portal database (DESIGN.md section 3). Timestamps are ISO 8601 UTC text,
 * booleans are 0/1 integers on both dialects, money is integer won.
 * Legacy names are in docs/legacy-fields.md.
 */
import type {
  BoardTemplate,
  BoardType,
  FileKind,
  FileRole,
  LedgerKind,
  ReadRole,
  Role,
  SecretMode,
  WriteRole,
} from "@portal/contract";
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
  /** USER_AUTH (contract enums.ts `ROLES`, U < D < M < A). */
  role: Role;
  socialProvider: string | null;
  nationality: string;
  language: string;
  active: number;
  termsAgreedAt: string | null;
  failedLogins: number;
  lockedUntil: string | null;
  lastLoginAt: string | null;
  /** Set while an administrator has locked the account (no login, sessions ended). */
  lockedAt: string | null;
  lockedBy: string | null;
  /** SALES_USER_NAME: the staff member who recommended the member. */
  salesUserName: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the member withdrew (migration 0024); the row is then a tombstone without personal data. */
  withdrawnAt: Generated<string | null>;
  /** TOTP secret, base32 (issue 43 §2); pending while `totpEnabledAt` is null. */
  totpSecret: Generated<string | null>;
  /** When the second factor was turned on; null: off. */
  totpEnabledAt: Generated<string | null>;
  /** The last TOTP time step a code was accepted for (each code once). */
  totpLastStep: Generated<number | null>;
  /** Issue 41: suspended by an administrator until this time (UTC), with the reason. */
  suspendedUntil: Generated<string | null>;
  suspendReason: Generated<string | null>;
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
  /** When the member last re-entered their password (the re-check before a password change). */
  reauthAt: string | null;
}

export interface BoardsTable {
  boardId: string;
  name: string;
  description: string;
  /** BBS_TY_CODE (contract board-kinds.ts `BoardTypeCode`; read through its predicates). */
  type: BoardType;
  /** TMPLAT_ID (contract board-kinds.ts `BoardTemplateId`; read through its predicates). */
  template: BoardTemplate;
  replyAllowed: number;
  attachmentsAllowed: number;
  maxAttachments: number;
  maxAttachmentSize: number;
  inUse: number;
  writeRole: WriteRole;
  /** Lowest role that may read ("ALL" = visitors too). */
  readRole: Generated<ReadRole>;
  /** Lowest role that may comment. */
  commentRole: Generated<WriteRole>;
  secretMode: Generated<SecretMode>;
  noticeAllowed: Generated<number>;
  defaultSort: Generated<"number" | "title" | "author" | "createdAt" | "viewCount">;
  defaultOrder: Generated<"asc" | "desc">;
  anonymous: number;
  commentsAllowed: number;
  notifyOnReply: number;
  /** Last NTT_NO handed out in this board. */
  postSeq: number;
  /** Live posts of the board, and live top posts; kept by the post writes' transactions. */
  postCount: Generated<number>;
  topPostCount: Generated<number>;
  /** Changes with every write to the board's deep-page blocks (posts/block-cache.ts). */
  blocksVersion: Generated<number>;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
  /** Issue 41: distinct reporters that hide an item pending review (0: never). */
  reportThreshold: Generated<number>;
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
  /** Live attachments (role "attachment"); changed only by conditional UPDATEs in files/queries.ts. */
  fileCount: Generated<number>;
  /** Video boards: the embedded player's address (from an allowlisted host), or null. */
  videoUrl: string | null;
  /** Video boards: the uploaded video file, or null. */
  videoFileId: number | null;
  /** Company-profile boards: the company card. */
  companyName: string | null;
  companyField: string | null;
  companyContact: string | null;
  companyHomepage: string | null;
  logoFileId: number | null;
  /** The thread's top post's title, author name and views (the list sorts' keys; itself for a top post). */
  threadTitle: Generated<string>;
  threadAuthor: Generated<string>;
  threadViews: Generated<number>;
  /** Issue 41: null shown; "review" hidden by reports, "hidden" by an administrator, "temporary" 임시조치. */
  moderation: Generated<ModerationState | null>;
}

export interface PostViewsTable {
  postId: number;
  viewerKey: string;
  /** Asia/Seoul calendar day, YYYY-MM-DD. */
  day: string;
}

/** One search gram (a character or a pair) of a live post: where it occurs (bits 1 title, 2 body, 4 author). */
export interface SearchGramsTable {
  boardId: string;
  gram: string;
  postId: number;
  fields: number;
  /** 1 when the post is secret or hidden by moderation (migration 0037): search leaves it out for other members. */
  secret: number;
}

/** Live posts (and top posts) of a board whose thread id is in [block × 1000, block × 1000 + 999]. */
export interface ListBlocksTable {
  boardId: string;
  block: number;
  rows: number;
  topRows: number;
}

/**
 * Live posts (and top posts) of a board in one key range of a sort (posts/range-blocks.ts): from this
 * key `(keyText | keyNum, threadId)` up to the next block's.
 */
export interface SortBlocksTable {
  boardId: string;
  /** "title", "author" or "viewCount". */
  listSort: string;
  keyText: string;
  keyNum: number;
  threadId: number;
  rows: number;
  topRows: number;
}

/** Postings of a gram per block of 1,000 post ids (migration 0028) and per (fields, secret) (posts/post-index/search-blocks.ts). */
export interface SearchGramBlocksTable {
  boardId: string;
  gram: string;
  /** floor(postId / 10,000). */
  block: number;
  fields: number;
  secret: number;
  posts: number;
}

/** Exact number of live posts with a gram in a board, per (fields, secret) combination. */
export interface SearchGramCountsTable {
  boardId: string;
  gram: string;
  fields: number;
  secret: number;
  posts: number;
}

/**
 * A stored file [Attachment: FILE_SN, FILE_SIZE, ORIGNL_FILE_NM, FILE_EXTSN, STRE_FILE_NM]. The
 * bytes are in the file storage under `storageKey` (and `thumbKey` for an image's thumbnail).
 */
export interface FilesTable {
  fileId: Generated<number>;
  /** "post", or "draft" while an editor upload waits for its post to be saved. */
  ownerType: "post" | "draft";
  ownerId: number | null;
  /** Board of a draft (null once owned by a post). */
  boardId: string | null;
  role: FileRole;
  seq: number;
  kind: FileKind;
  originalName: string;
  storageKey: string;
  thumbKey: string | null;
  /** Bytes (BIGINT: a video may pass 2 GB). */
  size: number;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
  createdAt: string;
  createdBy: string;
  deletedAt: string | null;
}

/**
 * A comment [NTT_ID, ANSWER_NO, WRTER_ID, WRTER_NM, ANSWER, ANSWER_LC, PARNTSCTT_NO]. Ordered in
 * its post by `sortPath` (parent's path + "/" + zero-padded id).
 */
export interface CommentsTable {
  commentId: Generated<number>;
  postId: number;
  parentId: number | null;
  depth: number;
  sortPath: string;
  authorId: string;
  authorName: string;
  anonymous: number;
  /** Anonymous boards: 0 for the post's author ('익명(글쓴이)'), n ≥ 1 for '익명 n'. */
  aliasNo: number | null;
  body: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** Issue 41: as posts.moderation. */
  moderation: Generated<ModerationState | null>;
}

/** A demonstration-centre event [EVENT_NO, EVENT_NAME]. */
export interface ReservationEventsTable {
  eventNo: Generated<number>;
  name: string;
  description: string;
  /** 1 while members may reserve; 0 hides the event from the modal. */
  open: number;
  /** Set only on the seeded demo event, so concurrent starts seed it once. */
  seedKey: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A place [BRANCH_CODE, BRANCH_NAME, ADDR_LOC]. */
export interface ReservationBranchesTable {
  branchCode: string;
  name: string;
  address: string;
  createdAt: string;
  updatedAt: string;
}

/** A date of an event at a place [PERIOD, EVENT_DATE]. */
export interface ReservationDatesTable {
  dateId: Generated<number>;
  eventNo: number;
  branchCode: string;
  /** Asia/Seoul calendar day, YYYY-MM-DD. */
  date: string;
  createdAt: string;
}

/**
 * A time slot [SEQ_NO, START_TIME, END_TIME]; AVAILABLE_PERSON is `capacity - booked`.
 * `booked` only changes through the conditional updates of reservations/queries.ts.
 */
export interface ReservationSlotsTable {
  slotId: Generated<number>;
  dateId: number;
  seq: number;
  /** Asia/Seoul wall-clock time, HH:MM. */
  startTime: string;
  endTime: string;
  capacity: number;
  booked: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/**
 * A calendar day (YYYY-MM-DD, Asia/Seoul) of the visit calendar (migration 0027): its active reservations
 * over every place and event, and the reason when an administrator closed it. Moved only by the
 * conditional statements of reservations/closed-days.ts.
 */
export interface ReservationDaysTable {
  day: string;
  reservations: Generated<number>;
  closedReason: string | null;
  closedBy: string | null;
  closedAt: string | null;
}

/** One member's reservation of one slot: 1 + companions [WITH_USER] seats. */
export interface ReservationsTable {
  reservationId: Generated<number>;
  slotId: number;
  userId: string;
  companions: number;
  seats: number;
  status: "active" | "cancelled";
  createdAt: string;
  cancelledAt: string | null;
  /** Who cancelled: the member or an administrator's id. */
  cancelledBy: string | null;
}

/** Append-only record of administrator actions and logins (UPDATE refused by a trigger). */
/** Audit entries per Asia/Seoul day (`YYYY-MM-DD`), kept by triggers on auditLog (migration 0015). */
export interface AuditDaysTable {
  day: string;
  entries: number;
}

/** Members per role and state (active, locked, inactive), kept by triggers on users (migration 0015). */
export interface MemberCountsTable {
  role: string;
  state: string;
  members: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** JSON object with the action's details, or null. */
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** One administrator read or export of members' personal data (migration 0021; UPDATE refused). */
export interface PrivacyAccessLogTable {
  id: Generated<number>;
  at: string;
  adminId: string;
  action: string;
  /** JSON object: the query or target that selected the members, or null. */
  filter: string | null;
  memberCount: number;
  ip: string | null;
  userAgent: string | null;
  /** Why the data was downloaded (downloads only; issue 43 §3), else null. */
  reason: string | null;
}

/** One Asia/Seoul month's access review sign-off (issue 43 §3): only inserted, never purged. */
export interface AccessReviewsTable {
  /** YYYY-MM (Asia/Seoul). */
  month: string;
  reviewerId: string;
  note: string;
  signedAt: string;
}

/** One recovery code of a member's second factor: its sha256 (hex) and when it was used. */
export interface RecoveryCodesTable {
  userId: string;
  codeHash: string;
  usedAt: string | null;
}

/** One erased member (issue 43 §4): no personal data, only the login id and when. */
export interface ErasureLedgerTable {
  id: Generated<number>;
  userId: string;
  /** ISO time of the erasure. */
  erasedAt: string;
  /** What erased the member: "withdrawal". */
  kind: string;
}

/** A member whose data one `privacyAccessLog` row's answer held. */
export interface PrivacyAccessMembersTable {
  accessId: number;
  userId: string;
}

export interface PasswordResetTokensTable {
  /** sha256 of the token in the mailed link, hex. */
  tokenHash: string;
  userId: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface CompaniesTable {
  companyCode: string;
  name: string;
  businessNo: string | null;
  /** When the company joined the alliance, or null. */
  allianceAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Kind for the logistics council statistics (issue 12): logistics, manufacturing or other. */
  kind: Generated<"logistics" | "manufacturing" | "other">;
}

export type RequestStatus = "pending" | "approved" | "refused";

export interface CompanyRequestsTable {
  id: Generated<number>;
  userId: string;
  businessNo: string;
  companyName: string;
  status: Generated<RequestStatus>;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

export interface AllianceApplicationsTable {
  id: Generated<number>;
  userId: string;
  companyCode: string;
  companyName: string;
  representativeName: string;
  status: Generated<RequestStatus>;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** One consent given by a member [TERMS_USE, TERMS_PERSONAL, TERMS_LOCATION, TERMS_PROMOTION]; the newest counts. */
export interface UserConsentsTable {
  id: Generated<number>;
  userId: string;
  termsUse: number;
  termsPersonal: number;
  termsLocation: number;
  termsPromotion: number;
  /** TERMS_VERSION of the texts agreed to. */
  version: string;
  agreedAt: string;
  ip: string | null;
}

/** A Kakao, Naver or Google account linked to a member; `subject` is the provider's user id. */
export interface SocialAccountsTable {
  provider: string;
  subject: string;
  userId: string;
  email: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/**
 * One rate-limit counter (http/rate-limit.ts): `scope` names the rule and the address or account;
 * times in ms since the epoch (PostgreSQL bigint, read back through Number()).
 */
export interface RateCountersTable {
  scope: string;
  hits: number;
  windowStart: number;
  blockedUntil: number;
}

/** A note (쪽지): NTT_ID, NTT_CN, ADD_USER_ID/NAME, REF_NO, ADD_DATE (members spec 3). */
export interface NotesTable {
  noteId: Generated<number>;
  /** "note", or "trade" for a trade request (REF_NO is then the deal number). */
  kind: "note" | "trade";
  senderId: string;
  senderName: string;
  bodyHtml: string;
  /** The body as plain text: the list's first line and the text search. */
  bodyText: string;
  refNo: number | null;
  /** USER_NAME_LOC: the recipients' names, comma separated, as sent. */
  recipientNames: string;
  /** 1 when the sender is the only recipient (to-myself list, not the sent list). */
  selfOnly: number;
  sentAt: string;
  editedAt: string | null;
  /** Set by the first recipient who reads it: from then on the sender cannot edit. */
  firstReadAt: string | null;
  /** The sender deleted their copy (sent list). */
  senderDeletedAt: string | null;
}

/** One recipient's copy of a note: READ_YN (readAt), USE_AT (box) and deletion are theirs alone. */
export interface NoteRecipientsTable {
  noteId: number;
  recipientId: string;
  recipientName: string;
  /** Copied from the note, for the box index. */
  kind: "note" | "trade";
  /** 1 when the sender wrote to themselves (the to-myself list, not the received one). */
  fromSelf: number;
  /** inbox, kept (USE_AT S), spam (sender on the spam list), blocked (never shown) or deleted. */
  box: "inbox" | "kept" | "spam" | "blocked" | "deleted";
  readAt: string | null;
  deletedAt: string | null;
}

/** A block (TYPE I) or spam (TYPE S) entry: TARGET_USER_ID, and the entry's id as its NTT_ID. */
export interface NoteBlocksTable {
  blockId: Generated<number>;
  ownerId: string;
  targetId: string;
  type: "I" | "S";
  createdAt: string;
}

/** A member starred in the address book's important tab. */
export interface NoteContactsTable {
  ownerId: string;
  contactId: string;
  createdAt: string;
}

/** A durable background job (issue 15): mail and other work, run once by whichever node claims it. */
/** Issue 40: one notification of one member (unique per recipient and event key). */
export interface NotificationsTable {
  id: Generated<number>;
  recipientId: string;
  /** The event's stable key (e.g. "comment:12"): one row per member per key. */
  eventKey: string;
  /** A NotificationType of the contract. */
  type: string;
  /** Who acted; null on the anonymous board (never named there). */
  actorId: string | null;
  actorName: string | null;
  /** What it points at: "post" (targetId = postId), "deal" (dealNo) or "reservation" (reservationId). */
  /** "moderation" (issue 41): a report or a 임시조치's outcome, its link in params. */
  /** "admin": an administrator's queue or roster (targetId the entry's id), its link in params. */
  targetKind: "post" | "deal" | "reservation" | "moderation" | "admin";
  targetId: string;
  /** A comment's id (board) or sequence (deal), for the link's anchor. */
  anchor: string | null;
  /** The target's title when the notification was made (shown only while the target is readable). */
  title: string;
  /** JSON of the text's other values (prices, a time). */
  params: Generated<string>;
  createdAt: string;
  readAt: string | null;
  /** 0: the member turned the portal off for the type; the row is kept only for its e-mail. */
  inPortal: Generated<number>;
  /** When a mail (at once or the digest) claimed the row; null until then. */
  emailedAt: string | null;
  /** When the fan-out claimed the row for its Web Push (issue 40 §2); null until then. */
  pushedAt: string | null;
}

/** Issue 40: a member's channels for one type they changed (no row: the contract's default). */
export interface NotificationPreferencesTable {
  userId: string;
  type: string;
  portal: number;
  /** "off", "now" or "digest". */
  email: string;
  /** 1 or 0: Web Push for the type; null: the contract's default (migration 0038). */
  push: number | null;
  updatedAt: string;
}

/** Issue 40 §2: one browser's Web Push subscription (its push service address), of one member. */
export interface PushSubscriptionsTable {
  endpoint: string;
  userId: string;
  /** The browser's P-256 public key and auth secret (base64url), for the payload's encryption. */
  p256dh: string;
  auth: string;
  createdAt: string;
}

/** Issue 40: a member's notifications of one board (no row: posts off, notices on). */
export interface BoardSubscriptionsTable {
  userId: string;
  boardId: string;
  /** 1: told of each new post (boardPost). */
  posts: number;
  /** 1: told of each new notice (boardNotice). */
  notices: number;
  updatedAt: string;
}

/** A server-made signing key per purpose (e.g. the digest's unsubscribe address), made once. */
export interface SigningKeysTable {
  purpose: string;
  secret: string;
  createdAt: string;
}

export interface JobsTable {
  id: Generated<number>;
  /** What to run: a handler name such as "mail". */
  kind: string;
  /** JSON of the job's input. */
  payload: string;
  /** ISO time from which the job may run (later after each failure). */
  runAt: string;
  attempts: Generated<number>;
  maxAttempts: number;
  /** The node running it, until `lockedUntil` (a node that dies leaves the lease to expire). */
  lockedBy: string | null;
  lockedUntil: string | null;
  doneAt: string | null;
  /** Set when the last allowed attempt failed. */
  failedAt: string | null;
  lastError: string | null;
  createdAt: string;
}

/** A periodic task's next due time; the node that moves it forward runs the task. */
/** A backup (issue 43 §1; migration 0035; docs/operations.md "Backups"). */
export interface BackupsTable {
  id: Generated<number>;
  /** "scheduled" (the daily run) or "manual" (지금 백업). */
  trigger: "scheduled" | "manual";
  /** The Seoul date of a scheduled backup (unique: one per day across nodes); null for manual ones. */
  scheduledDate: string | null;
  status: "queued" | "running" | "verified" | "failed" | "removed";
  requestedBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  nodeId: string | null;
  /** The backup's folder. */
  location: string | null;
  dialect: string | null;
  /** Bytes of the database copy plus the files it added (BIGINT). */
  sizeBytes: number | null;
  fileCount: number | null;
  backupMs: number | null;
  verifyMs: number | null;
  /** Why it failed (English, for operators), or null. */
  reason: string | null;
}

export interface SchedulesTable {
  name: string;
  nextRunAt: string;
  lastRunBy: string | null;
  lastRunAt: string | null;
}

// --- trade (issue 11; members spec section 3)

/** The trade category code list (MBP040010G1). */
export interface TradeCategoriesTable {
  code: string;
  nameKo: string;
  nameEn: string;
  sortOrder: number;
}

/** A deal [DEAL_NO, DEAL_TYPE, COMPANY_CODE, …, FINISH_YN]; money in won. */
export interface DealsTable {
  dealNo: Generated<number>;
  dealType: string;
  companyCode: string;
  title: string;
  category: string;
  condition: "H" | "M" | "L";
  modelNo: string;
  modelName: string;
  modelYear: number;
  amount: number;
  location: string;
  descriptionHtml: string;
  searchText: string;
  telNo: string;
  authorId: string;
  authorName: string;
  coverPhotoId: number | null;
  favoriteCount: number;
  /** FINISH_YN F since then; null while trading. */
  completedAt: string | null;
  hiddenAt: string | null;
  hiddenBy: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  /** Issue 41: as posts.moderation. */
  moderation: Generated<ModerationState | null>;
}

export interface DealGramsTable {
  gram: string;
  dealNo: number;
}

/** A deal photo (S_FUNC_CODE DL; photoId is the FILE_MGT_CODE) with its three stored sizes. */
export interface DealPhotosTable {
  photoId: Generated<number>;
  dealNo: number | null;
  seq: number;
  uploaderId: string;
  originalName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  fullKey: string;
  detailKey: string;
  cardKey: string;
  createdAt: string;
  deletedAt: string | null;
}

export interface DealCommentsTable {
  seq: Generated<number>;
  dealNo: number;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** Issue 41: as posts.moderation. */
  moderation: Generated<ModerationState | null>;
}

export interface DealFavoritesTable {
  userId: string;
  dealNo: number;
  createdAt: string;
}

/** Loading simulator (issue 14): the vehicle catalogue, sizes in mm, payload in kg. */
export interface LoadingVehiclesTable {
  vehicleId: Generated<number>;
  code: string;
  kind: "container" | "truck";
  name: string;
  length: number;
  width: number;
  height: number;
  maxPayloadKg: number;
  source: string;
  grade: "V" | "S" | "D" | "U";
  sortOrder: number;
  /** Axle groups (migration 0023; all null: no axle data): centres mm from the load floor's front wall, kg, %. */
  axleFrontX: number | null;
  axleRearX: number | null;
  axleFrontEmptyKg: number | null;
  axleRearEmptyKg: number | null;
  axleFrontMaxKg: number | null;
  axleRearMaxKg: number | null;
  axleMinFrontPercent: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A member's saved load plan; `body` is the JSON of vehicle, pallet base, cargo and results. */
export interface LoadingPlansTable {
  planId: Generated<number>;
  userId: string;
  name: string;
  vehicleName: string;
  boxCount: number;
  vehicleCount: number;
  volumeRatio: number;
  body: string;
  createdAt: string;
  updatedAt: string;
}

/** A driver's link of a saved plan (issue 27 §5): only the token's sha256 (hex) is kept. */
export interface LoadingSharesTable {
  shareId: Generated<number>;
  planId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** One imported ledger file (issue 13); unique per company and file content (sha256 hex). */
export interface LedgerImportsTable {
  importId: Generated<number>;
  companyCode: string;
  kind: LedgerKind;
  fileName: string;
  fileHash: string;
  rowCount: number;
  createdBy: string | null;
  createdAt: string;
}

/** A billing entry: customer, module, AR/AP, amount (won), count, Asia/Seoul day. */
export interface BillingEntriesTable {
  id: Generated<number>;
  importId: number;
  companyCode: string;
  docNo: string;
  day: string;
  customerName: string;
  module: string;
  arap: string;
  amount: number;
  count: number;
}

/** Billing summed per company, month (YYYY-MM), customer, module and AR/AP; kept by the import. */
export interface BillingMonthlyTable {
  companyCode: string;
  month: string;
  customerName: string;
  module: string;
  arap: string;
  amount: number;
  count: number;
}

/** Billing summed per company, month, customer and AR/AP; kept by the import. */
export interface BillingCustomerMonthlyTable {
  companyCode: string;
  month: string;
  customerName: string;
  arap: string;
  amount: number;
  count: number;
}

/** Billing summed per company, year (YYYY), customer and AR/AP; kept by the import. */
export interface BillingCustomerYearlyTable {
  companyCode: string;
  year: string;
  customerName: string;
  arap: string;
  amount: number;
  count: number;
}

/** Billing summed per company, month, module and AR/AP; kept by the import. */
export interface BillingModuleMonthlyTable {
  companyCode: string;
  month: string;
  module: string;
  arap: string;
  amount: number;
  count: number;
}

/** Billing summed per company, day and AR/AP (settlement); kept by the import. */
export interface BillingDailyTable {
  companyCode: string;
  day: string;
  arap: string;
  amount: number;
  count: number;
}

export interface OrderEntriesTable {
  id: Generated<number>;
  importId: number;
  companyCode: string;
  orderNo: string;
  day: string;
  customerName: string;
  status: string;
  quantity: number;
  amount: number;
}

/** A shipment; `day` is the Asia/Seoul day of the planned arrival; times are UTC ISO. */
export interface ShipmentEntriesTable {
  id: Generated<number>;
  importId: number;
  companyCode: string;
  shipmentNo: string;
  vehicleNo: string;
  origin: string;
  destination: string;
  day: string;
  plannedAt: string;
  actualAt: string | null;
  status: string;
}

/** A forwarding file (B/L): port, direction 수출/수입, containers (TEU). */
export interface ForwardingEntriesTable {
  id: Generated<number>;
  importId: number;
  companyCode: string;
  blNo: string;
  day: string;
  port: string;
  direction: string;
  containers: number;
  status: string;
}

/** Issue 41: what hides an item (see posts.moderation). */
export type ModerationState = "review" | "hidden" | "temporary";

/** Issue 41: one member's report of one item (unique per item and member). */
export interface ReportsTable {
  reportId: Generated<number>;
  targetKind: "post" | "comment" | "deal" | "dealComment" | "note";
  targetId: number;
  reporterId: string;
  reason: string;
  detail: Generated<string>;
  /** Rights-infringement requests only: the requester's contact and the right infringed. */
  contact: string | null;
  rightInfringed: string | null;
  createdAt: string;
}

/** Issue 41: the review of one reported item (the administrators' queue). */
export interface ModerationItemsTable {
  targetKind: "post" | "comment" | "deal" | "dealComment" | "note";
  targetId: number;
  boardId: string | null;
  authorId: string;
  /** open (waiting), hidden, temporary (임시조치), dismissed, restored, deleted. */
  state: Generated<"open" | "hidden" | "temporary" | "dismissed" | "restored" | "deleted">;
  reportCount: Generated<number>;
  firstReportAt: string;
  lastReportAt: string;
  temporaryUntil: string | null;
  requesterId: string | null;
  objection: string | null;
  objectionAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  boards: BoardsTable;
  categories: CategoriesTable;
  posts: PostsTable;
  postViews: PostViewsTable;
  listBlocks: ListBlocksTable;
  sortBlocks: SortBlocksTable;
  searchGrams: SearchGramsTable;
  searchGramCounts: SearchGramCountsTable;
  searchGramBlocks: SearchGramBlocksTable;
  files: FilesTable;
  comments: CommentsTable;
  reservationEvents: ReservationEventsTable;
  reservationBranches: ReservationBranchesTable;
  reservationDates: ReservationDatesTable;
  reservationSlots: ReservationSlotsTable;
  reservationDays: ReservationDaysTable;
  reservations: ReservationsTable;
  auditLog: AuditLogTable;
  privacyAccessLog: PrivacyAccessLogTable;
  privacyAccessMembers: PrivacyAccessMembersTable;
  accessReviews: AccessReviewsTable;
  erasureLedger: ErasureLedgerTable;
  recoveryCodes: RecoveryCodesTable;
  auditDays: AuditDaysTable;
  memberCounts: MemberCountsTable;
  passwordResetTokens: PasswordResetTokensTable;
  companies: CompaniesTable;
  companyRequests: CompanyRequestsTable;
  allianceApplications: AllianceApplicationsTable;
  userConsents: UserConsentsTable;
  socialAccounts: SocialAccountsTable;
  pages: PagesTable;
  pageVersions: PageVersionsTable;
  pageMedia: PageMediaTable;
  rateCounters: RateCountersTable;
  notes: NotesTable;
  noteRecipients: NoteRecipientsTable;
  noteBlocks: NoteBlocksTable;
  noteContacts: NoteContactsTable;
  jobs: JobsTable;
  schedules: SchedulesTable;
  backups: BackupsTable;
  notifications: NotificationsTable;
  notificationPreferences: NotificationPreferencesTable;
  signingKeys: SigningKeysTable;
  pushSubscriptions: PushSubscriptionsTable;
  boardSubscriptions: BoardSubscriptionsTable;
  tradeCategories: TradeCategoriesTable;
  deals: DealsTable;
  dealGrams: DealGramsTable;
  dealPhotos: DealPhotosTable;
  dealComments: DealCommentsTable;
  dealFavorites: DealFavoritesTable;
  loadingVehicles: LoadingVehiclesTable;
  loadingPlans: LoadingPlansTable;
  loadingShares: LoadingSharesTable;
  ledgerImports: LedgerImportsTable;
  billingEntries: BillingEntriesTable;
  billingMonthly: BillingMonthlyTable;
  billingCustomerMonthly: BillingCustomerMonthlyTable;
  billingCustomerYearly: BillingCustomerYearlyTable;
  billingModuleMonthly: BillingModuleMonthlyTable;
  billingDaily: BillingDailyTable;
  orderEntries: OrderEntriesTable;
  shipmentEntries: ShipmentEntriesTable;
  forwardingEntries: ForwardingEntriesTable;
  operatorInfo: OperatorInfoTable;
  surveys: SurveysTable;
  surveyAnswers: SurveyAnswersTable;
  reports: ReportsTable;
  moderationItems: ModerationItemsTable;
  searchCounts: SearchCountsTable;
  searchWordDays: SearchWordDaysTable;
  searchExcludedWords: SearchExcludedWordsTable;
}

// --- 통합검색 (issue 42, migration 0037)
/** One reader's search of a word on a Seoul day; `readerKey` is a daily HMAC, never the member or address. */
export interface SearchCountsTable {
  /** Asia/Seoul calendar day, YYYY-MM-DD. */
  day: string;
  /** The searched word, trimmed and lower-cased. */
  word: string;
  readerKey: string;
}

/** The readers who searched a word on a Seoul day (migration 0041): the tally 인기 검색어 sums. */
export interface SearchWordDaysTable {
  day: string;
  word: string;
  readers: number;
}

/** A word administrators keep out of 인기 검색어. */
export interface SearchExcludedWordsTable {
  word: string;
  createdAt: string;
  createdBy: string;
}

// --- operator details (issue 24 §3): one row, id 1
export interface OperatorInfoTable {
  id: number;
  organization: string;
  representative: string;
  address: string;
  phone: string;
  /** Ten digits, no dashes. */
  businessNo: string;
  privacyOfficer: string;
  privacyOfficerPhone: string;
  privacyOfficerEmail: string;
  updatedAt: string;
  /** The administrator who saved last; null for the seeded values. */
  updatedBy: string | null;
}

// --- pages (issue 12)
export interface PagesTable {
  pageId: string;
  currentVersion: number;
  updatedAt: string;
}

export interface PageVersionsTable {
  pageId: string;
  version: number;
  title: string;
  bodyHtml: string;
  createdAt: string;
  createdById: string;
  createdByName: string;
  restoredFrom: number | null;
}

export interface PageMediaTable {
  mediaId: Generated<number>;
  pageId: string;
  storageKey: string;
  mime: string;
  /** Bytes as stored (re-encoded). */
  size: number;
  /** Pixels, read at upload (null: uploaded before migration 0044). */
  width: number | null;
  height: number | null;
  createdAt: string;
  createdBy: string;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Board = Selectable<BoardsTable>;
export type NewBoard = Insertable<BoardsTable>;
export type BoardUpdate = Updateable<BoardsTable>;
export type Post = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type Session = Selectable<SessionsTable>;
export type StoredFile = Selectable<FilesTable>;
export type NewStoredFile = Insertable<FilesTable>;
export type CommentRow = Selectable<CommentsTable>;
export type ReservationEvent = Selectable<ReservationEventsTable>;
export type ReservationBranch = Selectable<ReservationBranchesTable>;
export type ReservationSlot = Selectable<ReservationSlotsTable>;
export type Reservation = Selectable<ReservationsTable>;
export type Deal = Selectable<DealsTable>;
export type DealPhotoRow = Selectable<DealPhotosTable>;

// --- surveys (issue 45, migration 0029; docs/surveys.md)
export interface SurveysTable {
  surveyId: Generated<number>;
  title: string;
  description: string;
  /** ISO UTC; answers are taken from startsAt until (not at) endsAt. */
  startsAt: string;
  endsAt: string;
  audience: "all" | "company" | "managers";
  unit: "member" | "company";
  allowChanges: number;
  anonymous: number;
  status: "draft" | "open" | "closed" | "archived";
  publishedAt: string | null;
  /** JSON: SurveyQuestion[] (contract surveys.ts). */
  questions: string;
  version: Generated<number>;
  answerCount: Generated<number>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface SurveyAnswersTable {
  answerId: Generated<number>;
  surveyId: number;
  /** "m:<userId>" or "c:<companyCode>"; sha256 of it (hex) for anonymous surveys. */
  respondentKey: string;
  /** The member who answered last; null for anonymous surveys. */
  userId: string | null;
  companyCode: string | null;
  companyKind: string | null;
  /** JSON: Record<questionId, SurveyAnswerValue>. */
  answers: string;
  createdAt: string;
  updatedAt: string;
}
export type Notification = Selectable<NotificationsTable>;
