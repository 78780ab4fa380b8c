/**
 * File endpoints for the browser: uploads through XMLHttpRequest (its upload progress events give
 * the per-file progress bars), the post's attachment list, and deleting one attachment. A file over
 * its limit is refused before any byte goes out (`fileTooLarge`; the server refuses it again).
 */
import type { FileInfo, FileList as PostFiles, Problem } from "@portal/contract";
import { formatBytes, t } from "@portal/contract";
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
 * The refusal of a file larger than `maxBytes` — '파일이 너무 큽니다. 파일당 10MB까지 올릴 수
 * 있습니다.', what the server answers — or null when it fits (or no limit is known yet). Every file
 * picker checks with it before uploading (issue 38 §4: a 20 MB photo had gone up whole to be refused).
 */
export function fileTooLarge(file: File, maxBytes: number | undefined): string | null {
  return maxBytes && file.size > maxBytes ? t("attachmentTooLarge", { size: formatBytes(maxBytes) }) : null;
}

/**
 * Sends one file as multipart/form-data; `onProgress` gets 0–100 as the bytes go out.
 * Resolves with the JSON answer; rejects with ApiError (Korean `detail`) on refusal — at once,
 * without sending, for a file over `maxBytes` (FILE_TOO_LARGE, `fileTooLarge`'s message).
 */
export async function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
  maxBytes?: number,
): Promise<T> {
  const tooLarge = fileTooLarge(file, maxBytes);
  if (tooLarge) throw new ApiError(413, { code: "FILE_TOO_LARGE", detail: tooLarge });
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

/**
 * Uploads a picture or video from the write screen (kept as a draft until the post is saved);
 * `maxBytes` is the board's limit per file (its `maxFileBytes`).
 */
export const uploadMedia = (
  boardId: string,
  purpose: "body" | "video" | "logo",
  file: File,
  maxBytes: number | undefined,
  onProgress: (percent: number) => void = () => {},
) => uploadFile<FileInfo>(`/api/boards/${boardId}/media?purpose=${purpose}`, file, onProgress, {}, maxBytes);

/** Deletes one attachment of a post. */
export const deleteAttachment = (postId: number, fileId: number, password?: string) =>
  api<{ ok: true }>("DELETE", `/api/posts/${postId}/files/${fileId}`, undefined, postPasswordHeader(password));
