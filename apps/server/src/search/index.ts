/** The search feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
export { forgetOldSearches } from "./popular.ts";
export { searchRoutes } from "./routes.ts";
