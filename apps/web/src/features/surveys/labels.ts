/** Korean labels of the survey enums and the period line, shared by the survey screens. */
import { type SurveyAudience, type SurveyPhase, type SurveySummary, type SurveyUnit, t } from "@portal/contract";
import { fullDate } from "../../lib/format.ts";

export const PHASE_LABEL: Record<SurveyPhase, string> = {
  draft: t("surveyPhaseDraft"),
  scheduled: t("surveyPhaseScheduled"),
  open: t("surveyPhaseOpen"),
  closed: t("surveyPhaseClosed"),
  archived: t("surveyPhaseArchived"),
};
export const PHASE_COLOR: Record<SurveyPhase, string> = {
  draft: "gray",
  scheduled: "yellow",
  open: "teal",
  closed: "blue",
  archived: "dark",
};
export const AUDIENCE_LABEL: Record<SurveyAudience, string> = {
  all: t("surveyAudienceAll"),
  company: t("surveyAudienceCompany"),
  managers: t("surveyAudienceManagers"),
};
export const UNIT_LABEL: Record<SurveyUnit, string> = {
  member: t("surveyUnitMember"),
  company: t("surveyUnitCompany"),
};

/** "2026-12-01 09:00 ~ 2026-12-15 18:00" in Asia/Seoul. */
export const periodText = (s: Pick<SurveySummary, "startsAt" | "endsAt">) =>
  `${fullDate(s.startsAt)} ~ ${fullDate(s.endsAt)}`;
