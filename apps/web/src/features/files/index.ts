/** The files feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */

export { deleteAttachment, fileTooLarge, postFilesQuery, uploadAttachment, uploadFile, uploadMedia } from "./api.ts";
export { FileList } from "./FileList.tsx";
export { emptyRow, type UploadRow, UploadRows } from "./UploadRows.tsx";
