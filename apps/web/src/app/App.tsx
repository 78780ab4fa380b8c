/**
 * Route table of both specs (boards spec §2, members spec §2). Legacy URLs are kept
 * (/app/board/{bbsId}, /app/FUL/…, /app/findsession); any other address is "not found". Every
 * route passes through the spec's route guard and names its page in the document title
 * (issue 24 §3): the table's title, or the screen's own (`usePageTitle`) where it says "screen".
 */

import { Center, Loader } from "@mantine/core";
import { type BoardTemplate, BoardTemplateId, type MessageKey, SEARCH_PAGE_PATH, t } from "@portal/contract";
import { type ReactNode, Suspense, useEffect } from "react";
import { useRoutes } from "react-router";
import { Shell } from "../components/layout/Shell.tsx";
import { HomePage } from "../features/home/HomePage.tsx";
import { NotFoundPage } from "../features/pages/NotFoundPage.tsx";
import { replayEarlyInput } from "../lib/early-input.ts";
import { lazyScreen } from "../lib/screens.ts";
import { documentTitle } from "../lib/title.ts";
import { useRoutePrefetch } from "./prefetch.ts";
import { RouteGuard } from "./RouteGuard.tsx";

const BoardPage = lazyScreen(() => import("../features/boards/BoardPage.tsx").then((m) => ({ default: m.BoardPage })));
const PostDetailPage = lazyScreen(() =>
  import("../features/boards/PostDetailPage.tsx").then((m) => ({ default: m.PostDetailPage })),
);
const PostFormPage = lazyScreen(() =>
  import("../features/boards/PostFormPage.tsx").then((m) => ({ default: m.PostFormPage })),
);
const AllBoardsPage = lazyScreen(() =>
  import("../features/boards/AllBoardsPage.tsx").then((m) => ({ default: m.AllBoardsPage })),
);
const NewestPostsPage = lazyScreen(() =>
  import("../features/boards/NewestPostsPage.tsx").then((m) => ({ default: m.NewestPostsPage })),
);
const MyPage = lazyScreen(() => import("../features/mypage/MyPage.tsx").then((m) => ({ default: m.MyPage })));
const ReservationAdminPage = lazyScreen(() =>
  import("../features/reservations/admin/ReservationAdminPage.tsx").then((m) => ({
    default: m.ReservationAdminPage,
  })),
);
const admin = () => import("../features/admin/index.ts");
const BoardAdminPage = lazyScreen(() => admin().then((m) => ({ default: m.BoardAdminPage })));
const BoardFormPage = lazyScreen(() => admin().then((m) => ({ default: m.BoardFormPage })));
const MembersPage = lazyScreen(() => admin().then((m) => ({ default: m.MembersPage })));
const AuditPage = lazyScreen(() => admin().then((m) => ({ default: m.AuditPage })));
const PrivacyAccessPage = lazyScreen(() => admin().then((m) => ({ default: m.PrivacyAccessPage })));
const AccessReviewPage = lazyScreen(() => admin().then((m) => ({ default: m.AccessReviewPage })));
const BackupsPage = lazyScreen(() => admin().then((m) => ({ default: m.BackupsPage })));
const ReportsPage = lazyScreen(() =>
  import("../features/moderation/ReportsPage.tsx").then((m) => ({ default: m.ReportsPage })),
);
const dashboards = () => import("../features/dashboards/index.ts");
const BillingPage = lazyScreen(() => dashboards().then((m) => ({ default: m.BillingPage })));
const OrdersPage = lazyScreen(() => dashboards().then((m) => ({ default: m.OrdersPage })));
const TransportPage = lazyScreen(() => dashboards().then((m) => ({ default: m.TransportPage })));
const ForwardingPage = lazyScreen(() => dashboards().then((m) => ({ default: m.ForwardingPage })));
const SettlementPage = lazyScreen(() => dashboards().then((m) => ({ default: m.SettlementPage })));
const BigDataPage = lazyScreen(() => dashboards().then((m) => ({ default: m.BigDataPage })));
const ImportPage = lazyScreen(() => dashboards().then((m) => ({ default: m.ImportPage })));
const LoginPage = lazyScreen(() => import("../features/auth/LoginPage.tsx").then((m) => ({ default: m.LoginPage })));
const TermsPage = lazyScreen(() =>
  import("../features/registration/TermsPage.tsx").then((m) => ({ default: m.TermsPage })),
);
const RegisterPage = lazyScreen(() =>
  import("../features/registration/RegisterPage.tsx").then((m) => ({ default: m.RegisterPage })),
);
const FindPasswordPage = lazyScreen(() =>
  import("../features/password/FindPasswordPage.tsx").then((m) => ({ default: m.FindPasswordPage })),
);
const FindIdPage = lazyScreen(() =>
  import("../features/id-find/FindIdPage.tsx").then((m) => ({ default: m.FindIdPage })),
);
const ResetPasswordPage = lazyScreen(() =>
  import("../features/password/ResetPasswordPage.tsx").then((m) => ({ default: m.ResetPasswordPage })),
);
const RecheckPage = lazyScreen(() =>
  import("../features/password/RecheckPage.tsx").then((m) => ({ default: m.RecheckPage })),
);
const ChangePasswordPage = lazyScreen(() =>
  import("../features/password/ChangePasswordPage.tsx").then((m) => ({ default: m.ChangePasswordPage })),
);
const trade = () => import("../features/trade/index.ts");
// The list alone: the index also holds the deal form, whose rich editor (about 120 KiB gzip) the
// list does not need before its first paint.
const TradeListPage = lazyScreen(() =>
  import("../features/trade/TradeListPage.tsx").then((m) => ({ default: m.TradeListPage })),
);
const DealFormPage = lazyScreen(() => trade().then((m) => ({ default: m.DealFormPage })));
const DealDetailPage = lazyScreen(() => trade().then((m) => ({ default: m.DealDetailPage })));
const pages = () => import("../features/pages/index.ts");
const StaticPage = lazyScreen(() => pages().then((m) => ({ default: m.StaticPage })));
const PopupPage = lazyScreen(() => pages().then((m) => ({ default: m.PopupPage })));
const SiteMapPage = lazyScreen(() => pages().then((m) => ({ default: m.SiteMapPage })));
const PageEditPage = lazyScreen(() =>
  import("../features/pages/PageEditPage.tsx").then((m) => ({ default: m.PageEditPage })),
);
const PageListPage = lazyScreen(() =>
  import("../features/pages/PageListPage.tsx").then((m) => ({ default: m.PageListPage })),
);
const CompaniesPage = lazyScreen(() =>
  import("../features/pages/CompaniesPage.tsx").then((m) => ({ default: m.CompaniesPage })),
);
const LoadingPage = lazyScreen(() =>
  import("../features/loading/LoadingPage.tsx").then((m) => ({ default: m.LoadingPage })),
);
const LoadingSharePage = lazyScreen(() =>
  import("../features/loading/share/SharePage.tsx").then((m) => ({ default: m.SharePage })),
);
const NotePage = lazyScreen(() => import("../features/notes/NotePage.tsx").then((m) => ({ default: m.NotePage })));
const NotificationsPage = lazyScreen(() =>
  import("../features/notifications/NotificationsPage.tsx").then((m) => ({ default: m.NotificationsPage })),
);
const OperatorPage = lazyScreen(() =>
  import("../features/operator/OperatorPage.tsx").then((m) => ({ default: m.OperatorPage })),
);
const PolicyPage = lazyScreen(() =>
  import("../features/pages/PolicyPage.tsx").then((m) => ({ default: m.PolicyPage })),
);

