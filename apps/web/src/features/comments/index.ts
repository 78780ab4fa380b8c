/** The comments feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */

export { commentsQuery } from "./api.ts";
export { CommentBox } from "./CommentBox.tsx";
export { CommentSection } from "./CommentSection.tsx";
