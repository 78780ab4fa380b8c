/**
 * Web Push (issue 40 §2; docs/notifications.md "Web Push") through the HTTP API on each database: the
 * status and VAPID key (members only), subscribing and unsubscribing a device (only one's own; another
 * member's endpoint refused; an address outside WEB_PUSH_SERVICES refused), the push column of the
 * preferences, and the fan-out's push to a small local push service standing in for the browsers':
 * one encrypted request per device with the right headers and a VAPID token for its origin, whose
 * payload decrypts to the text (markup as written) and the link only; sent once however often the job
 * runs; none when the member turned push off for the type; a subscription answered 410 or 404 removed.
 */
import { fixedBoard, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";
import { browserKeys, checkVapid, type PushReceiver, startPushReceiver } from "../../test/push-receiver.ts";
import { fanOut } from "./fan-out.ts";
import { allowedEndpoint } from "./push.ts";

type Member = Client & { userId: string };
const qna = fixedBoard("qna").boardId;

describe("allowedEndpoint", () => {
  const services = ["https://fcm.googleapis.com", "https://*.notify.windows.com", "http://127.0.0.1:9"];
  it("takes only addresses of the listed push services", () => {
    expect(allowedEndpoint(services, "https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(allowedEndpoint(services, "https://wns2-par02p.notify.windows.com/w/?token=x")).toBe(true);
    expect(allowedEndpoint(services, "http://127.0.0.1:9/device")).toBe(true);
    for (const refused of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.kr/x",
      "https://notify.windows.com/x",
      "https://user:pw@fcm.googleapis.com/x",
      "http://127.0.0.1:10/device",
      "http://localhost:9/device",
      "not a url",
    ])
      expect(allowedEndpoint(services, refused)).toBe(false);
  });
});

describe.each(DIALECTS)("Web Push on %s", (dialect) => {
  let env: TestApp;
  let receiver: PushReceiver;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    env = await startTestApp(dialect, { WEB_PUSH_SERVICES: receiver.origin, VAPID_SUBJECT: "mailto:ops@example.kr" });
    ({ alice, bob } = await env.cast());
  });
  afterAll(async () => {
    await env.close();
    await receiver.close();
  });

  const subscribe = (client: Client, endpoint: string, keys = browserKeys().keys) =>
    client.post("/api/notifications/push/subscriptions", { endpoint, keys, expirationTime: null });
  const endpoints = async (client: Client) => (await client.get("/api/notifications/push")).body.endpoints as string[];
  const comment = async (client: Client, postId: number, body: string) => {
    const res = await client.post(`/api/posts/${postId}/comments`, { body });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.commentId as number;
  };
  const sentTo = (path: string) => receiver.received.filter((request) => request.path === path);

  it("answers the status and the VAPID key to members only, the same key each time", async () => {
    const visitor = await env.client();
    expect((await visitor.get("/api/notifications/push")).status).toBe(401);
    expect((await subscribe(visitor, `${receiver.origin}/visitor`)).status).toBe(401);
    const first = await alice.get("/api/notifications/push");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ enabled: true, endpoints: [] });
    expect(Buffer.from(first.body.publicKey, "base64url")).toHaveLength(65);
    expect((await bob.get("/api/notifications/push")).body.publicKey).toBe(first.body.publicKey);
  });

  it("subscribes and unsubscribes a member's own device only", async () => {
    const device = `${receiver.origin}/own-device`;
    expect((await subscribe(alice, "https://push.evil.example/steal")).status).toBe(400);
    const badKeys = await alice.post("/api/notifications/push/subscriptions", {
      endpoint: device,
      keys: { p256dh: "short", auth: "x" },
    });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.detail).toMatch(/[가-힣]/);
    expect(await endpoints(alice)).toEqual([]);

    expect((await subscribe(alice, device)).status).toBe(200);
    expect((await subscribe(alice, device)).status).toBe(200);
    expect(await endpoints(alice)).toEqual([device]);
    // Another member can neither take nor remove it.
    const taken = await subscribe(bob, device);
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(t("pushSubscriptionTaken"));
    expect((await bob.delete("/api/notifications/push/subscriptions", { endpoint: device })).status).toBe(404);
    expect(await endpoints(bob)).toEqual([]);
    expect(await endpoints(alice)).toEqual([device]);

    expect((await alice.delete("/api/notifications/push/subscriptions", { endpoint: device })).status).toBe(200);
    expect(await endpoints(alice)).toEqual([]);
    expect((await alice.delete("/api/notifications/push/subscriptions", { endpoint: device })).status).toBe(404);
    // 150 requests at once from two members for one new address: one member keeps it, the other is refused.
    const raced = `${receiver.origin}/raced-device`;
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => subscribe(i % 2 ? bob : alice, raced)));
    const owner = (await endpoints(alice)).includes(raced) ? alice : bob;
    const other = owner === alice ? bob : alice;
    const statusesOf = (client: Member) =>
      new Set(answers.filter((_, i) => (i % 2 ? bob : alice) === client).map((a) => a.status));
    expect(statusesOf(owner)).toEqual(new Set([200]));
    expect(statusesOf(other)).toEqual(new Set([409]));
    expect(await endpoints(other)).toEqual([]);
    expect((await owner.delete("/api/notifications/push/subscriptions", { endpoint: raced })).status).toBe(200);
  });

  it("replaces a device's subscription renewed by the browser, proven by the old address and secret, without a session", async () => {
    const oldEndpoint = `${receiver.origin}/alice-renewed-old`;
    const oldKeys = browserKeys().keys;
    expect((await subscribe(alice, oldEndpoint, oldKeys)).status).toBe(200);
    expect((await subscribe(bob, `${receiver.origin}/bobs-device`)).status).toBe(200);
    // As the service worker posts it: no cookie, no CSRF token.
    const renew = (body: object) =>
      env.app.inject({ method: "POST", url: "/api/notifications/push/renewal", payload: body });
    const fresh = (endpoint: string) => ({ endpoint, keys: browserKeys().keys, expirationTime: null });
    const renewed = fresh(`${receiver.origin}/alice-renewed-new`);

    const wrongSecret = await renew({ oldEndpoint, oldAuth: browserKeys().keys.auth, subscription: renewed });
    expect(wrongSecret.statusCode).toBe(404);
    expect(wrongSecret.json().detail).toBe(t("pushRenewalUnknown"));
    const refused = await renew({ oldEndpoint, oldAuth: oldKeys.auth, subscription: fresh("https://evil.example/x") });
    expect(refused.statusCode).toBe(400);
    expect((await renew({ oldEndpoint, oldAuth: "x", subscription: renewed })).statusCode).toBe(400);
    // Bob's address cannot be taken over by a renewal, and his device stays his.
    const taken = await renew({
      oldEndpoint,
      oldAuth: oldKeys.auth,
      subscription: fresh(`${receiver.origin}/bobs-device`),
    });
    expect(taken.statusCode).toBe(409);
    expect(await endpoints(bob)).toEqual([`${receiver.origin}/bobs-device`]);
    expect(await endpoints(alice)).toEqual([oldEndpoint]);

    const done = await renew({ oldEndpoint, oldAuth: oldKeys.auth, subscription: renewed });
    expect(done.statusCode).toBe(200);
    expect(await endpoints(alice)).toEqual([renewed.endpoint]);
    // The old address and secret prove nothing any more.
    expect((await renew({ oldEndpoint, oldAuth: oldKeys.auth, subscription: fresh(oldEndpoint) })).statusCode).toBe(
      404,
    );
    // The next push goes to the renewed address with its new keys.
    const before = receiver.received.length;
    const postId = await writePost(alice, qna, { title: "갱신된 구독" });
    await comment(bob, postId, "새 주소로 가나요?");
    await runNotifyJobs(env.ctx);
    expect(receiver.received.slice(before).map((request) => request.path)).toEqual(["/alice-renewed-new"]);
    for (const client of [alice, bob])
      for (const endpoint of await endpoints(client))
        expect((await client.delete("/api/notifications/push/subscriptions", { endpoint })).status).toBe(200);
  });

  it("keeps the push column of the preferences, and a change without it keeps it", async () => {
    const table = await alice.get("/api/notifications/preferences");
    expect(table.body.items.find((i: { type: string }) => i.type === "postComment")).toMatchObject({ push: true });
    expect(table.body.items.find((i: { type: string }) => i.type === "boardPost")).toMatchObject({ push: false });
    const off = await alice.put("/api/notifications/preferences/mention", { portal: true, email: "off", push: false });
    expect(off.body.items.find((i: { type: string }) => i.type === "mention")).toEqual({
      type: "mention",
      portal: true,
      email: "off",
      push: false,
    });
    const kept = await alice.put("/api/notifications/preferences/mention", { portal: false, email: "digest" });
    expect(kept.body.items.find((i: { type: string }) => i.type === "mention")).toMatchObject({ push: false });
    expect(
      (await alice.put("/api/notifications/preferences/mention", { portal: true, email: "off", push: "yes" })).status,
    ).toBe(400);
  });

  it("pushes the text and link, encrypted with the right headers, once, to each device that wants the type", async () => {
    const phone = browserKeys();
    const laptop = browserKeys();
    const status = (await alice.get("/api/notifications/push")).body;
    expect((await subscribe(alice, `${receiver.origin}/alice-phone`, phone.keys)).status).toBe(200);
    expect((await subscribe(alice, `${receiver.origin}/alice-laptop`, laptop.keys)).status).toBe(200);
    const title = "지게차 <b>대여</b> & 문의";
    const postId = await writePost(alice, qna, { title });
    const commentId = await comment(bob, postId, "답변드립니다.");
    await runNotifyJobs(env.ctx);

    const [request] = sentTo("/alice-phone");
    expect(sentTo("/alice-phone")).toHaveLength(1);
    expect(sentTo("/alice-laptop")).toHaveLength(1);
    expect(request?.method).toBe("POST");
    expect(request?.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "86400",
      urgency: "normal",
    });
    const vapid = checkVapid(request?.headers.authorization, receiver.origin);
    expect(vapid).toEqual({ key: status.publicKey, subject: "mailto:ops@example.kr" });
    const payload = JSON.parse(phone.decrypt(request!.body));
    expect(payload).toEqual({
      text: t("notificationTextPostComment", { actor: "박밥", title }),
      link: `/app/board/${qna}/${postId}#comment-${commentId}`,
    });
    expect(JSON.parse(laptop.decrypt(sentTo("/alice-laptop")[0]!.body))).toEqual(payload);

    // The event fanned out again (a retried job, a second node): nothing pushed twice.
    await fanOut(env.ctx, { kind: "comment", key: `comment:${commentId}`, commentId });
    await runNotifyJobs(env.ctx);
    expect(sentTo("/alice-phone")).toHaveLength(1);

    // A type with push off (mention, above): the portal row, no push.
    await comment(bob, postId, `@${alice.userId} 확인 부탁드립니다`);
    const otherPost = await writePost(bob, qna, { title: "언급만" });
    await comment(bob, otherPost, `@${alice.userId} 여기도요`);
    await runNotifyJobs(env.ctx);
    expect(sentTo("/alice-phone")).toHaveLength(2);
    expect(JSON.parse(phone.decrypt(sentTo("/alice-phone")[1]!.body)).text).toBe(
      t("notificationTextPostComment", { actor: "박밥", title }),
    );
    // bob has no device: nothing is sent for him.
    expect(receiver.received.every((request) => request.path.startsWith("/alice-"))).toBe(true);
  });

  it("removes a subscription the push service answers 410 or 404, and keeps the others", async () => {
    await env.ctx.db.deleteFrom("pushSubscriptions").execute();
    for (const path of ["/alice-gone/410", "/alice-unknown/404", "/alice-live"])
      expect((await subscribe(alice, `${receiver.origin}${path}`)).status).toBe(200);
    const postId = await writePost(alice, qna, { title: "구독 정리" });
    await comment(bob, postId, "댓글");
    await runNotifyJobs(env.ctx);
    expect(sentTo("/alice-gone/410")).toHaveLength(1);
    expect(sentTo("/alice-unknown/404")).toHaveLength(1);
    expect(await endpoints(alice)).toEqual([`${receiver.origin}/alice-live`]);
  });

  it("fails the job for a push service's error after every member is written and pushed, and keeps that device", async () => {
    expect((await subscribe(alice, `${receiver.origin}/alice-broken/500`)).status).toBe(200);
    const postId = await writePost(alice, qna, { title: "푸시 서비스 오류" });
    await comment(bob, postId, "댓글");
    await expect(runNotifyJobs(env.ctx)).rejects.toThrow(/Web Push: 1 deliveries failed \(push service answered 500\)/);
    expect(sentTo("/alice-broken/500")).toHaveLength(1);
    expect(sentTo("/alice-live")).toHaveLength(2);
    const items = (await alice.get("/api/notifications")).body.items as { text: string }[];
    expect(items[0]?.text).toBe(t("notificationTextPostComment", { actor: "박밥", title: "푸시 서비스 오류" }));
    expect(await endpoints(alice)).toContain(`${receiver.origin}/alice-broken/500`);
  });
});

describe.each(DIALECTS)("Web Push turned off (WEB_PUSH=off) on %s", (dialect) => {
  let env: TestApp;

  beforeAll(async () => {
    env = await startTestApp(dialect, { WEB_PUSH: "off" });
  });
  afterAll(() => env.close());

  it("offers no key and refuses a subscription with a Korean reason", async () => {
    const member = await env.member("U");
    expect((await member.get("/api/notifications/push")).body).toEqual({
      enabled: false,
      publicKey: null,
      endpoints: [],
    });
    const refused = await member.post("/api/notifications/push/subscriptions", {
      endpoint: "https://fcm.googleapis.com/fcm/send/device",
      keys: browserKeys().keys,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(t("pushDisabled"));
    expect(
      await env.ctx.db.selectFrom("signingKeys").selectAll().where("purpose", "=", "web-push-vapid").execute(),
    ).toEqual([]);
  });
});