const search = () => import("../features/search/index.ts");
const SearchPage = lazyScreen(() => search().then((m) => ({ default: m.SearchPage })));
const ExcludedWordsPage = lazyScreen(() => search().then((m) => ({ default: m.ExcludedWordsPage })));

const surveys = () => import("../features/surveys/screens.ts");
const SurveyListPage = lazyScreen(() => surveys().then((m) => ({ default: m.SurveyListPage })));
const SurveyAnswerPage = lazyScreen(() => surveys().then((m) => ({ default: m.SurveyAnswerPage })));
const PublishedSurveysPage = lazyScreen(() => surveys().then((m) => ({ default: m.PublishedSurveysPage })));
const SurveyResultsPage = lazyScreen(() => surveys().then((m) => ({ default: m.SurveyResultsPage })));
const SurveyAdminPage = lazyScreen(() => surveys().then((m) => ({ default: m.SurveyAdminPage })));
const SurveyBuilderPage = lazyScreen(() => surveys().then((m) => ({ default: m.SurveyBuilderPage })));
const SurveyAdminResultsPage = lazyScreen(() => surveys().then((m) => ({ default: m.SurveyAdminResultsPage })));

export interface AppRoute {
  path: string;
  element: ReactNode;
  /** The page's name in the title; "home": the portal's name alone; "screen": the screen names itself. */
  title: MessageKey | "home" | "screen";
}

