/**
 * The administration screens' query keys (TanStack Query's key factory). Every key starts with
 * `all`; a change invalidates the prefix of what it changed (`boards`, `members`, a queue).
 */
type Params = Record<string, string | number | undefined>;

const all = ["admin"] as const;
const boards = [...all, "boards"] as const;
const members = [...all, "members"] as const;

export const adminKeys = {
  all,
  boards,
  boardList: (params: Params) => [...boards, params] as const,
  board: (boardId: string) => [...boards, boardId] as const,
  categories: (boardId: string) => [...boards, boardId, "categories"] as const,
  members,
  memberList: (params: Params) => [...members, params] as const,
  logins: (userId: string, page: number) => [...members, userId, "logins", page] as const,
  queue: (queue: string) => [...all, queue] as const,
  queuePage: (queue: string, params: Params) => [...all, queue, params] as const,
  audit: (params: Params) => [...all, "audit", params] as const,
  privacyAccess: (params: Params) => [...all, "privacy-access", params] as const,
  /** A month's review; the status of `components/layout/AdminNav.tsx` is `[...all, "access-reviews", "status"]`. */
  accessReview: (month: string) => [...all, "access-reviews", month] as const,
  backups: [...all, "backups"] as const,
};
