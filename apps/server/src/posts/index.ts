/** The posts feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
export { readablePost, viewerOf } from "./access.ts";
export { changePosts, INDEXED_COLUMNS } from "./index/post-index.ts";
export { readableBy } from "./lists/readable.ts";
export type { Viewer } from "./queries.ts";
export { displayName } from "./service.ts";
