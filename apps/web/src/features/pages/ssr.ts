/**
 * Server-side loaders of the information pages, the terms and privacy policy and the site map (issue
 * 25 §1, §2): the stored page read with the screens' query options (a login-guarded page refused to a
 * visitor by the API answers 403; an unknown page id 404), named and described by its own text.
 */
import { pageDef, t } from "@portal/contract";
import type { QueryClient } from "@tanstack/react-query";
import { type RouteLoader, refuse } from "../../app/loader.ts";
import { operatorQuery } from "../../lib/operator.ts";
import { logisticsQuery, pageHistoryQuery, pageQuery, pageVersionQuery } from "./api.ts";

/** The reads of the blocks some information pages show below their text (StaticPage). */
const EXTRA_READS: Record<string, (client: QueryClient) => Promise<void>> = {
  PLT010501: (client) => client.prefetchQuery(logisticsQuery),
};

/** The stored page `pageId` as StaticPage shows it (`pageId` from the route when not given). */
export const loadStaticPage =
  (fixedPageId?: string): RouteLoader =>
  async ({ client, params }) => {
    const pageId = fixedPageId ?? params.pageId ?? "";
    const def = pageDef(pageId);
    if (!def || def.kind === "popup" || def.kind === "policy") throw refuse(404);
    // A service frame hands the session to its page by message when the frame has loaded: the
    // browser draws it, so the handler is there before the frame loads.
    if (def.kind === "frame") return null;
    const extra = EXTRA_READS[pageId];
    const [page] = await Promise.all([client.fetchQuery(pageQuery(pageId)), extra?.(client)]);
    return { name: page.title, text: page.bodyHtml };
  };

/** The terms of service or privacy policy (PolicyPage), a past version with `?version=N`. */
export const loadPolicyPage =
  (pageId: "TermsOfservice" | "PrivacyPolicy"): RouteLoader =>
  async ({ client, search }) => {
    const version = Number(new URLSearchParams(search).get("version")) || null;
    const [page] = await Promise.all([
      version === null ? client.fetchQuery(pageQuery(pageId)) : client.fetchQuery(pageVersionQuery(pageId, version)),
      client.prefetchQuery(pageHistoryQuery(pageId)),
      client.prefetchQuery(operatorQuery),
    ]);
    return {
      name: t(pageId === "TermsOfservice" ? "footerTerms" : "footerPrivacy"),
      text: page.bodyHtml,
      canonical: version === null ? `/app/FUL/${pageId}` : undefined,
    };
  };

/** The site map: the menu itself, no reads. */
export const loadSiteMap: RouteLoader = async () => ({ name: t("titleSiteMap") });

/** The consent screen (/app/FUL/Terms, TermsPage): the terms' texts are the contract's own, no reads. */
export const loadTerms: RouteLoader = async () => ({ name: t("titleTerms") });
