/**
 * Calendar boards (template 2), video boards (type 2) and company-profile boards (type 3) through
 * the HTTP API on each database: who may write a schedule, entries of a range (spanning days,
 * all-day), a video board post's one video (file or allowlisted link), company cards with logos.
 */
import { fixedBoard, seoulInstant, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, postBody, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { mp4, png } from "../../test/media-fixtures.ts";

const schedule = fixedBoard("schedule").boardId;

const seoul = (local: string) => seoulInstant(local.slice(0, 10), local.slice(11, 16)).toISOString();

describe.each(DIALECTS)("calendar, video and company boards on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client & { userId: string };
  let manager: Client & { userId: string };
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, visitor } = await env.cast());
    manager = await env.member("M", { nameKo: "한빛담당" });
  });
  afterAll(() => env.close());

  const postCount = async () =>
    Number(
      (
        await env.ctx.db
          .selectFrom("posts")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses a schedule written by anyone but an administrator, changing nothing", async () => {
    const before = await postCount();
    for (const member of [alice, manager]) {
      const res = await member.post(
        `/api/boards/${schedule}/posts`,
        postBody({ startAt: seoul("2026-03-02T10:00:00") }),
      );
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "WRITE_NOT_ALLOWED", detail: t("calendarAdminOnly") });
    }
    expect((await visitor.post(`/api/boards/${schedule}/posts`, postBody())).status).toBe(401);
    expect(await postCount()).toBe(before);
    expect((await alice.get(`/api/boards/${schedule}`)).body.canWrite).toBe(false);
    expect((await admin.get(`/api/boards/${schedule}`)).body.canWrite).toBe(true);
  });

  it("lists the entries overlapping a range: timed, spanning days and all-day", async () => {
    const write = async (over: Record<string, unknown>) => {
      const res = await admin.post(`/api/boards/${schedule}/posts`, postBody(over));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.postId as number;
    };
    const timed = await write({
      title: "AGV 시연회",
      startAt: seoul("2026-03-03T14:00:00"),
      endAt: seoul("2026-03-03T16:30:00"),
    });
    const spanning = await write({
      title: "스마트물류 박람회",
      startAt: seoul("2026-03-05T09:00:00"),
      endAt: seoul("2026-03-07T18:00:00"),
    });
    const allDay = await write({
      title: "실증센터 휴관",
      startAt: seoul("2026-03-09T13:00:00"),
      endAt: seoul("2026-03-10T08:00:00"),
      allDay: true,
    });
    await write({ title: "다음 달 행사", startAt: seoul("2026-04-20T10:00:00"), endAt: seoul("2026-04-20T11:00:00") });
    const bad = await admin.post(
      `/api/boards/${schedule}/posts`,
      postBody({ startAt: seoul("2026-03-03T14:00:00"), endAt: seoul("2026-03-03T13:00:00") }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "endAt", detail: t("endBeforeStart") });

    const week = await visitor.get(
      `/api/boards/${schedule}/events?from=${encodeURIComponent(seoul("2026-03-06T00:00:00"))}&to=${encodeURIComponent(seoul("2026-03-13T00:00:00"))}`,
    );
    expect(week.status).toBe(200);
    expect(week.body.items.map((e: { postId: number }) => e.postId)).toEqual([spanning, allDay]);
    expect(week.body.items[1]).toMatchObject({
      title: "실증센터 휴관",
      allDay: true,
      // All-day entries run from the Seoul midnight of the first day to that of the last day.
      startAt: seoul("2026-03-09T00:00:00"),
      endAt: seoul("2026-03-10T00:00:00"),
    });
    const month = await visitor.get(
      `/api/boards/${schedule}/events?from=${encodeURIComponent(seoul("2026-03-01T00:00:00"))}&to=${encodeURIComponent(seoul("2026-04-01T00:00:00"))}`,
    );
    expect(month.body.items.map((e: { postId: number }) => e.postId)).toEqual([timed, spanning, allDay]);
    const tooLong = await visitor.get(
      `/api/boards/${schedule}/events?from=${encodeURIComponent(seoul("2026-01-01T00:00:00"))}&to=${encodeURIComponent(seoul("2026-06-01T00:00:00"))}`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe(t("calendarRangeTooLong"));
    const detail = await visitor.get(`/api/posts/${allDay}`);
    expect(detail.body).toMatchObject({ allDay: true, files: [], permissions: { canReply: false } });
  });

  it("gives each video board post exactly one video: an uploaded file or a link from an allowed host", async () => {
    const board = await createBoard(admin, { name: "시연 영상", type: 2, template: 3 });
    const none = await alice.post(`/api/boards/${board}/posts`, postBody());
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: "videoUrl", detail: t("videoRequired") });
    const badHost = await alice.post(
      `/api/boards/${board}/posts`,
      postBody({ videoUrl: "https://evil.example.com/watch?v=abcdefghijk" }),
    );
    expect(badHost.status).toBe(400);
    expect(badHost.body.detail).toBe(t("videoLinkInvalid"));

    const linked = await writePost(alice, board, {
      title: "멀티셔틀 시연",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    const list = await visitor.get(`/api/boards/${board}/posts`);
    expect(list.body.items[0]).toMatchObject({
      postId: linked,
      video: {
        kind: "embed",
        url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        posterUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      },
    });

    const notVideo = await alice.upload(`/api/boards/${board}/media?purpose=video`, [
      { name: "a.png", data: await png() },
    ]);
    expect(notVideo.status).toBe(415);
    expect(notVideo.body.detail).toBe(t("videoNotVideo"));
    const draft = await alice.upload(`/api/boards/${board}/media?purpose=video`, [{ name: "시연.mp4", data: mp4() }]);
    expect(draft.status).toBe(201);
    const both = await alice.post(
      `/api/boards/${board}/posts`,
      postBody({ videoFileId: draft.body.fileId, videoUrl: "https://youtu.be/dQw4w9WgXcQ" }),
    );
    expect(both.status).toBe(400);
    const stolen = await manager.post(`/api/boards/${board}/posts`, postBody({ videoFileId: draft.body.fileId }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toBe(t("mediaNotYours"));
    const uploaded = await writePost(alice, board, { title: "AGV 주행", videoFileId: draft.body.fileId });
    const detail = await visitor.get(`/api/posts/${uploaded}`);
    expect(detail.body.video).toMatchObject({ kind: "file", url: draft.body.url, fileId: draft.body.fileId });
    expect((await visitor.get(draft.body.url)).status).toBe(200);

    // Switching the post to a link removes the uploaded file.
    const edit = await alice.put(
      `/api/posts/${uploaded}`,
      postBody({ title: "AGV 주행", videoUrl: "https://vimeo.com/76979871" }),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await visitor.get(`/api/posts/${uploaded}`)).body.video).toMatchObject({
      kind: "embed",
      url: "https://player.vimeo.com/video/76979871",
    });
    expect((await alice.get(draft.body.url)).status).toBe(404);
  });

  it("shows company-profile posts as cards with name, logo, field, contact and homepage", async () => {
    const board = await createBoard(admin, { name: "참여 기업", type: 3, template: 4, writeRole: "M" });
    const without = await manager.post(`/api/boards/${board}/posts`, postBody());
    expect(without.status).toBe(400);
    expect(without.body.detail).toBe(t("enterCompanyName"));
    const badHome = await manager.post(
      `/api/boards/${board}/posts`,
      postBody({ company: { name: "한빛로지스", homepage: "javascript:alert(1)" } }),
    );
    expect(badHome.status).toBe(400);
    expect(badHome.body.detail).toBe(t("companyHomepageInvalid"));
    const logo = await manager.upload(`/api/boards/${board}/media?purpose=logo`, [
      { name: "로고.png", data: await png() },
    ]);
    expect(logo.status).toBe(201);
    const postId = await writePost(manager, board, {
      title: "한빛로지스를 소개합니다",
      bodyHtml: "<p>산업단지 3PL 전문기업입니다.</p>",
      company: {
        name: "한빛로지스",
        field: "3PL·공동물류",
        contact: "032-000-1100",
        homepage: "https://hanbit.example.kr",
        logoFileId: logo.body.fileId,
      },
    });
    const list = await visitor.get(`/api/boards/${board}/posts`);
    expect(list.body.items[0]).toMatchObject({
      postId,
      summary: "산업단지 3PL 전문기업입니다.",
      company: {
        name: "한빛로지스",
        field: "3PL·공동물류",
        contact: "032-000-1100",
        homepage: "https://hanbit.example.kr",
        logoUrl: logo.body.url,
      },
    });
    expect((await visitor.get(logo.body.url)).status).toBe(200);
  });
});
