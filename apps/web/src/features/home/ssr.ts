/**
 * Server-side loader of the home page (issue 25 §1): the latest notices and news of its first screen,
 * read with the home page's own query options (what lies below loads in the browser as the visitor
 * scrolls). The head is the portal's name and description.
 */
import type { RouteLoader } from "../../app/loader.ts";
import { LATEST_BOARDS, latestPostsQuery } from "./api.ts";

export const loadHome: RouteLoader = async ({ client }) => {
  await Promise.all(LATEST_BOARDS.map((key) => client.prefetchQuery(latestPostsQuery(key))));
  return { name: null, canonical: "/" };
};
