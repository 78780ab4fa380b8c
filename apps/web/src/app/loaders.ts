/**
 * Which routes the server renders (issue 25 §1): the public ones, by their path in the route table
 * (App.tsx ROUTES), with their loaders. Any other route — members' screens — is drawn in the browser
 * and the server sends the app's shell, as before. Imported by the server entry only.
 */
import { loadBoardPage, loadPostPage } from "../features/boards/ssr.ts";
import { loadHome } from "../features/home/ssr.ts";
import { loadPolicyPage, loadSiteMap, loadStaticPage } from "../features/pages/ssr.ts";
import { loadDealPage, loadTradeList } from "../features/trade/ssr.ts";
import { type RouteLoader, refuse } from "./loader.ts";

/** An address no route of the portal has (the table's "*"): 404 with the not-found page. */
const notFound: RouteLoader = async () => {
  throw refuse(404);
};

export const LOADERS: Record<string, RouteLoader> = {
  "/": loadHome,
  "/index.html": loadHome,
  "/app/board/:boardId": loadBoardPage,
  "/app/board/:boardId/:postId": loadPostPage,
  "/app/trade": loadTradeList,
  "/app/trade/:dealType/:companyCode/:dealNo": loadDealPage,
  "/app/FUL/PLT000101_11": loadStaticPage("PLT000101_11"),
  "/app/FUL/TermsOfservice": loadPolicyPage("TermsOfservice"),
  "/app/FUL/PrivacyPolicy/*": loadPolicyPage("PrivacyPolicy"),
  "/app/Menu": loadSiteMap,
  "/app/:pageId": loadStaticPage(),
  "*": notFound,
};
