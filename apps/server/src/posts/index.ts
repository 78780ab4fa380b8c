/** The posts feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
export { postReaders, readablePost, readablePosts, viewerOf } from "./access.ts";
export { readableBy } from "./lists/readable.ts";
export type { BlocksOf } from "./post-index/post-index.ts";
export { changePosts, gramCounts, INDEXED_COLUMNS, matchPageStart } from "./post-index/post-index.ts";
export { displayName } from "./present.ts";
export type { Viewer } from "./queries.ts";
