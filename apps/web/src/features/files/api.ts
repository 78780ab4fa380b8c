/**
 * File endpoints for the browser: uploads through XMLHttpRequest (its upload progress events give
 * the per-file progress bars), the post's attachment list, and deleting one attachment.
 */
import type { FileInfo, FileList as PostFiles, Problem } from "@portal/contract";
import { t } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, csrfHeader } from "../../lib/api.ts";
import { fileKeys } from "./keys.ts";

/** Query options of a post's attachments. */
export const postFilesQuery = (postId: number) =>
  queryOptions({
    queryKey: fileKeys.post(postId),
    queryFn: () => api<PostFiles>("GET", `/api/posts/${postId}/files`),
  });

/** The header carrying a post's password for attachment changes (percent-encoded: headers are ASCII). */
export const postPasswordHeader = (password: string | undefined): Record<string, string> =>
  password ? { "x-post-password": encodeURIComponent(password) } : {};

/**
 * Sends one file as multipart/form-data; `onProgress` gets 0–100 as the bytes go out.
 * Resolves with the JSON answer; rejects with ApiError (Korean `detail`) on refusal.
 */
export async function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<T> {
  const csrf = await csrfHeader();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ ...csrf, ...headers })) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else reject(new ApiError(xhr.status, (body ?? {}) as Partial<Problem>));
    });
    xhr.addEventListener("error", () => reject(new ApiError(0, { code: "NETWORK", detail: t("errorNetwork") })));
    xhr.addEventListener("abort", () => reject(new ApiError(0, { code: "ABORTED", detail: t("errorNetwork") })));
    signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** Uploads one attachment to a post. */
export const uploadAttachment = (
  postId: number,
  file: File,
  onProgress: (percent: number) => void,
  password?: string,
) =>
  uploadFile<PostFiles>(`/api/posts/${postId}/files`, file, onProgress, postPasswordHeader(password)).then(
    (answer) => answer.items[0] as FileInfo,
  );

/** Uploads a picture or video from the write screen (kept as a draft until the post is saved). */
export const uploadMedia = (
  boardId: string,
  purpose: "body" | "video" | "logo",
  file: File,
  onProgress: (percent: number) => void = () => {},
) => uploadFile<FileInfo>(`/api/boards/${boardId}/media?purpose=${purpose}`, file, onProgress);

/** Deletes one attachment of a post. */
export const deleteAttachment = (postId: number, fileId: number, password?: string) =>
  api<{ ok: true }>("DELETE", `/api/posts/${postId}/files/${fileId}`, undefined, postPasswordHeader(password));
