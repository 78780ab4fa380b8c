/** The notes feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */

export { findableByName } from "./address-book.ts";
export { activeMembers } from "./queries.ts";
export { noteReplyToAuthor } from "./reply-notice.ts";
export { announceNotes, markSpamSender, sendNote } from "./service.ts";
export { withdrawFromNotes } from "./withdrawal.ts";
