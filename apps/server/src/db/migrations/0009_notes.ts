/**
 * The note centre (issue 10; members spec 3 Note, Block/spam entry, Address entry): notes with one
 * row per recipient (each party's read, box and delete state is its own), block and spam entries,
 * and the members a member starred in the address book.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("notes")
    .addColumn("noteId", "integer", autoId)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("senderId", "text", (c) => c.notNull())
    .addColumn("senderName", "text", (c) => c.notNull())
    .addColumn("bodyHtml", "text", (c) => c.notNull())
    .addColumn("bodyText", "text", (c) => c.notNull())
    .addColumn("refNo", "integer")
    .addColumn("recipientNames", "text", (c) => c.notNull())
    .addColumn("selfOnly", "integer", (c) => c.notNull())
    .addColumn("sentAt", "text", (c) => c.notNull())
    .addColumn("editedAt", "text")
    .addColumn("firstReadAt", "text")
    .addColumn("senderDeletedAt", "text")
    .execute();
  // The sender's lists: sent and trade sent, newest first.
  await db.schema.createIndex("notes_sender").on("notes").columns(["senderId", "kind", "noteId"]).execute();

  await db.schema
    .createTable("noteRecipients")
    .addColumn("noteId", "integer", (c) => c.notNull().references("notes.noteId").onDelete("cascade"))
    .addColumn("recipientId", "text", (c) => c.notNull())
    .addColumn("recipientName", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("fromSelf", "integer", (c) => c.notNull())
    .addColumn("box", "text", (c) => c.notNull())
    .addColumn("readAt", "text")
    .addColumn("deletedAt", "text")
    .addPrimaryKeyConstraint("note_recipients_pk", ["noteId", "recipientId"])
    .execute();
  // A member's boxes, newest first; the same index counts the unread.
  await db.schema
    .createIndex("note_recipients_box")
    .on("noteRecipients")
    .columns(["recipientId", "box", "kind", "fromSelf", "noteId"])
    .execute();

  await db.schema
    .createTable("noteBlocks")
    .addColumn("blockId", "integer", autoId)
    .addColumn("ownerId", "text", (c) => c.notNull())
    .addColumn("targetId", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addUniqueConstraint("note_blocks_owner_target_type", ["ownerId", "targetId", "type"])
    .execute();

  await db.schema
    .createTable("noteContacts")
    .addColumn("ownerId", "text", (c) => c.notNull())
    .addColumn("contactId", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("note_contacts_pk", ["ownerId", "contactId"])
    .execute();
}
