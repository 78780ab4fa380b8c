/** The trade feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */

export { queryTerms as dealQueryTerms } from "./search.ts";
export { withdrawFromTrade } from "./withdrawal.ts";
