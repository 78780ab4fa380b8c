/**
 * Driver's links for the browser (issue 27 §5): a plan's links (list, make, revoke; the plan's
 * member only) and the shared plan a link opens without an account.
 */
import type { ShareCreated, SharedPlan, ShareList } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { loadingKeys } from "../keys.ts";

export const sharesQuery = (planId: number) =>
  queryOptions({
    queryKey: loadingKeys.shares(planId),
    queryFn: () => api<ShareList>("GET", `/api/loading/plans/${planId}/shares`),
  });

export const createShare = ({ planId, days }: { planId: number; days: number }) =>
  api<ShareCreated>("POST", `/api/loading/plans/${planId}/shares`, { days });

export const revokeShare = ({ planId, shareId }: { planId: number; shareId: number }) =>
  api<{ ok: true }>("DELETE", `/api/loading/plans/${planId}/shares/${shareId}`);

/** The plan of a link's `token` (no retry: a wrong or revoked link answers 404 at once). */
export const sharedPlanQuery = (token: string) =>
  queryOptions({
    queryKey: loadingKeys.shared(token),
    queryFn: () => api<SharedPlan>("GET", `/api/loading/shared?token=${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: token.length > 0,
  });
