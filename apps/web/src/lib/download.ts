/**
 * Downloads a file the API makes on a POST (a personal-data export with its reason, issue 43 §3):
 * sends `body` as JSON with the CSRF token, then saves the answer under the server's file name
 * (`Content-Disposition` filename*), or `fallbackName`. A refusal throws `ApiError` (Korean detail).
 */
import { ApiError, csrfHeader } from "./api.ts";

export async function postDownload(url: string, body: unknown, fallbackName: string): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await csrfHeader()) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => ({})));
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = encoded ? decodeURIComponent(encoded) : fallbackName;
  link.click();
  URL.revokeObjectURL(link.href);
}
