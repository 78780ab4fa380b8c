/**
 * Route table of both specs (boards spec §2, members spec §2). Legacy URLs are kept
 * (/app/board/{bbsId}, /app/FUL/…, /app/findsession); any other address is "not found". Every
 * route passes through the spec's route guard.
 */

import { Center, Loader } from "@mantine/core";
import { t } from "@portal/contract";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { Shell } from "../components/layout/Shell.tsx";
import { HomePage } from "../features/home/HomePage.tsx";
import { NotFoundPage } from "../features/pages/NotFoundPage.tsx";
import { lazyScreen } from "../lib/screens.ts";
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
const CompaniesPage = lazyScreen(() =>
  import("../features/pages/CompaniesPage.tsx").then((m) => ({ default: m.CompaniesPage })),
);
const LoadingPage = lazyScreen(() =>
  import("../features/loading/LoadingPage.tsx").then((m) => ({ default: m.LoadingPage })),
);
const NotePage = lazyScreen(() => import("../features/notes/NotePage.tsx").then((m) => ({ default: m.NotePage })));
const PolicyPage = lazyScreen(() =>
  import("../features/pages/PolicyPage.tsx").then((m) => ({ default: m.PolicyPage })),
);

export function App() {
  useRoutePrefetch();
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
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/index.html" element={<HomePage />} />
            <Route path="/app/FUL/Login" element={<LoginPage />} />
            <Route path="/app/FUL/MyPage" element={<MyPage />} />
            <Route path="/app/FUL/Note" element={<NotePage />} />
            <Route path="/app/FUL/Terms" element={<TermsPage />} />
            <Route path="/app/FUL/Register" element={<RegisterPage />} />
            <Route path="/app/findsession" element={<FindPasswordPage />} />
            <Route path="/app/findid" element={<FindIdPage />} />
            <Route path="/app/FUL/PasswordReset" element={<ResetPasswordPage />} />
            <Route path="/app/FUL/PLT000101_12" element={<RecheckPage />} />
            <Route path="/app/FUL/PLT000101_13" element={<ChangePasswordPage />} />
            <Route path="/app/FUL/PLT000101_05" element={<LoadingPage />} />
            <Route path="/app/FUL/PLT000101_11" element={<StaticPage pageId="PLT000101_11" full />} />
            <Route path="/app/FUL/TermsOfservice" element={<PolicyPage />} />
            <Route path="/app/FUL/PrivacyPolicy/*" element={<PolicyPage />} />
            <Route path="/app/totalboard/reservations" element={<ReservationAdminPage />} />
            <Route path="/app/commonboard" element={<AllBoardsPage />} />
            <Route path="/app/board2" element={<AllBoardsPage template={2} />} />
            <Route path="/app/boardgallery" element={<AllBoardsPage template={3} />} />
            <Route path="/app/commonboardgellery" element={<AllBoardsPage template={3} />} />
            <Route path="/app/boardgallery2" element={<AllBoardsPage template={4} />} />
            <Route path="/app/commonboardgellery2" element={<AllBoardsPage template={4} />} />
            <Route path="/app/Menu" element={<SiteMapPage />} />
            <Route path="/app/board/register" element={<PostFormPage mode="write" />} />
            <Route path="/app/board/update" element={<PostFormPage mode="edit" />} />
            <Route path="/app/board/:boardId" element={<BoardPage />} />
            <Route path="/app/board/:boardId/:postId" element={<PostDetailPage />} />
            <Route path="/app/totalboard" element={<BoardAdminPage />} />
            <Route path="/app/totalboard/permissions" element={<MembersPage />} />
            <Route path="/app/totalboard/audit" element={<AuditPage />} />
            <Route path="/app/totalboard/privacy-access" element={<PrivacyAccessPage />} />
            <Route path="/app/boardregister" element={<BoardFormPage />} />
            <Route path="/app/boardupdate/:bbsId" element={<BoardFormPage />} />
            <Route path="/app/trade" element={<TradeListPage />} />
            <Route path="/app/trade/register" element={<DealFormPage />} />
            <Route path="/app/trade/update/:dealNo" element={<DealFormPage key="update" />} />
            <Route path="/app/trade/:dealType/:companyCode/:dealNo" element={<DealDetailPage />} />
            <Route path="/app/totalboard/pages/:pageId" element={<PageEditPage />} />
            <Route path="/app/totalboard/companies" element={<CompaniesPage />} />
            <Route path="/app/POPUP/:popupId" element={<PopupPage />} />
            <Route path="/app/:pageId" element={<StaticPage />} />
            <Route path="/app/dashboard" element={<BillingPage />} />
            <Route path="/app/dashboard/orders/:bbsId" element={<OrdersPage />} />
            <Route path="/app/dashboard/transport/:bbsId" element={<TransportPage />} />
            <Route path="/app/dashboard/forwarding/:bbsId" element={<ForwardingPage />} />
            <Route path="/app/dashboard/settlement/:bbsId" element={<SettlementPage />} />
            <Route path="/app/dashboard/bigdata/billing" element={<BigDataPage view="billing" />} />
            <Route path="/app/dashboard/bigdata/logistics" element={<BigDataPage view="logistics" />} />
            <Route path="/app/dashboard/import" element={<ImportPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteGuard>
    </Shell>
  );
}
