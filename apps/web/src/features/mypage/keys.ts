/** My page's query keys (TanStack Query's key factory). */
const all = ["me"] as const;

export const mypageKeys = {
  all,
  profile: [...all, "profile"] as const,
  secondFactor: [...all, "second-factor"] as const,
};
