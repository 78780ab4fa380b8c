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
