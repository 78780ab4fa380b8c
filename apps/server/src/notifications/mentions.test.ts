/**
 * @mentions (issue 40 §1, type `mention`) through the HTTP API on each database: `@name` in a post, a
 * reply post, a comment or a deal comment tells the member named when the writer may find them (the note
 * centre's recipient-search rule: a correspondent, a starred member, a colleague; any member by whole id),
 * never a member the writer may not find by name, nobody on the anonymous board, nobody who cannot read
 * the post, and an e-mail address is not a mention.
 */
import { ANONYMOUS_BOARD_ID, fixedBoard, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";
import { createDeal } from "../../test/trade-fixtures.ts";
import { mentionTokens } from "./mentions.ts";

type Member = Client & { userId: string };
type Item = { type: string; text: string; link: string | null };
const qna = fixedBoard("qna").boardId;

describe.each(DIALECTS)("mentions on %s", (dialect) => {
  let env: TestApp;
  let writer: Member;
  let friend: Member;
  let stranger: Member;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    writer = await env.member("U", { nameKo: "김작성" });
    friend = await env.member("U", { nameKo: "이친구" });
    stranger = await env.member("U", { nameKo: "박낯선" });
    // A note makes the friend findable by name for the writer (the recipient search's rule).
    expect(
      (await writer.post("/api/notes", { recipients: [friend.userId], bodyHtml: "<p>안녕하세요</p>" })).status,
    ).toBe(201);
  });
  afterAll(() => env.close());

  const mentions = async (client: Client) =>
    ((await client.get("/api/notifications?type=mention")).body.items as Item[]).map((i) => [i.text, i.link]);
  const clear = () => env.ctx.db.deleteFrom("notifications").execute();

  it("reads @tokens that stand alone, not e-mail addresses", () => {
    expect(mentionTokens("@이친구 님, @kim.lee 확인 부탁드립니다. mail@example.kr @이친구님 @박낯선씨")).toEqual([
      "이친구",
      "kim.lee",
      "박낯선",
    ]);
  });

  it("tells a member the writer may find, named in a post, a comment or a deal comment; not a stranger by name", async () => {
    await clear();
    const postId = await writePost(writer, qna, {
      title: "언급 글",
      bodyHtml: "<p>@이친구 @박낯선 확인해 주세요</p>",
    });
    const commented = await writer.post(`/api/posts/${postId}/comments`, {
      body: `@${stranger.userId} 아이디로 불러요`,
    });
    expect(commented.status).toBe(201);
    const dealNo = await createDeal(writer, { title: "언급 거래" });
    const dealComment = await writer.post(`/api/deals/${dealNo}/comments`, { body: "@이친구 보셨나요?" });
    expect(dealComment.status).toBe(201);
    await runNotifyJobs(env.ctx);
    const deal = (await writer.get(`/api/deals/${dealNo}`)).body;
    expect(await mentions(friend)).toEqual([
      [
        t("notificationTextMention", { actor: "김작성", title: "언급 거래" }),
        `/app/trade/${deal.dealType}/${deal.companyCode}/${dealNo}#deal-comment-${dealComment.body.seq}`,
      ],
      [t("notificationTextMention", { actor: "김작성", title: "언급 글" }), `/app/board/${qna}/${postId}`],
    ]);
    // By name the stranger is not findable; by whole id any member is (as in the recipient search).
    expect(await mentions(stranger)).toEqual([
      [
        t("notificationTextMention", { actor: "김작성", title: "언급 글" }),
        `/app/board/${qna}/${postId}#comment-${commented.body.commentId}`,
      ],
    ]);
    expect(await mentions(writer)).toEqual([]);
  });

  it("tells nobody on the anonymous board or of a post they cannot read; the post's author once", async () => {
    await clear();
    await writePost(writer, ANONYMOUS_BOARD_ID, { title: "익명 언급", bodyHtml: "<p>@이친구 보세요</p>" });
    await writePost(writer, qna, { title: "비밀 언급", bodyHtml: "<p>@이친구</p>", secret: true });
    const own = await writePost(friend, qna, { title: "친구 글" });
    await writer.post(`/api/posts/${own}/comments`, { body: "@이친구 답변드립니다" });
    await runNotifyJobs(env.ctx);
    const items = (await friend.get("/api/notifications")).body.items as Item[];
    expect(items.map((i) => i.type)).toEqual(["postComment"]); // one per event: the comment, not also the mention
  });
});
