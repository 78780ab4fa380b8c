/**
 * The load simulator's query keys (TanStack Query's key factory): the vehicle catalogue, the member's
 * saved plans, a plan's driver's links (under the plan) and a shared plan opened by its link.
 */
const all = ["loading"] as const;
const plans = [...all, "plans"] as const;

export const loadingKeys = {
  all,
  vehicles: [...all, "vehicles"] as const,
  plans,
  plan: (planId: number | null) => [...plans, planId] as const,
  shares: (planId: number) => [...plans, planId, "shares"] as const,
  shared: (token: string) => [...all, "shared", token] as const,
};
