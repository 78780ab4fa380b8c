/** The survey screens, one lazy chunk for the router (apps/web/src/app/App.tsx). */
export { PublishedSurveysPage, SurveyResultsPage } from "./PublishedPages.tsx";
export { SurveyAdminPage } from "./SurveyAdminPage.tsx";
export { SurveyAdminResultsPage } from "./SurveyAdminResultsPage.tsx";
export { SurveyAnswerPage } from "./SurveyAnswerPage.tsx";
export { SurveyBuilderPage } from "./SurveyBuilderPage.tsx";
export { SurveyListPage } from "./SurveyListPage.tsx";
