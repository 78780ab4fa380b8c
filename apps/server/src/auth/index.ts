/** The auth feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */

export { checkPassword } from "./password-change.ts";
export { mailResetLink, newResetToken, storeResetToken } from "./password-reset.ts";
export { assertPasswordAllowed, hashPassword, verifyPassword } from "./passwords.ts";
export { resetOther as resetSecondFactor } from "./second-factor.ts";
export { type ClientInfo, presentSessionUser } from "./service.ts";
