/**
 * Korean text of an audit entry's details: field names and values of board changes, role
 * changes, reasons of login failures and refusals, reservation events, places, dates, slots and
 * cancellations. Unknown keys fall back to their raw value.
 */
import { type AuditEntry, ERROR_CODES, type ErrorCode, type MessageKey, t } from "@portal/contract";
import { boardTypeLabel, readRoleLabel, roleLabel, templateLabel } from "./labels.ts";

const KEY_LABELS: Record<string, MessageKey> = {
  name: "fieldBoardName",
  description: "fieldBoardDescription",
  type: "fieldBoardType",
  template: "fieldTemplate",
  writeRole: "fieldWriteRole",
  attachmentsAllowed: "fieldAttachments",
  maxAttachments: "fieldMaxAttachments",
  maxAttachmentSize: "fieldMaxAttachmentSize",
  inUse: "fieldInUse",
  replyAllowed: "fieldBoardReplyAllowed",
  commentsAllowed: "fieldCommentsAllowed",
  readRole: "fieldReadRole",
  commentRole: "fieldCommentRole",
  secretMode: "fieldSecretMode",
  noticeAllowed: "fieldNoticeAllowed",
  notifyOnReply: "fieldNotifyOnReply",
  anonymous: "fieldAnonymous",
  defaultSort: "fieldDefaultSort",
  defaultOrder: "fieldDefaultOrder",
  boardId: "auditKeyBoardId",
  userId: "colUserId",
  email: "auditKeyEmail",
  companyCode: "auditKeyCompanyCode",
  companyName: "colCompany",
  reason: "auditKeyReason",
};

/** Field names of the reservation administration entries (reservationEvent.*, …, reservation.cancel). */
const RESERVATION_KEY_LABELS: Record<string, MessageKey> = {
  name: "adminEventName",
  description: "adminEventDescription",
  open: "auditKeyReservationOpen",
  address: "adminBranchAddress",
  event: "reservationColEvent",
  branch: "reservationColPlace",
  date: "adminDate",
  slots: "reservationColTime",
  time: "reservationColTime",
  seq: "adminSlotSeq",
  startTime: "adminSlotStart",
  endTime: "adminSlotEnd",
  capacity: "adminSlotCapacity",
  seats: "csvSeats",
  userId: "colUserId",
};

const isReservationAction = (action: string) => action.startsWith("reservation");

function labelsOf(action: string): Record<string, MessageKey> {
  if (!isReservationAction(action)) return KEY_LABELS;
  if (action.startsWith("reservationBranch.")) return { ...RESERVATION_KEY_LABELS, name: "adminBranchName" };
  return RESERVATION_KEY_LABELS;
}

const FLAGS = new Set([
  "attachmentsAllowed",
  "inUse",
  "replyAllowed",
  "commentsAllowed",
  "noticeAllowed",
  "notifyOnReply",
  "anonymous",
]);

/** Refusal reasons whose own message needs values the audit entry does not keep (the minutes left). */
const REASON_LABELS: Partial<Record<ErrorCode, MessageKey>> = {
  ACCOUNT_LOCKED: "auditReasonAccountLocked",
  ADDRESS_LOCKED: "auditReasonAddressLocked",
};

function valueText(key: string, value: unknown, reservation = false): string {
  if (value === null || value === undefined) return "-";
  if (reservation) {
    if (key === "open") return value === true || value === 1 ? t("adminEventOpen") : t("adminEventClosed");
    return String(value) || "-";
  }
  if (FLAGS.has(key)) return value === 1 || value === true ? t("use") : t("notUse");
  const text = String(value);
  switch (key) {
    case "type":
      return boardTypeLabel(Number(value));
    case "template":
      return templateLabel(Number(value));
    case "writeRole":
    case "commentRole":
      return roleLabel(text as "U");
    case "readRole":
      return readRoleLabel(text as "ALL");
    case "secretMode":
      return t(`secretMode${text}` as MessageKey);
    case "defaultSort":
      return t(`sortField${text}` as MessageKey);
    case "defaultOrder":
      return t(`order${text}` as MessageKey);
    case "maxAttachmentSize":
      return `${Math.round((Number(value) / 1024 / 1024) * 100) / 100}MB`;
    case "reason":
      return text in ERROR_CODES ? t(REASON_LABELS[text as ErrorCode] ?? ERROR_CODES[text as ErrorCode].message) : text;
    default:
      return text;
  }
}

/** One line describing the entry's details, e.g. "게시판명: 자료실 → 장비 자료실". */
export function describeDetail(entry: AuditEntry): string {
  const detail = entry.detail;
  if (!detail) return "";
  if (entry.action === "member.role") {
    return `${roleLabel(detail.from as "U")} → ${roleLabel(detail.to as "U")}`;
  }
  const labels = labelsOf(entry.action);
  const reservation = isReservationAction(entry.action);
  return Object.entries(detail)
    .map(([key, value]) => {
      const label = labels[key] ? t(labels[key]) : key;
      if (Array.isArray(value) && value.length === 2) {
        return `${label}: ${valueText(key, value[0], reservation)} → ${valueText(key, value[1], reservation)}`;
      }
      return `${label}: ${valueText(key, value, reservation)}`;
    })
    .join(" · ");
}
