import { z } from "zod";
import type { MessageKey } from "./messages.ts";

/**
 * Stable error codes of the API, each with its HTTP status and default Korean message key.
 * A problem answer (RFC 9457) carries `code` and a Korean `detail`.
 */
export const ERROR_CODES = {
  INVALID_INPUT: { status: 400, message: "errorInvalidInput" },
  LOGIN_REQUIRED: { status: 401, message: "errorLoginRequired" },
  LOGIN_FAILED: { status: 401, message: "loginFailed" },
  CSRF: { status: 403, message: "errorCsrf" },
  FORBIDDEN: { status: 403, message: "errorForbidden" },
  ADMIN_ONLY: { status: 403, message: "errorAdminOnly" },
  SECRET_POST: { status: 403, message: "secretOnly" },
  NOT_OWN_POST_EDIT: { status: 403, message: "onlyOwnEdit" },
  NOT_OWN_POST_DELETE: { status: 403, message: "onlyOwnDelete" },
  WRITE_NOT_ALLOWED: { status: 403, message: "writeNotAllowed" },
  REPLY_NOT_ALLOWED: { status: 403, message: "replyNotAllowed" },
  POST_PASSWORD_WRONG: { status: 403, message: "postPasswordWrong" },
  POST_PASSWORD_REQUIRED: { status: 403, message: "postPasswordRequired" },
  ACCOUNT_INACTIVE: { status: 403, message: "loginInactive" },
  ACCOUNT_LOCKED_BY_ADMIN: { status: 403, message: "loginLockedByAdmin" },
  READ_NOT_ALLOWED: { status: 403, message: "readNotAllowed" },
  OWN_ACCOUNT: { status: 403, message: "memberOwnRole" },
  NOT_FOUND: { status: 404, message: "errorNotFound" },
  BOARD_NOT_FOUND: { status: 404, message: "boardNotFound" },
  POST_NOT_FOUND: { status: 404, message: "postNotFound" },
  CATEGORY_NOT_FOUND: { status: 404, message: "categoryNotFound" },
  MEMBER_NOT_FOUND: { status: 404, message: "memberNotFound" },
  REQUEST_NOT_FOUND: { status: 404, message: "requestNotFound" },
  CATEGORY_EXISTS: { status: 409, message: "categoryExists" },
  ALREADY_DECIDED: { status: 409, message: "requestAlreadyDecided" },
  PENDING_EXISTS: { status: 409, message: "requestPendingExists" },
  CONFLICT: { status: 409, message: "errorUnknown" },
  TOO_LARGE: { status: 413, message: "errorTooLarge" },
  // --- files
  FILE_TOO_LARGE: { status: 413, message: "errorTooLarge" },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: "attachmentTypeNotAllowed" },
  TOO_MANY_FILES: { status: 409, message: "attachmentNotAllowed" },
  ATTACHMENTS_NOT_ALLOWED: { status: 403, message: "attachmentNotAllowed" },
  FILE_NOT_FOUND: { status: 404, message: "fileNotFound" },
  // --- comments
  COMMENT_NOT_FOUND: { status: 404, message: "commentNotFound" },
  COMMENTS_CLOSED: { status: 403, message: "commentsClosed" },
  COMMENT_NOT_ALLOWED: { status: 403, message: "commentNotAllowedHint" },
  NOT_OWN_COMMENT_EDIT: { status: 403, message: "commentOnlyOwnEdit" },
  NOT_OWN_COMMENT_DELETE: { status: 403, message: "commentOnlyOwnDelete" },
  ACCOUNT_LOCKED: { status: 429, message: "loginLocked" },
  ADDRESS_LOCKED: { status: 429, message: "loginTooManyFromAddress" },
  RATE_LIMITED: { status: 429, message: "errorRateLimited" },
  INTERNAL: { status: 500, message: "errorUnknown" },
  // --- members (registration, consents, passwords, social login)
  DUPLICATE_ID: { status: 409, message: "idTaken" },
  DUPLICATE_EMAIL: { status: 409, message: "emailTaken" },
  BUSINESS_NO_OWN: { status: 409, message: "businessNoOwn" },
  PASSWORD_WRONG: { status: 400, message: "recheckWrong" },
  CURRENT_PASSWORD_WRONG: { status: 400, message: "changeCurrentWrong" },
  REAUTH_REQUIRED: { status: 403, message: "recheckRequired" },
  SOCIAL_NO_PASSWORD: { status: 403, message: "changeSocial" },
  LOGOUT_REQUIRED: { status: 403, message: "findLoggedIn" },
  PROVIDER_NOT_FOUND: { status: 404, message: "socialNotConfigured" },
  // --- reservation
  SLOT_FULL: { status: 409, message: "reservationUnavailable" },
  NOT_ENOUGH_SEATS: { status: 409, message: "reservationNotEnoughSeats" },
  DAY_CLOSED: { status: 409, message: "reservationDayClosed" },
  ALREADY_RESERVED: { status: 409, message: "reservationAlready" },
  SLOT_NOT_FOUND: { status: 404, message: "reservationSlotNotFound" },
  EVENT_NOT_FOUND: { status: 404, message: "reservationEventNotFound" },
  BRANCH_NOT_FOUND: { status: 404, message: "reservationBranchNotFound" },
  DATE_NOT_FOUND: { status: 404, message: "reservationDateNotFound" },
  RESERVATION_NOT_FOUND: { status: 404, message: "reservationNotFound" },
  NOT_OWN_RESERVATION: { status: 403, message: "reservationNotOwn" },
  ALREADY_CANCELLED: { status: 409, message: "reservationAlreadyCancelled" },
  RESERVATION_PAST: { status: 409, message: "reservationPastNoCancel" },
  BRANCH_CODE_TAKEN: { status: 409, message: "reservationBranchCodeTaken" },
  DATE_TAKEN: { status: 409, message: "reservationDateTaken" },
  CAPACITY_BELOW_BOOKED: { status: 409, message: "reservationCapacityBelowBooked" },
  SLOT_IN_USE: { status: 409, message: "reservationSlotInUse" },
  DATE_IN_USE: { status: 409, message: "reservationDateInUse" },
  // --- pages
  PAGE_NOT_FOUND: { status: 404, message: "pageNotFound" },
  PAGE_VERSION_NOT_FOUND: { status: 404, message: "pageVersionNotFound" },
  PAGE_VERSION_CONFLICT: { status: 409, message: "pageVersionConflict" },
  // --- notes
  NOTE_NOT_FOUND: { status: 404, message: "notesNotFound" },
  NOTE_EDIT_AFTER_READ: { status: 409, message: "notesEditAfterRead" },
  NOTE_NOT_RECEIVED: { status: 403, message: "notesOwnOnly" },
  NOTE_BLOCK_SELF: { status: 400, message: "notesBlockSelf" },
  NOTE_BLOCK_EXISTS: { status: 409, message: "notesBlockExists" },
  NOTE_BLOCK_NOT_FOUND: { status: 404, message: "notesBlockNotFound" },
  NOTE_SEND_LIMITED: { status: 429, message: "errorRateLimited" },
  // --- trade
  DEAL_NOT_FOUND: { status: 404, message: "tradeDealNotFound" },
  DEAL_NOT_AUTHOR: { status: 403, message: "tradeOnlyAuthor" },
  DEAL_COMPLETED: { status: 409, message: "tradeAlreadyCompleted" },
  DEAL_OWN: { status: 403, message: "tradeOwnDeal" },
  DEAL_COMMENT_NOT_FOUND: { status: 404, message: "tradeCommentNotFound" },
  DEAL_COMMENT_NOT_OWN_EDIT: { status: 403, message: "tradeCommentOnlyOwnEdit" },
  DEAL_COMMENT_NOT_OWN_DELETE: { status: 403, message: "tradeCommentOnlyOwnDelete" },
  DEAL_PHOTO_TYPE: { status: 415, message: "tradePhotoOnlyImages" },
  // --- loading
  LOADING_PLAN_INVALID: { status: 422, message: "loadingPlanInvalid" },
  LOADING_PLAN_NOT_FOUND: { status: 404, message: "loadingPlanNotFound" },
  LOADING_VEHICLE_NOT_FOUND: { status: 404, message: "loadingVehicleNotFound" },
  LOADING_VEHICLE_CODE_TAKEN: { status: 409, message: "loadingVehicleCodeTaken" },
  // --- dashboards
  DASHBOARD_OTHER_COMPANY: { status: 403, message: "dashOtherCompany" },
  DASHBOARD_ADMIN_ONLY: { status: 403, message: "dashReadySoon" },
  IMPORT_NOT_ALLOWED: { status: 403, message: "dashImportNotAllowed" },
  IMPORT_NOT_FOUND: { status: 404, message: "dashImportNotFound" },
  IMPORT_UNREADABLE: { status: 400, message: "dashImportUnreadable" },
  IMPORT_ROWS_INVALID: { status: 422, message: "dashImportRejected" },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** RFC 9457 problem details as this API sends them. `field` names the bad input, if one. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  field: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
