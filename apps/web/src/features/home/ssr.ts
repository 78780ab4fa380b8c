/**
 * Server-side loader of the home page (issue 25 §1, issue 38 §2): every read of the page — the latest
 * notices and news, the upcoming schedule and the newest trade items — with the home page's own query
 * options, so the server's HTML holds all its sections and the browser hydrates it without asking again.
 * The head is the portal's name and description, with the JSON-LD `Organization` and `WebSite` (whose
 * `SearchAction` is 통합검색, issue 42).
 */
import { SEARCH_PAGE_PATH, t } from "@portal/contract";
import { absolute, DEFAULT_OG_IMAGE } from "../../app/head.ts";
import type { RouteLoader } from "../../app/loader.ts";
import { LATEST_BOARDS, latestPostsQuery, newestDealsQuery, upcomingEventsQuery } from "./api.ts";

export const loadHome: RouteLoader = async ({ client, base }) => {
  await Promise.all([
    ...LATEST_BOARDS.map((key) => client.prefetchQuery(latestPostsQuery(key))),
    client.prefetchQuery(upcomingEventsQuery),
    client.prefetchQuery(newestDealsQuery),
  ]);
  const url = absolute(base, "/");
  return {
    name: null,
    canonical: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": `${url}#organization`,
        name: t("appName"),
        url,
        logo: absolute(base, DEFAULT_OG_IMAGE),
        description: t("siteDescription"),
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        "@id": `${url}#website`,
        name: t("appName"),
        url,
        inLanguage: "ko-KR",
        publisher: { "@id": `${url}#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${absolute(base, SEARCH_PAGE_PATH)}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
};
