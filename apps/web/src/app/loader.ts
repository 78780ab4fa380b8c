/**
 * The server-side loader of a public route (issue 25 §1): it reads what the route's screen reads, into
 * the render's query client under the screen's own query options (so keys cannot drift), through the
 * JSON API with the request's cookie (the same authorisation as the API), and says what the page's
 * head holds. A refused read rejects with its ApiError, whose status the HTML answer takes.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";
import { ApiError } from "../lib/api.ts";
import type { PageHead } from "./head.ts";

export interface LoadContext {
  client: QueryClient;
  /** The route's path parameters. */
  params: Params;
  /** The address's query (`?…` or empty). */
  search: string;
  /** The public base URL (absolute addresses in JSON-LD). */
  base: string;
}

/** Resolves with the page's head, or null when the route is drawn in the browser only (the shell is sent). */
export type RouteLoader = (context: LoadContext) => Promise<PageHead | null>;

/** A refusal the loader decides itself (a board the viewer may not read, an unknown page id). */
export const refuse = (status: 403 | 404) => new ApiError(status, { code: status === 404 ? "NOT_FOUND" : "FORBIDDEN" });
