/**
 * Server-side loader of the login page (issue 38 §1): the form is in the server's HTML, so what a
 * visitor types and presses before the page's code has run is kept and acted on (lib/early-input.ts);
 * the social login buttons' read is carried.
 */
import { t } from "@portal/contract";
import type { RouteLoader } from "../../app/loader.ts";
import { providersQuery } from "../../lib/social.ts";

/** The login page: the configured social providers, and its name. */
export const loadLogin: RouteLoader = async ({ client }) => {
  await client.prefetchQuery(providersQuery);
  return { name: t("titleLogin"), canonical: "/app/FUL/Login" };
};
