/** The survey screens' reads and writes (issue 45; server routes in apps/server/src/surveys/routes.ts). */
import type {
  MemberSurveyList,
  SurveyAnswer,
  SurveyDetail,
  SurveyExport,
  SurveyList,
  SurveyResults,
  SurveyStatusAction,
  SurveyWrite,
} from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { postDownload } from "../../lib/download.ts";

/** Every query key of the survey screens (a change invalidates `surveyKeys.all`). */
export const surveyKeys = {
  all: ["surveys"] as const,
  mine: ["surveys", "mine"] as const,
  published: ["surveys", "published"] as const,
  detail: (id: number) => ["surveys", "detail", id] as const,
  results: (id: number) => ["surveys", "results", id] as const,
  admin: ["surveys", "admin"] as const,
  adminDetail: (id: number) => ["surveys", "admin", id] as const,
  adminResults: (id: number, companyKind: string) => ["surveys", "admin", id, "results", companyKind] as const,
};

export const mySurveysQuery = queryOptions({
  queryKey: surveyKeys.mine,
  queryFn: () => api<MemberSurveyList>("GET", "/api/surveys"),
});
export const publishedSurveysQuery = queryOptions({
  queryKey: surveyKeys.published,
  queryFn: () => api<SurveyList>("GET", "/api/surveys/published"),
});
export const surveyQuery = (id: number) =>
  queryOptions({ queryKey: surveyKeys.detail(id), queryFn: () => api<SurveyDetail>("GET", `/api/surveys/${id}`) });
export const resultsQuery = (id: number) =>
  queryOptions({
    queryKey: surveyKeys.results(id),
    queryFn: () => api<SurveyResults>("GET", `/api/surveys/${id}/results`),
  });
export const adminSurveysQuery = queryOptions({
  queryKey: surveyKeys.admin,
  queryFn: () => api<SurveyList>("GET", "/api/admin/surveys"),
});
export const adminSurveyQuery = (id: number) =>
  queryOptions({
    queryKey: surveyKeys.adminDetail(id),
    queryFn: () => api<SurveyDetail>("GET", `/api/admin/surveys/${id}`),
  });
export const adminResultsQuery = (id: number, companyKind: string) =>
  queryOptions({
    queryKey: surveyKeys.adminResults(id, companyKind),
    queryFn: () =>
      api<SurveyResults>("GET", `/api/admin/surveys/${id}/results${query({ companyKind: companyKind || undefined })}`),
  });

export const submitAnswers = (id: number, body: SurveyAnswer) =>
  api<{ replaced: boolean }>("POST", `/api/surveys/${id}/answers`, body);
export const saveSurvey = (id: number | null, body: SurveyWrite) =>
  id === null
    ? api<{ id: number }>("POST", "/api/admin/surveys", body)
    : api<{ ok: true }>("PUT", `/api/admin/surveys/${id}`, body).then(() => ({ id }));
export const changeStatus = (id: number, action: SurveyStatusAction) =>
  api("POST", `/api/admin/surveys/${id}/status`, { action });

/** Downloads the export of survey `id` (the browser saves the file under the server's name). */
export const downloadExport = (id: number, body: SurveyExport, fallbackName: string) =>
  postDownload(`/api/admin/surveys/${id}/export`, body, fallbackName);
