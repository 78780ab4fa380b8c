/**
 * An upload refused before its body was read (a 20 MB trade photo: 413) over a real socket, on each
 * database: the client gets to send its whole body and reads the Korean refusal; the connection then
 * serves the next request. Before drainUnreadBodies the server stopped reading, the client's send
 * never finished and a browser never showed the answer.
 */

import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { formatBytes, TRADE_PHOTO_MAX_BYTES, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

/**
 * POSTs `size` bytes as one multipart file to `path`; resolves with the answer once the whole body
 * went out too (it never does if the server stops reading).
 */
async function postLarge(port: number, path: string, size: number, headers: Record<string, string>, agent: http.Agent) {
  const boundary = "----portaldrain";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request({
    port,
    host: "127.0.0.1",
    path,
    method: "POST",
    agent,
    headers: {
      ...headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(head.length + size + tail.length),
    },
  });
  const sent = once(request, "finish");
  const answered = once(request, "response") as Promise<[http.IncomingMessage]>;
  request.write(head);
  const chunk = Buffer.alloc(1024 * 1024, 7);
  for (let i = 0; i < size / chunk.length; i++) request.write(chunk);
  request.end(tail);
  const [response] = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  await sent;
  return { status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) as { detail?: string } };
}

describe.each(DIALECTS)("a refused upload's unread body on %s", (dialect) => {
  let env: TestApp;
  let seller: Client;
  let port: number;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    seller = await env.member("U");
    await env.app.listen({ port: 0, host: "127.0.0.1" });
    port = (env.app.server.address() as AddressInfo).port;
  });
  afterAll(() => env.close());

  it("reads a 20 MB photo to its end after the 413, so the client sees the Korean refusal, and keeps the connection", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { cookie: seller.cookieHeader(), "x-csrf-token": seller.csrfToken };
    const refused = await postLarge(port, "/api/trade/photos", 20 * 1024 * 1024, headers, agent);
    expect(refused.status).toBe(413);
    expect(refused.body.detail).toBe(t("attachmentTooLarge", { size: formatBytes(TRADE_PHOTO_MAX_BYTES) }));
    // Refused before the body is read at all (no CSRF token): the same.
    const forbidden = await postLarge(port, "/api/trade/photos", 20 * 1024 * 1024, { cookie: headers.cookie }, agent);
    expect(forbidden.status).toBe(403);
    const session = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(session.status).toBe(200);
    agent.destroy();
  }, 60_000);
});
