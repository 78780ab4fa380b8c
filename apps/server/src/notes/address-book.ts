/**
 * The address book of the note centre (members spec 2 "Note centre", 3 Address entry): recently
 * used (the recipients of the member's own sent notes, latest first), important (members the member
 * starred), and same company (hidden when the member has no company); and the recipient search over
 * those members (by name, company or id) and any member by whole id.
 */
import { type AddressBook, type AddressEntry, RECIPIENT_SEARCH_LIMIT } from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { containsText } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";

const TAB_SIZE = 100;

/**
 * GET /api/address-book?tab=: up to 100 entries of the tab, each with its star.
 */
export async function addressBook(
  ctx: AppContext,
  user: Member,
  tab: "recent" | "important" | "company",
): Promise<AddressBook> {
  const hasCompany = Boolean(user.companyCode);
  const people = ctx.db
    .selectFrom("users as u")
    .leftJoin("noteContacts as c", (join) =>
      join.onRef("c.contactId", "=", "u.userId").on("c.ownerId", "=", user.userId),
    )
    .select(["u.userId", "u.nameKo", "u.companyName", "c.contactId"])
    .where("u.active", "=", 1)
    .where("u.lockedAt", "is", null);
  let rows: { userId: string; nameKo: string; companyName: string | null; contactId: string | null }[];
  if (tab === "recent") {
    const recent = await ctx.db
      .selectFrom("noteRecipients as r")
      .innerJoin("notes as n", "n.noteId", "r.noteId")
      .select(["r.recipientId", (eb) => eb.fn.max("r.noteId").as("last")])
      .where("n.senderId", "=", user.userId)
      .where("r.recipientId", "!=", user.userId)
      .groupBy("r.recipientId")
      .orderBy("last", "desc")
      .limit(TAB_SIZE)
      .execute();
    const order = recent.map((r) => r.recipientId);
    rows = order.length === 0 ? [] : await people.where("u.userId", "in", order).execute();
    rows.sort((a, b) => order.indexOf(a.userId) - order.indexOf(b.userId));
  } else if (tab === "important") {
    rows = await people.where("c.contactId", "is not", null).orderBy("u.nameKo").limit(TAB_SIZE).execute();
  } else {
    rows = !hasCompany
      ? []
      : await people
          .where("u.companyCode", "=", user.companyCode)
          .where("u.userId", "!=", user.userId)
          .orderBy("u.nameKo")
          .limit(TAB_SIZE)
          .execute();
  }
  return {
    items: rows.map((r) => ({
      userId: r.userId,
      nameKo: r.nameKo,
      companyName: r.companyName,
      important: r.contactId !== null,
    })),
    hasCompany,
  };
}

/**
 * PUT / DELETE /api/address-book/important/{userId}: stars or unstars an active member; both are
 * idempotent (the pair is the table's key).
 * @throws MEMBER_NOT_FOUND
 */
export async function setImportant(
  ctx: AppContext,
  user: Member,
  contactId: string,
  important: boolean,
): Promise<void> {
  const id = contactId.toLowerCase();
  if (!important) {
    await ctx.db.deleteFrom("noteContacts").where("ownerId", "=", user.userId).where("contactId", "=", id).execute();
    return;
  }
  const member = await ctx.db
    .selectFrom("users")
    .select("userId")
    .where("userId", "=", id)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!member || id === user.userId) throw new AppError("MEMBER_NOT_FOUND");
  await ctx.db
    .insertInto("noteContacts")
    .values({ ownerId: user.userId, contactId: id, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["ownerId", "contactId"]).doNothing())
    .execute();
}

/**
 * The ids of the members `user` may find by name (issue 24 §6, the member-visibility rule the recipient
 * search and the @mentions share): members of the same company, members the member wrote to or received
 * a note from (not a blocked copy), and starred members. A subquery, for `where("…", "in", …)`.
 */
export function findableByName(db: Db, user: Pick<Member, "userId" | "companyCode">) {
  const me = user.userId;
  let known = db
    .selectFrom("noteContacts")
    .select("contactId as id")
    .where("ownerId", "=", me)
    .union(
      db
        .selectFrom("notes as n")
        .innerJoin("noteRecipients as r", "r.noteId", "n.noteId")
        .select("r.recipientId as id")
        .where("n.senderId", "=", me),
    )
    .union(
      db
        .selectFrom("noteRecipients as r")
        .innerJoin("notes as n", "n.noteId", "r.noteId")
        .select("n.senderId as id")
        .where("r.recipientId", "=", me)
        .where("r.box", "!=", "blocked"),
    );
  if (user.companyCode) {
    known = known.union(db.selectFrom("users").select("userId as id").where("companyCode", "=", user.companyCode));
  }
  return known;
}

/**
 * GET /api/address-book/search?q=: the note recipients a member may find (issue 24 §6), at most 20, by
 * name: members of the same company, members the member wrote to or received a note from (not a blocked
 * copy), and starred members, whose name, company or id contains `q`; any active member only by their
 * whole id (the id a member types is already resolved by sending). Only id, name and company: never an
 * e-mail or phone. Unlocked active members other than the member, by name.
 */
export async function searchRecipients(ctx: AppContext, user: Member, q: string): Promise<AddressEntry[]> {
  const me = user.userId;
  const exactId = q.toLowerCase();
  const db = ctx.db;
  const known = findableByName(db, user);
  const rows = await db
    .selectFrom("users as u")
    .leftJoin("noteContacts as c", (join) => join.onRef("c.contactId", "=", "u.userId").on("c.ownerId", "=", me))
    .select(["u.userId", "u.nameKo", "u.companyName", "c.contactId"])
    .where("u.active", "=", 1)
    .where("u.lockedAt", "is", null)
    .where("u.userId", "!=", me)
    .where((eb) =>
      eb.or([
        eb("u.userId", "=", exactId),
        eb.and([
          eb("u.userId", "in", known),
          eb.or([
            containsText(ctx.dialect, eb.ref("u.nameKo"), q),
            containsText(ctx.dialect, eb.ref("u.companyName"), q),
            containsText(ctx.dialect, eb.ref("u.userId"), exactId),
          ]),
        ]),
      ]),
    )
    .orderBy("u.nameKo")
    .orderBy("u.userId")
    .limit(RECIPIENT_SEARCH_LIMIT)
    .execute();
  return rows.map((r) => ({
    userId: r.userId,
    nameKo: r.nameKo,
    companyName: r.companyName,
    important: r.contactId !== null,
  }));
}
