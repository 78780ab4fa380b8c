/**
 * Notes of a withdrawing member (issue 24 §4; docs/members.md "Withdrawal"). The other party keeps
 * every note: the member's name becomes the neutral name wherever a note stores it (the sender's
 * name, the recipient copies, the recipients line "A, B, C" and the text of the notes the member
 * sent, where the reply notification names its replier). The member's own boxes go: their copies
 * are deleted (`box` deleted), their sent copies are deleted, and their address-book stars and
 * block/spam entries, given or received, are removed. The deleted-note purge
 * (`purgeDeletedNotes`) removes a note once no one has a copy left. Runs in the caller's transaction.
 */
import type { Db } from "../db/database.ts";

/** Replaces one entry `from` of the recipients line ("A, B, C") by `to` (the member is one recipient). */
function replaceOneName(line: string, from: string, to: string): string {
  const names = line.split(", ");
  const at = names.indexOf(from);
  if (at >= 0) names[at] = to;
  return names.join(", ");
}

/** Replaces every occurrence of `from` in `text`. */
const replaceAll = (text: string, from: string, to: string) => text.split(from).join(to);

/**
 * Puts `neutral` in place of the member's name `name` in every note they sent or received and
 * deletes their copies, stars and blocks. `now` is an ISO time.
 */
export async function withdrawFromNotes(trx: Db, userId: string, name: string, neutral: string, now: string) {
  const sent = await trx
    .selectFrom("notes")
    .select(["noteId", "bodyHtml", "bodyText"])
    .where("senderId", "=", userId)
    .execute();
  for (const note of sent) {
    await trx
      .updateTable("notes")
      .set({
        senderName: neutral,
        bodyHtml: replaceAll(note.bodyHtml, name, neutral),
        bodyText: replaceAll(note.bodyText, name, neutral),
        senderDeletedAt: now,
      })
      .where("noteId", "=", note.noteId)
      .execute();
  }
  const received = await trx
    .selectFrom("notes as n")
    .innerJoin("noteRecipients as r", "r.noteId", "n.noteId")
    .select(["n.noteId", "n.recipientNames"])
    .where("r.recipientId", "=", userId)
    .execute();
  for (const note of received) {
    await trx
      .updateTable("notes")
      .set({ recipientNames: replaceOneName(note.recipientNames, name, neutral) })
      .where("noteId", "=", note.noteId)
      .execute();
  }
  await trx
    .updateTable("noteRecipients")
    .set({ recipientName: neutral, box: "deleted", deletedAt: now })
    .where("recipientId", "=", userId)
    .execute();
  await trx
    .deleteFrom("noteContacts")
    .where((eb) => eb.or([eb("ownerId", "=", userId), eb("contactId", "=", userId)]))
    .execute();
  await trx
    .deleteFrom("noteBlocks")
    .where((eb) => eb.or([eb("ownerId", "=", userId), eb("targetId", "=", userId)]))
    .execute();
}
