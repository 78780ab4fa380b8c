/**
 * Requests refused before a route runs, as an auditor sends them (issue 23 §3): a bad address encoding,
 * an over-long path parameter, a wrong media type, unreadable or oversize bodies, methods nobody routes,
 * and — on a real socket, where the HTTP parser refuses them — an oversize address or cookie, an unknown
 * method and bytes that are no HTTP. Each answers the portal's Korean problem with its security
 * headers and names no framework. Also: no secret or personal value in the request log, and the
 * harness's own check for messages with unfilled placeholders.
 */
import net from "node:net";
import { t } from "@portal/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp, unfilledPlaceholders } from "../../test/harness.ts";
import { newResetToken, resetLink, storeResetToken } from "../auth/password-reset.ts";

/** Words of the framework and its parsers that must never reach a client. */
const FRAMEWORK_WORDS = /FST_|fastify|llhttp|Client Error|not a valid url|HPE_|Exceeded maximum/i;

/** Asserts a problem answer: status, code, Korean detail, the security headers, no framework words. */
function expectProblem(
  answer: { status: number; headers: Record<string, unknown>; text: string },
  status: number,
  code: string,
  detail: string,
) {
  expect(answer.status, answer.text).toBe(status);
  expect(String(answer.headers["content-type"])).toContain("application/problem+json");
  expect(JSON.parse(answer.text)).toMatchObject({ status, code, detail });
  expect(answer.text).not.toMatch(FRAMEWORK_WORDS);
  expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
}

/** Sends `raw` bytes on a new connection to `port` and reads the answer until the server closes it. */
function rawRequest(
  port: number,
  raw: string | Buffer,
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the oversize request is still being written.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("utf8");
      const [head = "", text = ""] = answer.split("\r\n\r\n", 2);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, text });
    });
    socket.write(raw);
  });
}

