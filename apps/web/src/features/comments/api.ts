/** Comment endpoints for the browser: the list's query options and the write, edit and delete calls. */
import type { CommentList } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { commentKeys } from "./keys.ts";

/** Query options of a post's comments. */
export const commentsQuery = (postId: number) =>
  queryOptions({
    queryKey: commentKeys.post(postId),
    queryFn: () => api<CommentList>("GET", `/api/posts/${postId}/comments`),
    retry: false,
  });

type Saved = { commentId: number; commentCount: number };

/** Writes a comment, or a reply to `parentId`. */
export const addComment = (postId: number, body: string, parentId?: number) =>
  api<Saved>("POST", `/api/posts/${postId}/comments`, { body, ...(parentId ? { parentId } : {}) });
/** Changes a comment's text (its writer only). */
export const editComment = (commentId: number, body: string) =>
  api<Saved>("PUT", `/api/comments/${commentId}`, { body });
/** Deletes a comment (its writer or an administrator). */
export const removeComment = (commentId: number) => api<Saved>("DELETE", `/api/comments/${commentId}`);
