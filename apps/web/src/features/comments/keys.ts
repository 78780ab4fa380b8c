/** The comments' query keys (TanStack Query's key factory). */
const all = ["comments"] as const;

export const commentKeys = {
  all,
  post: (postId: number) => [...all, postId] as const,
};
