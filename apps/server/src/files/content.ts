/**
 * Which uploads are accepted, decided by their content (magic bytes, read with `file-type`), never
 * by the name or the browser's claimed type: images (re-encoded later), videos, PDF, office and
 * Hangul documents, archives and plain text. HTML, SVG, scripts and executables are refused, even
 * renamed: an `.html` renamed `.jpg` has no image signature; text is accepted only under a text
 * extension and only when it does not open with markup.
 */
import type { FileKind } from "@portal/contract";
import { fileTypeFromBuffer } from "file-type";

/** Bytes read before deciding (enough for every signature we accept, including zip-based office files). */
export const SNIFF_BYTES = 64 * 1024;

/** How an accepted upload is stored and served. */
export interface AcceptedType {
  kind: FileKind;
  /** MIME type the file is served with. */
  mime: string;
  /** Extension kept for the download name and FILE_EXTSN. */
  ext: string;
}

const IMAGES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

const VIDEOS: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

/** Detected type → accepted as is (always served as a download). */
const DOCUMENTS: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "7z": "application/x-7z-compressed",
  rar: "application/vnd.rar",
  gz: "application/gzip",
  mp3: "audio/mpeg",
};

/** Zip containers, kept under the name's extension when it is one of these. */
const ZIP_EXTENSIONS: Record<string, string> = {
  zip: "application/zip",
  hwpx: "application/hwp+zip",
  docx: DOCUMENTS.docx!,
  xlsx: DOCUMENTS.xlsx!,
  pptx: DOCUMENTS.pptx!,
};

/** Compound-file (OLE) documents: Hangul and Office 97–2003, by the name's extension. */
const CFB_EXTENSIONS: Record<string, string> = {
  hwp: "application/x-hwp",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

const TEXT_EXTENSIONS: Record<string, string> = {
  txt: "text/plain",
  csv: "text/csv",
  log: "text/plain",
};

/** Lower-case extension of a file name ("" when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Plain text: no NUL or other control bytes (tabs, line breaks and form feeds aside), not opening with markup. */
function isPlainText(head: Uint8Array): boolean {
  for (const byte of head) {
    if (
      byte === 0 ||
      (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) ||
      byte === 0x7f
    ) {
      return false;
    }
  }
  const start = Buffer.from(head.subarray(0, 512))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return !start.startsWith("<");
}

/**
 * The accepted type of an upload from its first bytes (`head`, up to SNIFF_BYTES) and its name,
 * or null when it is not allowed.
 */
export async function classify(head: Uint8Array, originalName: string): Promise<AcceptedType | null> {
  if (head.length === 0) return null;
  const detected = await fileTypeFromBuffer(head);
  const nameExt = extensionOf(originalName);
  if (detected) {
    const { ext } = detected;
    if (IMAGES[ext]) return { kind: "image", mime: IMAGES[ext], ext };
    if (VIDEOS[ext]) return { kind: "video", mime: VIDEOS[ext], ext: ext === "m4v" ? "mp4" : ext };
    if (ext === "zip") {
      const kept = ZIP_EXTENSIONS[nameExt] ? nameExt : "zip";
      return { kind: "file", mime: ZIP_EXTENSIONS[kept]!, ext: kept };
    }
    if (ext === "cfb") {
      return CFB_EXTENSIONS[nameExt] ? { kind: "file", mime: CFB_EXTENSIONS[nameExt], ext: nameExt } : null;
    }
    if (DOCUMENTS[ext]) return { kind: "file", mime: DOCUMENTS[ext], ext };
    return null;
  }
  if (TEXT_EXTENSIONS[nameExt] && isPlainText(head)) {
    return { kind: "file", mime: TEXT_EXTENSIONS[nameExt], ext: nameExt };
  }
  return null;
}
