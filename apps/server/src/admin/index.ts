/** The admin feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */
/** Inserts a pending company request in the caller's transaction (registration with a company). */
export { insertCompanyRequest as queueCompanyRequest } from "./request-queries.ts";
