/**
 * The dashboards' query keys (TanStack Query's key factory). Every key starts with `all`: an imported
 * ledger changes every figure, so an import invalidates them all.
 */
type Params = Record<string, string | number | undefined>;

const all = ["dashboards"] as const;

export const dashboardKeys = {
  all,
  /** One dashboard's figures (`name`: billing, orders, …) for its filters. */
  figures: (name: string, params: Params) => [...all, name, params] as const,
  companies: [...all, "companies"] as const,
  imports: (companyCode: string | undefined) => [...all, "imports", companyCode] as const,
};