describe.each(DIALECTS)("requests refused before a route on %s", (dialect) => {
  let env: TestApp;
  let port: number;
  beforeAll(async () => {
    env = await startTestApp(dialect, { LOG_LEVEL: "info" });
    await env.app.listen({ port: 0, host: "127.0.0.1" });
    port = (env.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => env.close());

  const inject = async (options: InjectOptions) => {
    const res = await env.app.inject(options);
    return { status: res.statusCode, headers: res.headers, text: res.body };
  };

  it("answers a bad address encoding and an over-long path parameter in Korean", async () => {
    expectProblem(await inject({ url: "/api/%E0%A4%A" }), 400, "BAD_ADDRESS", t("errorBadAddress"));
    expectProblem(await inject({ url: "/api/posts/%FF" }), 400, "BAD_ADDRESS", t("errorBadAddress"));
    expectProblem(
      await inject({ url: `/api/boards/${"1".repeat(150)}` }),
      414,
      "ADDRESS_TOO_LONG",
      t("errorAddressTooLong"),
    );
    // The same through a real connection.
    expectProblem(
      await rawRequest(port, "GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      400,
      "BAD_ADDRESS",
      t("errorBadAddress"),
    );
  });

  it("answers bodies it cannot take in Korean: media type, unreadable JSON, empty JSON, too large", async () => {
    const client = await env.client();
    const post = (headers: Record<string, string>, payload: string | Buffer) =>
      inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { ...headers, cookie: `sid=${client.cookie("sid")}`, "x-csrf-token": client.csrfToken },
        payload,
      });
    expectProblem(
      await post({ "content-type": "text/xml" }, "<login/>"),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      t("errorMediaType"),
    );
    // Cut short, empty, and a prototype-poisoning key.
    for (const body of ['{"userId": "a",', "", '{"__proto__": {"x": 1}}']) {
      const answer = await post({ "content-type": "application/json" }, body);
      expectProblem(answer, 400, "UNREADABLE_BODY", t("errorUnreadableBody"));
    }
    expectProblem(
      await post({ "content-type": "application/json" }, JSON.stringify({ userId: "a".repeat(3 * 1024 * 1024) })),
      413,
      "TOO_LARGE",
      t("errorTooLarge"),
    );
  });

  it("answers methods nobody routes in Korean", async () => {
    const client = await env.client();
    const headers = { cookie: `sid=${client.cookie("sid")}`, "x-csrf-token": client.csrfToken };
    for (const method of ["PROPFIND", "TRACE", "PATCH", "OPTIONS"] as const) {
      expectProblem(await inject({ method, url: "/api/boards", headers }), 404, "NOT_FOUND", t("errorNotFound"));
    }
  });

  it("answers what the HTTP parser refuses on the socket: oversize address or cookie, unknown method, no HTTP", async () => {
    const longUrl = await rawRequest(port, `GET /api/boards?q=${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectProblem(longUrl, 431, "HEADERS_TOO_LARGE", t("errorHeadersTooLarge"));
    const bigCookie = await rawRequest(
      port,
      `GET /api/boards HTTP/1.1\r\nHost: x\r\nCookie: a=${"b".repeat(20 * 1024)}\r\n\r\n`,
    );
    expectProblem(bigCookie, 431, "HEADERS_TOO_LARGE", t("errorHeadersTooLarge"));
    for (const raw of [
      "FOO /api/boards HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET /api/boards HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
      "GET /api/boards HTTP/9.9\r\n\r\n",
      Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a]),
    ]) {
      expectProblem(await rawRequest(port, raw), 400, "MALFORMED_REQUEST", t("errorMalformedRequest"));
    }
    // The server still answers ordinary requests afterwards.
    const ok = await rawRequest(port, "GET /api/health/live HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(ok.status).toBe(200);
  });

  it("keeps reset tokens, e-mails, ids and business numbers out of the request log", async () => {
    const member = await env.member("U", { userId: "logsecret01" });
    const { token, expiresAt } = newResetToken();
    await storeResetToken(env.ctx.db, { token, expiresAt, userId: member.userId, createdBy: null });
    const link = new URL(resetLink(env.ctx, token));
    expect(link.search).toBe("");
    expect(link.hash).toBe(`#token=${token}`);

    const visitor = await env.client("10.23.0.1");
    // What a browser sends for the link (never the fragment), and an old-style link by hand.
    await visitor.get(link.pathname + link.search);
    await visitor.get(`${link.pathname}?token=${token}&from=mail`);
    const confirmed = await visitor.post("/api/auth/password-reset/confirm", { token, newPassword: "Mulryu#83kz" });
    expect(confirmed.status).toBe(200);

    const email = "private.person@example.kr";
    const businessNo = "2208162517";
    expect((await visitor.post("/api/registration/check-email", { email })).status).toBe(200);
    expect((await visitor.post("/api/registration/check-business-no", { businessNo })).status).toBe(200);
    expect((await visitor.post("/api/registration/check-id", { userId: "hiddenid77" })).status).toBe(200);
    // The old GET form with values in the address is gone, and its values are not logged either.
    expect((await visitor.get(`/api/registration/check-email?email=${email}`)).status).toBe(404);
    expect((await visitor.get(`/api/registration/check-business-no?businessNo=${businessNo}`)).status).toBe(404);

    const log = env.logText();
    expect(log).toContain("/api/registration/check-email");
    expect(log).toContain("/app/FUL/PasswordReset?token=[hidden]&from=mail");
    for (const secret of [token, email, businessNo, "hiddenid77", "Mulryu#83kz"]) expect(log).not.toContain(secret);
  });
});

describe("the harness's check of unfilled messages", () => {
  it("finds a catalogue placeholder in any string of an answer, and names it", () => {
    expect(unfilledPlaceholders({ detail: "사진은 {count}장까지 올릴 수 있습니다." })).toEqual([
      '{count} in "사진은 {count}장까지 올릴 수 있습니다."',
    ]);
    expect(unfilledPlaceholders({ items: [{ errors: [{ message: "{max}행" }] }] })).toHaveLength(1);
    // JSON punctuation, filled messages and braces that are no catalogue placeholder pass.
    expect(
      unfilledPlaceholders({
        a: "{}",
        b: '{"x":1}',
        c: "{notAPlaceholderName}",
        d: t("tradePhotoTooMany", { count: 10 }),
      }),
    ).toEqual([]);
  });
});
