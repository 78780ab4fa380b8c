/**
 * Which routes the server renders (issue 25 §1): the public ones, by their path in the route table
 * (App.tsx ROUTES), with their loaders and the modules of their screens (the source paths App.tsx's
 * lazy imports name, as keys of Vite's build manifest: the server links those modules' style sheets
 * into the page, and no other screen's). Any other route — members' screens — is drawn in the
 * browser and the server sends the app's shell, as before. Imported by the server entry only.
 */
import { SEARCH_PAGE_PATH } from "@portal/contract";
import { loadLogin } from "../features/auth/ssr.ts";
import { loadBoardPage, loadNewestPosts, loadPostPage } from "../features/boards/ssr.ts";
import { loadHome } from "../features/home/ssr.ts";
import { loadPolicyPage, loadSiteMap, loadStaticPage, loadTerms } from "../features/pages/ssr.ts";
import { loadDealPage, loadTradeList } from "../features/trade/ssr.ts";
import { type RouteLoader, refuse } from "./loader.ts";

/**
 * 통합검색's page (issue 42 §2) is drawn in the browser only: a result page is personal (what the reader may
 * see) and counts toward 인기 검색어, so the server neither renders nor keeps it, and sends it `noindex`
 * (apps/server/src/web/static.ts). Listed so that `/app/:pageId` does not take the address.
 */
const inBrowserOnly: RouteLoader = async () => null;

/** An address no route of the portal has (the table's "*"): 404 with the not-found page. */
const notFound: RouteLoader = async () => {
  throw refuse(404);
};

/** A rendered route: its loader and its screen's modules (none for a screen in the entry). */
export interface RenderedRoute {
  load: RouteLoader;
  screens: string[];
}

const PAGES = ["src/features/pages/index.ts"];
const POLICY = ["src/features/pages/PolicyPage.tsx"];

export const LOADERS: Record<string, RenderedRoute> = {
  "/": { load: loadHome, screens: [] },
  "/index.html": { load: loadHome, screens: [] },
  "/app/board/:boardId": { load: loadBoardPage, screens: ["src/features/boards/BoardPage.tsx"] },
  "/app/board/:boardId/:postId": { load: loadPostPage, screens: ["src/features/boards/PostDetailPage.tsx"] },
  "/app/trade": { load: loadTradeList, screens: ["src/features/trade/TradeListPage.tsx"] },
  "/app/trade/:dealType/:companyCode/:dealNo": { load: loadDealPage, screens: ["src/features/trade/index.ts"] },
  "/app/FUL/Login": { load: loadLogin, screens: ["src/features/auth/LoginPage.tsx"] },
  "/app/FUL/PLT000101_11": { load: loadStaticPage("PLT000101_11"), screens: PAGES },
  "/app/FUL/TermsOfservice": { load: loadPolicyPage("TermsOfservice"), screens: POLICY },
  "/app/FUL/PrivacyPolicy/*": { load: loadPolicyPage("PrivacyPolicy"), screens: POLICY },
  "/app/Menu": { load: loadSiteMap, screens: PAGES },
  "/app/FUL/Terms": { load: loadTerms, screens: ["src/features/registration/TermsPage.tsx"] },
  "/app/commonboard": { load: loadNewestPosts, screens: ["src/features/boards/NewestPostsPage.tsx"] },
  [SEARCH_PAGE_PATH]: { load: inBrowserOnly, screens: [] },
  "/app/:pageId": { load: loadStaticPage(), screens: PAGES },
  "*": { load: notFound, screens: [] },
};