/** The boards of one template together (the legacy collection routes). */
const boardCollection = (template: BoardTemplate): Omit<AppRoute, "path"> => ({
  element: <AllBoardsPage template={template} />,
  title: "titleBoardCollection",
});

export const ROUTES: AppRoute[] = [
  { path: "/", element: <HomePage />, title: "home" },
  { path: "/index.html", element: <HomePage />, title: "home" },
  { path: "/app/FUL/Login", element: <LoginPage />, title: "titleLogin" },
  { path: "/app/FUL/MyPage", element: <MyPage />, title: "myPageTitle" },
  { path: "/app/FUL/Note", element: <NotePage />, title: "titleNotes" },
  { path: "/app/FUL/Notifications", element: <NotificationsPage />, title: "titleNotifications" },
  { path: "/app/FUL/Terms", element: <TermsPage />, title: "titleTerms" },
  { path: "/app/FUL/Register", element: <RegisterPage />, title: "titleRegister" },
  { path: "/app/findsession", element: <FindPasswordPage />, title: "titleFindPassword" },
  { path: "/app/findid", element: <FindIdPage />, title: "titleFindId" },
  { path: "/app/FUL/PasswordReset", element: <ResetPasswordPage />, title: "titleResetPassword" },
  { path: "/app/FUL/PLT000101_12", element: <RecheckPage />, title: "titleRecheckPassword" },
  { path: "/app/FUL/PLT000101_13", element: <ChangePasswordPage />, title: "titleChangePassword" },
  { path: "/app/FUL/PLT000101_05", element: <LoadingPage />, title: "titleLoading" },
  { path: "/app/FUL/LoadingShare", element: <LoadingSharePage />, title: "screen" },
  { path: "/app/FUL/PLT000101_11", element: <StaticPage pageId="PLT000101_11" full />, title: "screen" },
  { path: "/app/FUL/TermsOfservice", element: <PolicyPage />, title: "footerTerms" },
  { path: "/app/FUL/PrivacyPolicy/*", element: <PolicyPage />, title: "footerPrivacy" },
  { path: "/app/totalboard/reservations", element: <ReservationAdminPage />, title: "titleReservationAdmin" },
  { path: "/app/commonboard", element: <NewestPostsPage />, title: "titleCommonBoard" },
  { path: "/app/board2", ...boardCollection(BoardTemplateId.calendar) },
  { path: "/app/boardgallery", ...boardCollection(BoardTemplateId.gallery) },
  { path: "/app/commonboardgellery", ...boardCollection(BoardTemplateId.gallery) },
  { path: "/app/boardgallery2", ...boardCollection(BoardTemplateId.cardGallery) },
  { path: "/app/commonboardgellery2", ...boardCollection(BoardTemplateId.cardGallery) },
  { path: "/app/Menu", element: <SiteMapPage />, title: "titleSiteMap" },
  { path: "/app/board/register", element: <PostFormPage mode="write" />, title: "titleWritePost" },
  { path: "/app/board/update", element: <PostFormPage mode="edit" />, title: "titleEditPost" },
  { path: "/app/board/:boardId", element: <BoardPage />, title: "screen" },
  { path: "/app/board/:boardId/:postId", element: <PostDetailPage />, title: "screen" },
  { path: "/app/totalboard", element: <BoardAdminPage />, title: "titleBoardAdmin" },
  { path: "/app/totalboard/permissions", element: <MembersPage />, title: "titlePermissions" },
  { path: "/app/totalboard/audit", element: <AuditPage />, title: "titleAudit" },
  { path: "/app/totalboard/privacy-access", element: <PrivacyAccessPage />, title: "titlePrivacyAccess" },
  { path: "/app/totalboard/access-reviews", element: <AccessReviewPage />, title: "titleAccessReviews" },
  { path: "/app/totalboard/operator", element: <OperatorPage />, title: "titleOperator" },
  { path: "/app/totalboard/backups", element: <BackupsPage />, title: "titleBackups" },
  { path: "/app/admin/reports", element: <ReportsPage />, title: "reportsTitle" },
  { path: SEARCH_PAGE_PATH, element: <SearchPage />, title: "screen" },
  { path: "/app/totalboard/search-words", element: <ExcludedWordsPage />, title: "titleSearchExclusions" },
  { path: "/app/boardregister", element: <BoardFormPage />, title: "screen" },
  { path: "/app/boardupdate/:bbsId", element: <BoardFormPage />, title: "screen" },
  { path: "/app/trade", element: <TradeListPage />, title: "titleTrade" },
  { path: "/app/trade/register", element: <DealFormPage />, title: "titleTradeRegister" },
  { path: "/app/trade/update/:dealNo", element: <DealFormPage key="update" />, title: "titleTradeEdit" },
  { path: "/app/trade/:dealType/:companyCode/:dealNo", element: <DealDetailPage />, title: "screen" },
  { path: "/app/totalboard/pages/:pageId", element: <PageEditPage />, title: "screen" },
  { path: "/app/totalboard/companies", element: <CompaniesPage />, title: "titleCompanies" },
  { path: "/app/totalboard/pages", element: <PageListPage />, title: "titleAdminPages" },
  { path: "/app/totalboard/popups", element: <PageListPage popups />, title: "titleAdminPopups" },
  { path: "/app/survey", element: <SurveyListPage />, title: "surveyListTitle" },
  { path: "/app/survey/results", element: <PublishedSurveysPage />, title: "surveyPublishedTitle" },
  { path: "/app/survey/results/:surveyId", element: <SurveyResultsPage />, title: "screen" },
  { path: "/app/survey/:surveyId", element: <SurveyAnswerPage />, title: "screen" },
  { path: "/app/totalboard/surveys", element: <SurveyAdminPage />, title: "surveyAdminTitle" },
  { path: "/app/totalboard/surveys/new", element: <SurveyBuilderPage />, title: "screen" },
  { path: "/app/totalboard/surveys/:surveyId/edit", element: <SurveyBuilderPage />, title: "screen" },
  { path: "/app/totalboard/surveys/:surveyId/results", element: <SurveyAdminResultsPage />, title: "screen" },
  { path: "/app/POPUP/:popupId", element: <PopupPage />, title: "screen" },
  { path: "/app/:pageId", element: <StaticPage />, title: "screen" },
  { path: "/app/dashboard", element: <BillingPage />, title: "titleDashBilling" },
  { path: "/app/dashboard/orders/:bbsId", element: <OrdersPage />, title: "titleDashOrders" },
  { path: "/app/dashboard/transport/:bbsId", element: <TransportPage />, title: "titleDashTransport" },
  { path: "/app/dashboard/forwarding/:bbsId", element: <ForwardingPage />, title: "titleDashForwarding" },
  { path: "/app/dashboard/settlement/:bbsId", element: <SettlementPage />, title: "titleDashSettlement" },
  { path: "/app/dashboard/bigdata/billing", element: <BigDataPage view="billing" />, title: "titleDashBigBilling" },
  {
    path: "/app/dashboard/bigdata/logistics",
    element: <BigDataPage view="logistics" />,
    title: "titleDashBigLogistics",
  },
  { path: "/app/dashboard/import", element: <ImportPage />, title: "titleDashImport" },
  { path: "*", element: <NotFoundPage />, title: "screen" },
];

/**
 * Marks `<html data-hydrated>` once the screen's boundary has committed: on a server-rendered page that
 * is when its buttons start to answer; what was typed and pressed before is acted on then
 * (lib/early-input.ts). Browser tests wait for the mark.
 */
function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyInput();
  }, []);
  return null;
}

/** Sets the document title from the route's `title` while the route is shown ("screen": the screen names itself). */
function RouteTitle({ title, children }: { title: AppRoute["title"]; children: ReactNode }): ReactNode {
  useEffect(() => {
    if (title !== "screen") document.title = documentTitle(title === "home" ? null : t(title));
  }, [title]);
  return children;
}

/** The route table with each element named by its title (one route match per location: useRoutes'). */
const TITLED_ROUTES = ROUTES.map(({ path, element, title }) => ({
  path,
  element: <RouteTitle title={title}>{element}</RouteTitle>,
}));

export function App() {
  useRoutePrefetch();
  const routes = useRoutes(TITLED_ROUTES);
  return (
    <Shell>
      <RouteGuard>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader size="sm" aria-label={t("loading")} />
            </Center>
          }
        >
          {routes}
          <HydratedMark />
        </Suspense>
      </RouteGuard>
    </Shell>
  );
}
