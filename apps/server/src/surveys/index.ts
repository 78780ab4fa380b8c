/** The surveys feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
export { surveyRoutes } from "./routes.ts";
