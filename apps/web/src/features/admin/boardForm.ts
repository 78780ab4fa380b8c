/**
 * The board form's values and their mapping to the API body. Validation runs the API's own zod
 * schema (boardWriteSchema), so the form shows exactly the server's Korean messages.
 */
import { type Board, type BoardWriteInput, boardWriteSchema, DEFAULT_REPORT_THRESHOLD } from "@portal/contract";
import { contractResolver } from "../../lib/form.ts";

export interface BoardFormValues {
  name: string;
  description: string;
  type: string;
  template: string;
  writeRole: string;
  attachmentsAllowed: "Y" | "N";
  maxAttachments: number | string;
  inUse: "Y" | "N";
  replyAllowed: boolean;
  commentsAllowed: boolean;
  readRole: string;
  commentRole: string;
  secretMode: string;
  noticeAllowed: boolean;
  notifyOnReply: boolean;
  anonymous: boolean;
  maxAttachmentSizeMb: number | string;
  defaultSort: string;
  defaultOrder: string;
  /** Issue 41: distinct reporters that hide an item (0: never). */
  reportThreshold: number | string;
}

const MB = 1024 * 1024;

/** A new board's form: the spec's defaults (type 1, template 1, attachments Y, 1 file, in use Y). */
export const EMPTY_BOARD: BoardFormValues = {
  name: "",
  description: "",
  type: "1",
  template: "1",
  writeRole: "U",
  attachmentsAllowed: "Y",
  maxAttachments: 1,
  inUse: "Y",
  replyAllowed: true,
  commentsAllowed: true,
  readRole: "ALL",
  commentRole: "U",
  secretMode: "optional",
  noticeAllowed: true,
  notifyOnReply: false,
  anonymous: false,
  maxAttachmentSizeMb: 0,
  defaultSort: "createdAt",
  defaultOrder: "desc",
  reportThreshold: DEFAULT_REPORT_THRESHOLD,
};

/** The form values of a saved board. */
export function valuesOf(board: Board): BoardFormValues {
  return {
    name: board.name,
    description: board.description,
    type: String(board.type),
    template: String(board.template),
    writeRole: board.writeRole,
    attachmentsAllowed: board.attachmentsAllowed ? "Y" : "N",
    maxAttachments: board.maxAttachments,
    inUse: board.inUse ? "Y" : "N",
    replyAllowed: board.replyAllowed,
    commentsAllowed: board.commentsAllowed,
    readRole: board.readRole,
    commentRole: board.commentRole,
    secretMode: board.secretMode,
    noticeAllowed: board.noticeAllowed,
    notifyOnReply: board.notifyOnReply,
    anonymous: board.anonymous,
    maxAttachmentSizeMb: Math.round((board.maxAttachmentSize / MB) * 100) / 100,
    defaultSort: board.defaultSort,
    defaultOrder: board.defaultOrder,
    reportThreshold: board.reportThreshold ?? DEFAULT_REPORT_THRESHOLD,
  };
}

const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

/** The API body of the form (not yet validated). */
export function bodyOf(values: BoardFormValues): BoardWriteInput {
  return {
    name: values.name,
    description: values.description,
    type: Number(values.type) as BoardWriteInput["type"],
    template: Number(values.template) as BoardWriteInput["template"],
    writeRole: values.writeRole as BoardWriteInput["writeRole"],
    attachmentsAllowed: values.attachmentsAllowed === "Y",
    maxAttachments: numberOf(values.maxAttachments),
    inUse: values.inUse === "Y",
    replyAllowed: values.replyAllowed,
    commentsAllowed: values.commentsAllowed,
    readRole: values.readRole as BoardWriteInput["readRole"],
    commentRole: values.commentRole as BoardWriteInput["commentRole"],
    secretMode: values.secretMode as BoardWriteInput["secretMode"],
    noticeAllowed: values.noticeAllowed,
    notifyOnReply: values.notifyOnReply,
    anonymous: values.anonymous,
    maxAttachmentSize: Math.round(numberOf(values.maxAttachmentSizeMb) * MB),
    defaultSort: values.defaultSort as BoardWriteInput["defaultSort"],
    defaultOrder: values.defaultOrder as BoardWriteInput["defaultOrder"],
    reportThreshold: numberOf(values.reportThreshold),
  };
}

/** Form fields of the API's fields where the names differ. */
const FORM_FIELDS: Record<string, string> = { maxAttachmentSize: "maxAttachmentSizeMb" };

/** The form field that shows an API field's error. */
export const formField = (apiField: string) => FORM_FIELDS[apiField] ?? apiField;

/** Field errors of the form by the API's schema, in Korean. */
export const validateBoard = contractResolver<BoardFormValues>(boardWriteSchema, {
  toRequest: bodyOf,
  fields: FORM_FIELDS,
});
