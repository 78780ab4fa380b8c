/** The board comments' request schema, loaded by the comment box on its first submit (CommentBox.tsx). */
export { commentUpdateSchema } from "@portal/contract";
