/**
 * Tiptap pieces for pictures and videos in a post body: the Image extension and a small `video`
 * node (`<video src controls>`), both pointing at /api/files/{fileId} (uploaded as drafts of the
 * board and taken by the post when it is saved).
 */

import Image from "@tiptap/extension-image";
import { mergeAttributes, Node } from "@tiptap/react";

/** Pictures in the body, as blocks. */
export const BodyImage = Image.configure({ inline: false, allowBase64: false });

/** A block `<video controls>` whose source is an uploaded file. */
export const BodyVideo = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: "video[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["video", mergeAttributes(HTMLAttributes, { controls: "true", preload: "metadata" })];
  },
});
