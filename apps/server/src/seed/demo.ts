/**
 * Seeds the demo content on an empty database: members, categories, and the posts of
 * `content.ts` with their reply threads, spread over the past months (Asia/Seoul times), then
 * their pictures, company cards and comments (`media.ts`).
 * Demo members share the published password DEMO_PASSWORD (README), except in production mode
 * (config.production), where they share a random one printed once.
 */
import { randomBytes } from "node:crypto";
import { type FixedBoard, type FixedBoardKey, fixedBoard } from "@portal/contract";
import { hashPassword } from "../auth/passwords.ts";
import type { AppContext } from "../context.ts";
import type { Post } from "../db/schema.ts";
import { seoulTimeAgo } from "../demo/time.ts";
import { insertPost } from "../posts/queries.ts";
import { htmlToText, sanitizeBody } from "../text/sanitize.ts";
import { findUser, insertUser } from "../users/queries.ts";
import { SEED_CATEGORIES, SEED_CONTENT, SEED_MEMBERS, type SeedPost } from "./content.ts";
import { seedDemoMedia } from "./media.ts";

export const DEMO_PASSWORD = "Demo1234!";

/** Every time of a post tree, as [daysAgo, hour, minute] relative to the seeding day. */
function* treeTimes(seed: SeedPost): Generator<[number, number, number]> {
  yield [seed.daysAgo, seed.hour, seed.minute];
  for (const reply of seed.replies ?? []) yield* treeTimes(reply);
}

/**
 * Days to move the whole timeline back so that no post is dated after `now` (0, or 1 when the
 * seeding starts before the latest hour of "today"): order and hours of the day stay as written.
 */
function dayShift(now: Date): number {
  const all = Object.values(SEED_CONTENT).flatMap((posts) => posts.flatMap((post) => [...treeTimes(post)]));
  return all.some(([days, hour, minute]) => Date.parse(seoulTimeAgo(now, days, hour, minute)) > now.getTime()) ? 1 : 0;
}

/** True when no post exists yet. */
async function isEmpty(ctx: AppContext): Promise<boolean> {
  const row = await ctx.db.selectFrom("posts").select("postId").limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Inserts the demo members that are missing, with DEMO_PASSWORD, or in production mode with a random
 * password handed to `print` (once, when some member was missing). Returns user id → Korean name of
 * every demo member and "admin".
 */
export async function seedDemoMembers(ctx: AppContext, print: (line: string) => void): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const missing = [];
  for (const member of SEED_MEMBERS) {
    names.set(member.userId, member.nameKo);
    if (!(await findUser(ctx.db, member.userId))) missing.push(member);
  }
  const password = ctx.config.production ? `${randomBytes(12).toString("base64url")}!7` : DEMO_PASSWORD;
  if (ctx.config.production && missing.length > 0) {
    print(`Demo members created with the password "${password}" (shown once).`);
  }
  const passwordHash = await hashPassword(password);
  for (const member of missing) {
    await insertUser(ctx.db, {
      userId: member.userId,
      passwordHash,
      nameKo: member.nameKo,
      email: member.email,
      role: member.role,
      companyName: member.companyName,
      companyCode: member.companyCode,
      ...(member.termsAgreed === false ? { termsAgreedAt: null } : {}),
    });
  }
  const admin = await ctx.db
    .selectFrom("users")
    .select(["userId", "nameKo"])
    .where("role", "=", "A")
    .executeTakeFirst();
  if (admin) names.set("admin", admin.nameKo);
  return names;
}

async function seedCategories(ctx: AppContext, key: FixedBoardKey): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const boardId = fixedBoard(key).boardId;
  for (const name of SEED_CATEGORIES[key] ?? []) {
    const row = await ctx.db
      .insertInto("categories")
      .values({ boardId, name, createdByName: "관리자", inUse: 1, createdAt: new Date().toISOString() })
      .returning("categoryId")
      .executeTakeFirstOrThrow();
    ids.set(name, row.categoryId);
  }
  return ids;
}

/**
 * Seeds the demo members and content when no post exists; `print` hears the demo members' password
 * in production mode. Returns whether it seeded.
 */
export async function seedDemoContent(ctx: AppContext, print: (line: string) => void): Promise<boolean> {
  if (!(await isEmpty(ctx))) return false;
  const names = await seedDemoMembers(ctx, print);
  const adminId = (await ctx.db.selectFrom("users").select("userId").where("role", "=", "A").executeTakeFirstOrThrow())
    .userId;
  const now = new Date();
  const shift = dayShift(now);

  const keys = Object.keys(SEED_CONTENT) as FixedBoardKey[];
  const boards = new Map<FixedBoardKey, { board: FixedBoard; categories: Map<string, number> }>();
  for (const key of keys) boards.set(key, { board: fixedBoard(key), categories: await seedCategories(ctx, key) });
  const insertTree = async (key: FixedBoardKey, seed: SeedPost, parent: Post | null): Promise<void> => {
    const { board, categories } = boards.get(key)!;
    const authorId = seed.author === "admin" ? adminId : seed.author;
    const createdAt = seoulTimeAgo(now, seed.daysAgo + shift, seed.hour, seed.minute);
    const bodyHtml = sanitizeBody(seed.bodyHtml);
    const schedule = seed.schedule;
    const startAt = schedule ? seoulTimeAgo(now, -schedule.startInDays, schedule.startHour, 0) : null;
    const endAt =
      schedule && startAt ? new Date(Date.parse(startAt) + schedule.durationHours * 3_600_000).toISOString() : null;
    const postId = await insertPost(
      ctx.db,
      ctx.dialect,
      {
        boardId: board.boardId,
        // The list shows "RE:" before a reply itself; stored titles carry none.
        title: parent ? seed.title.replace(/^(RE:\s*)+/i, "") : seed.title,
        bodyHtml,
        bodyText: htmlToText(bodyHtml),
        authorId,
        authorName: names.get(seed.author) ?? "회원",
        viewCount: seed.views,
        notice: seed.notice ? 1 : 0,
        bold: seed.bold ? 1 : 0,
        secret: seed.secret ? 1 : 0,
        categoryId: seed.category ? (categories.get(seed.category) ?? null) : null,
        startAt,
        endAt,
        allDay: schedule?.allDay ? 1 : 0,
        anonymous: board.anonymous ? 1 : 0,
        createdAt,
        createdBy: authorId,
        updatedAt: createdAt,
        updatedBy: authorId,
      },
      parent,
    );
    const inserted = await ctx.db
      .selectFrom("posts")
      .selectAll()
      .where("postId", "=", postId)
      .executeTakeFirstOrThrow();
    for (const reply of seed.replies ?? []) await insertTree(key, reply, inserted);
  };
  // Oldest first across every board, so that post ids and numbers grow with time as on a live portal:
  // the date sorts and 통합게시판's newest posts follow them.
  const ordered = keys
    .flatMap((key) => SEED_CONTENT[key].map((seed) => ({ key, seed })))
    .sort((a, b) => b.seed.daysAgo - a.seed.daysAgo || a.seed.hour - b.seed.hour || a.seed.minute - b.seed.minute);
  for (const { key, seed } of ordered) await insertTree(key, seed, null);
  await seedDemoMedia(ctx, names, now);
  return true;
}
