import { type Board, BoardTypeCode } from "@portal/contract";
import { fromLocalInput } from "../../lib/format.ts";

/** The values of the post form (PostFormPage, its field groups PostFormFields, ScheduleFields, TypeFields). */
export interface PostFormValues {
  title: string;
  bodyHtml: string;
  secret: "Y" | "N";
  notice: boolean;
  bold: boolean;
  replyAllowed: boolean;
  commentAllowed: boolean;
  noticeStart: string;
  noticeEnd: string;
  password: string;
  categoryId: string;
  startAt: string;
  endAt: string;
  allDay: boolean;
  /** Video boards. */
  videoUrl: string;
  videoFileId: number | null;
  videoName: string;
  /** Company-profile boards. */
  companyName: string;
  companyField: string;
  companyContact: string;
  companyHomepage: string;
  logoFileId: number | null;
  logoUrl: string;
}

/**
 * The request the values make on `board` (what the save sends, and what the contract's schema checks):
 * `common`, a reply's few fields, and `full`, a post's all (times from the form's local inputs to ISO).
 */
export function postRequestOf(
  values: PostFormValues,
  board: Pick<Board, "secretMode" | "noticeAllowed"> | undefined,
  calendar: boolean,
  boardType: number,
) {
  const secretMode = board?.secretMode ?? "optional";
  const noticeAllowed = board?.noticeAllowed ?? true;
  const common = {
    title: values.title.trim(),
    bodyHtml: values.bodyHtml,
    secret: secretMode === "forced" || (secretMode === "optional" && values.secret === "Y"),
    password: values.password || undefined,
  };
  const full = {
    ...common,
    notice: noticeAllowed && values.notice,
    bold: values.bold,
    replyAllowed: values.replyAllowed,
    commentAllowed: values.commentAllowed,
    noticeStart: values.notice ? fromLocalInput(values.noticeStart) : null,
    noticeEnd: values.notice ? fromLocalInput(values.noticeEnd) : null,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    startAt: calendar ? fromLocalInput(values.startAt) : null,
    endAt: calendar ? fromLocalInput(values.endAt) : null,
    allDay: values.allDay,
    ...(boardType === BoardTypeCode.video
      ? { videoFileId: values.videoFileId, videoUrl: values.videoFileId ? null : values.videoUrl.trim() || null }
      : {}),
    ...(boardType === BoardTypeCode.company
      ? {
          company: {
            name: values.companyName.trim(),
            field: values.companyField.trim(),
            contact: values.companyContact.trim(),
            homepage: values.companyHomepage.trim(),
            logoFileId: values.logoFileId,
          },
        }
      : {}),
  };
  return { common, full };
}
