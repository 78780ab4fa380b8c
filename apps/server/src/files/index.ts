/** The files feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
export { contentDisposition, FILE_CSP } from "./http.ts";
export { sizeStaticPictures, withPictureSizes } from "./picture-sizes.ts";
export { coverImages, listPostFiles, postFilesQuery, presentFile } from "./queries.ts";
export { partsOf } from "./routes.ts";
export {
  checkPostMedia,
  claimPostMedia,
  type MediaChoice,
  type PartReader,
  removeStoredFiles,
  sizeBodyPictures,
} from "./service.ts";
export { discardUploads, storeUpload } from "./upload.ts";
