/** The boards feature's public entry: all that other features may import from it (docs/ARCHITECTURE.md "Folders and imports"). */

export { legacyBoardId, seoulStamp } from "./ids.ts";
export { findBoard, findBoards, findCategory, listBoardsInUse } from "./queries.ts";
export {
  assertCanRead,
  attachmentSlots,
  canCommentOn,
  canReadBoard,
  canWriteOn,
  getVisibleBoard,
  maxFileBytes,
  presentBoard,
  visibleBoard,
} from "./service.ts";
