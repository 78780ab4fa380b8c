/** The posts feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
export { readablePost, viewerOf } from "./access.ts";
export type { BlocksOf } from "./index/post-index.ts";
export { changePosts, gramCounts, INDEXED_COLUMNS, matchPageStart } from "./index/post-index.ts";
export { readableBy } from "./lists/readable.ts";
export type { Viewer } from "./queries.ts";
export { displayName } from "./service.ts";
