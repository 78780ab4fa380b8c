/** The portal's operator details (GET /api/operator; issue 24 §3), read by the footer and the privacy policy. */
import type { OperatorInfo } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api.ts";

/** The operator details' query keys. */
export const operatorKeys = { details: ["operator"] as const };

export const operatorQuery = queryOptions({
  queryKey: operatorKeys.details,
  queryFn: () => api<{ operator: OperatorInfo | null }>("GET", "/api/operator"),
  staleTime: 10 * 60_000,
});
