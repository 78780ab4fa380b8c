/**
 * The document title of every route (issue 24 §3; KWCAG 2.2 item 2.4.2 "제목 제공"): "{page} |
 * 스마트물류 컨소시엄 포털", or the portal's name alone on the home page. The route table
 * (app/App.tsx) names most screens; a screen whose name is its data (a post, a board, a stored
 * page, a deal) names itself with `usePageTitle` and its route leaves the title to it.
 */
import { t } from "@portal/contract";
import { useEffect } from "react";

/** The title for a page named `page` (null: the home page). */
export function documentTitle(page: string | null): string {
  return page ? t("documentTitle", { page }) : t("appName");
}

/** Sets the document title to name `page` while the screen shows (null: the portal's name alone). */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
