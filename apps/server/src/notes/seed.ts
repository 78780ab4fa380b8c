/**
 * Demo notes for a fresh start (issue 24 §5): colleagues of 한빛로지스 (the manager hanbitlead and
 * demouser) and members of other companies write to each other over the past weeks, one a reply;
 * the older ones are read. Written through `sendNote` (the same rows as a member's note), then dated
 * in the past (never after the start). Runs only when the demo members exist and no note does.
 */
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import { seoulTimeAgo } from "../demo/time.ts";
import { sendNote } from "./service.ts";

interface SeedNote {
  from: string;
  to: string[];
  /** Days before the start (at least 1, so never in the future) and the hour, Asia/Seoul. */
  daysAgo: number;
  hour: number;
  body: string;
  /** Index of the note in NOTES this one answers. */
  replyTo?: number;
  read: boolean;
}

const NOTES: SeedNote[] = [
  {
    from: "hanbitlead",
    to: ["demouser"],
    daysAgo: 24,
    hour: 9,
    body: "<p>김물류 님, 다음 주 실증센터 견학 일정 예약 부탁드립니다. 인원은 저 포함 4명입니다.</p>",
    read: true,
  },
  {
    from: "demouser",
    to: ["hanbitlead"],
    daysAgo: 24,
    hour: 11,
    body: "<p>네, 화요일 오전 10시 본관으로 예약했습니다. 확인 메일도 받으셨을 거예요.</p>",
    replyTo: 0,
    read: true,
  },
  {
    from: "daesungmgr",
    to: ["hanbitlead", "demouser"],
    daysAgo: 13,
    hour: 15,
    body: "<p>AGV 주행 시험 결과 보고서 초안을 공유드립니다. 성과공유회 발표 전에 의견 부탁드립니다.</p>",
    read: true,
  },
  {
    from: "jhjung01",
    to: ["demouser"],
    daysAgo: 4,
    hour: 14,
    body: "<p>중고장터에 올리신 지게차 관련해서 문의드립니다. 배터리 교체 이력이 있을까요?</p>",
    read: false,
  },
  {
    from: "hanbitlead",
    to: ["demouser"],
    daysAgo: 1,
    hour: 17,
    body: "<p>이번 달 청구 대시보드 수치 확인하시고 월요일 회의 자료에 반영해 주세요.</p>",
    read: false,
  },
];

/** Seeds the demo notes once (when the demo members exist and there is no note yet). True when it did. */
export async function seedDemoNotes(ctx: AppContext, now = new Date()): Promise<boolean> {
  if (await ctx.db.selectFrom("notes").select("noteId").limit(1).executeTakeFirst()) return false;
  const ids = [...new Set(NOTES.flatMap((note) => [note.from, ...note.to]))];
  const members = await ctx.db.selectFrom("users").select(["userId", "nameKo"]).where("userId", "in", ids).execute();
  const byId = new Map(members.map((m) => [m.userId, m]));
  if (!ids.every((id) => byId.has(id))) return false;
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const noteIds: number[] = [];
    for (const note of NOTES) {
      const { noteId } = await sendNote(trx, {
        sender: byId.get(note.from)!,
        recipientIds: note.to,
        bodyHtml: note.body,
        kind: "note",
        refNo: note.replyTo === undefined ? null : (noteIds[note.replyTo] ?? null),
      });
      noteIds.push(noteId);
      const sentAt = seoulTimeAgo(now, note.daysAgo, note.hour, 0);
      await trx.updateTable("notes").set({ sentAt }).where("noteId", "=", noteId).execute();
      if (note.read) {
        const readAt = new Date(Date.parse(sentAt) + 30 * 60_000).toISOString();
        await trx.updateTable("noteRecipients").set({ readAt }).where("noteId", "=", noteId).execute();
      }
    }
  });
  return true;
}
