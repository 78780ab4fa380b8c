/**
 * Korean text of an audit entry's details: field names and values of board changes, role
 * changes, reasons of login failures and refusals, reservation events, places, dates, slots and
 * cancellations, ledger imports, pages, company kinds, the vehicle catalogue, sign-up consents and
 * social logins, closed days. Unknown keys fall back to their raw value.
 */
import {
  type AuditEntry,
  ERROR_CODES,
  type ErrorCode,
  formatBytes,
  isMessageKey,
  type MessageKey,
  t,
} from "@portal/contract";
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
  fileName: "auditKeyFileName",
  rows: "dashImportRows",
  bytes: "auditKeyBytes",
  own: "auditKeyOwnCompany",
  path: "auditKeyPath",
  authorId: "auditKeyAuthorId",
  version: "auditKeyVersion",
  restoredFrom: "auditKeyRestoredFrom",
  provider: "auditKeyProvider",
  detail: "auditKeyDetail",
  consents: "auditKeyConsents",
  businessNo: "auditKeyBusinessNo",
  use: "consentuse",
  personal: "consentpersonal",
  location: "consentlocation",
  promotion: "consentpromotion",
  code: "loadingVehicleCode",
  length: "loadingLength",
  width: "loadingWidth",
  height: "loadingHeight",
  maxPayloadKg: "loadingPayload",
  source: "loadingVehicleSource",
  grade: "loadingVehicleVerified",
  sortOrder: "auditKeySortOrder",
};

/** Field names that differ by area (the action's part before the dot). */
const AREA_KEY_LABELS: Record<string, Record<string, MessageKey>> = {
  dashboard: { kind: "auditKeyLedgerKind" },
  company: { kind: "companyKindLabel" },
  loadingVehicle: { name: "loadingVehicleName", kind: "loadingVehicleKind" },
  category: { name: "auditKeyCategoryName" },
  operator: {
    organization: "operatorOrganization",
    representative: "operatorRepresentative",
    address: "operatorAddress",
    phone: "operatorPhone",
    businessNo: "operatorBusinessNo",
    privacyOfficer: "operatorPrivacyOfficer",
    privacyOfficerPhone: "operatorPrivacyOfficerPhone",
    privacyOfficerEmail: "operatorPrivacyOfficerEmail",
  },
};

/** Catalogue prefixes of the `kind` values by area: "billing" → dashKindBilling. */
const KIND_VALUES: Record<string, string> = {
  dashboard: "dashKind",
  company: "companyKind",
  loadingVehicle: "loadingVehicleKind",
};

/** Sign-up and consent flags: agreed or not. */
const CONSENTS = new Set(["use", "personal", "location", "promotion"]);

const areaOf = (action: string) => action.split(".")[0] ?? "";

/** Field names of the reservation administration entries (reservationEvent.*, …, reservation.cancel). */
const RESERVATION_KEY_LABELS: Record<string, MessageKey> = {
  name: "adminEventName",
  description: "adminEventDescription",
  open: "auditKeyReservationOpen",
  address: "adminBranchAddress",
  event: "reservationColEvent",
  branch: "reservationColPlace",
  date: "adminDate",
  day: "adminDate",
  reason: "auditKeyReason",
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
  if (!isReservationAction(action)) return { ...KEY_LABELS, ...AREA_KEY_LABELS[areaOf(action)] };
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

/** The catalogue text of `prefix` + capitalised `value` ("provider", "kakao" → 카카오), else `value`. */
function enumText(prefix: string, value: string): string {
  const key = `${prefix}${value.charAt(0).toUpperCase()}${value.slice(1)}`;
  return isMessageKey(key) ? t(key) : value;
}

function valueText(key: string, value: unknown, action: string): string {
  if (value === null || value === undefined) return "-";
  if (isReservationAction(action)) {
    if (key === "open") return value === true || value === 1 ? t("adminEventOpen") : t("adminEventClosed");
    return String(value) || "-";
  }
  if (FLAGS.has(key)) return value === 1 || value === true ? t("use") : t("notUse");
  if (CONSENTS.has(key)) return value === true ? t("auditAgreed") : t("auditNotAgreed");
  if (typeof value === "object" && !Array.isArray(value)) return entriesText(value as Record<string, unknown>, action);
  const text = String(value);
  const kinds = KIND_VALUES[areaOf(action)];
  if (key === "kind" && kinds) return enumText(kinds, text);
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
    case "bytes":
      return formatBytes(Number(value));
    case "provider":
      return enumText("provider", text);
    case "grade":
      return enumText("loadingGrade", text);
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
  return entriesText(detail, entry.action);
}

/** "label: value" of each entry of `detail` (a change [before, after] as "before → after"), joined by " · ". */
function entriesText(detail: Record<string, unknown>, action: string): string {
  const labels = labelsOf(action);
  return Object.entries(detail)
    .map(([key, value]) => {
      const label = labels[key] ? t(labels[key]) : key;
      if (Array.isArray(value) && value.length === 2) {
        return `${label}: ${valueText(key, value[0], action)} → ${valueText(key, value[1], action)}`;
      }
      return `${label}: ${valueText(key, value, action)}`;
    })
    .join(" · ");
}
