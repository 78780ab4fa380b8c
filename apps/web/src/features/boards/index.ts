/** The boards feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
export { boardsQuery, postsQuery } from "./api.ts";
