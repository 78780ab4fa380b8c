/**
 * Issue 41 §4, a data migration: the stored terms of use (page `TermsOfservice`) gain the two paragraphs of
 * 제12조 about reports and 임시조치 (정보통신망법 제44조의2) that the seed writes into new databases since
 * migration 0036. A database whose terms were seeded before gets them as a new page version by the system
 * account (the versions before stay, so an administrator's edit can be restored); the paragraphs go
 * after 제12조's last paragraph (before the heading of 제13조), or at the end when an administrator's
 * edit has no such heading. Idempotent: terms that already name 제44조의2 are left as they are, and a
 * database without the page (a new one: the seed writes the whole text afterwards) is left alone.
 * Frozen in time: never import application code here (the text is copied from contract/terms.ts).
 */
import type { Kysely } from "kysely";

const PAGE_ID = "TermsOfservice";
const MARK = "제44조의2";
const NEXT_HEADING = "<h2>제13조";

/** The paragraphs as contract/terms.ts wrote them on 2026-11-28 (limits: 20 reports a day, 5 reporters, 30 days). */
export const REPORT_PARAGRAPHS = [
  "회원은 게시물과 댓글을 신고할 수 있습니다(자신의 글 제외, 같은 글은 한 번, 하루 20건까지). 서로 다른 회원의 신고가 게시판이 정한 수(기본 5명)에 이르면 그 글은 관리자가 검토할 때까지 다른 회원에게 보이지 않으며, 작성자에게는 그 사유가 표시됩니다.",
  "사생활 침해나 명예훼손 등 권리를 침해당한 사람은 연락처와 침해된 권리를 밝혀 그 정보의 삭제 또는 임시조치를 요청할 수 있습니다(정보통신망법 제44조의2). 권리침해 여부를 판단하기 어렵거나 다툼이 예상되는 경우 컨소시엄은 30일 이내의 기간을 정하여 그 정보를 임시조치(접근 차단)하고, 요청인과 작성자에게 알립니다. 작성자는 임시조치에 대하여 재게시를 요청할 수 있으며, 기간이 끝나면 정보는 다시 게시되거나 관리자의 결정에 따라 삭제됩니다.",
].map((text) => `<p>${text}</p>`);

type Tables = {
  pages: { pageId: string; currentVersion: number; updatedAt: string };
  pageVersions: {
    pageId: string;
    version: number;
    title: string;
    bodyHtml: string;
    createdAt: string;
    createdById: string;
    createdByName: string;
    restoredFrom: number | null;
  };
};

/** `body` with the paragraphs before 제13조's heading, or at its end. */
export function withReportParagraphs(body: string): string {
  const at = body.indexOf(NEXT_HEADING);
  const added = REPORT_PARAGRAPHS.join("");
  return at < 0 ? `${body}${added}` : `${body.slice(0, at)}${added}${body.slice(at)}`;
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  // Run in the migrator's transaction where the database has one (PostgreSQL); a rerun after a crash between
  // the two writes finds the current version still without the paragraphs and writes the next one.
  const trx = untyped as Kysely<Tables>;
  const page = await trx.selectFrom("pages").selectAll().where("pageId", "=", PAGE_ID).executeTakeFirst();
  if (!page) return;
  const current = await trx
    .selectFrom("pageVersions")
    .selectAll()
    .where("pageId", "=", PAGE_ID)
    .where("version", "=", page.currentVersion)
    .executeTakeFirst();
  if (!current || current.bodyHtml.includes(MARK)) return;
  const last = await trx
    .selectFrom("pageVersions")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("pageId", "=", PAGE_ID)
    .executeTakeFirstOrThrow();
  const version = Number(last.version) + 1;
  const now = new Date().toISOString();
  await trx
    .insertInto("pageVersions")
    .values({
      pageId: PAGE_ID,
      version,
      title: current.title,
      bodyHtml: withReportParagraphs(current.bodyHtml),
      createdAt: now,
      createdById: "system",
      createdByName: "시스템",
      restoredFrom: null,
    })
    .execute();
  await trx
    .updateTable("pages")
    .set({ currentVersion: version, updatedAt: now })
    .where("pageId", "=", PAGE_ID)
    .execute();
}
