/**
 * Two app nodes on one PostgreSQL database and one S3-protocol store (issue 15): a file uploaded
 * through node A downloads through node B; a mail job that node A was sending when it was killed is
 * delivered by node B once A's lease runs out; a note sent through node A raises, live, the unread
 * count of a member whose browser is connected to node B. Nothing in one node's memory is needed by
 * the other.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fixedBoard } from "@portal/contract";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, DIALECTS, PASSWORD } from "../test/harness.ts";
import { pdf } from "../test/media-fixtures.ts";
import {
  cookieOf,
  freePort,
  login,
  openEventStream,
  type Session,
  startServer,
  stopServer,
  waitForHealth,
} from "../test/processes.ts";
import { type LocalS3, startLocalS3 } from "../test/s3.ts";
import { hashPassword } from "./auth/passwords.ts";
import { type Db, openDatabase } from "./db/database.ts";
import { insertUser } from "./users/queries.ts";

const ADMIN = { userId: "admin", password: "Smart!Load73", email: "admin@portal.example.kr" };

/** A JSON request with the session's cookie and CSRF token. */
async function call(session: Session, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(session.base + url, {
    method,
    headers: {
      cookie: session.cookie,
      "x-csrf-token": session.csrf,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

describe.each(DIALECTS.filter((d) => d === "postgres"))("two app nodes on %s", () => {
  const dirs: string[] = [];
  const servers: ChildProcess[] = [];
  let drop: () => Promise<void>;
  let s3: LocalS3;
  let db: Db;
  let smtp: SMTPServer;
  let stalled: net.Server;
  const received: string[] = [];
  let common: Record<string, string>;

  /** Starts a node with its own data folder (so nothing local is shared) and `extra` settings. */
  async function node(name: string, extra: Record<string, string>): Promise<{ base: string; server: ChildProcess }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-node-${name}-`));
    dirs.push(dataDir);
    const port = await freePort();
    const server = startServer({ ...common, DATA_DIR: dataDir, NODE_ID: name, ...extra }, port);
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(server, base);
    return { base, server };
  }

  beforeAll(async () => {
    const created = await createPgDatabase(process.env.TEST_DATABASE_URL ?? "");
    drop = created.drop;
    s3 = await startLocalS3();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    // An SMTP server that accepts the connection and never greets: a send stuck mid-way.
    stalled = net.createServer(() => {});
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    common = {
      ...s3.env,
      DATABASE_URL: created.url,
      ADMIN_EMAIL: ADMIN.email,
      JOB_LEASE_SECONDS: "3",
    };
    ({ db } = await openDatabase({ databaseUrl: created.url, dataDir: os.tmpdir(), poolSize: 2 }));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await db?.destroy();
    await drop?.();
    await s3?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
    await new Promise<void>((resolve) => stalled.close(() => resolve()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves through node B a file uploaded through node A", async () => {
    const smtpPort = (smtp.server.address() as net.AddressInfo).port;
    const a = await node("node-a", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const b = await node("node-b", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const onA = await login(a.base, ADMIN.userId, ADMIN.password);
    const board = fixedBoard("notice").boardId;
    const post = await call(onA, "POST", `/api/boards/${board}/posts`, {
      title: "두 노드 첨부 확인",
      bodyHtml: "<p>노드 A에서 올린 파일</p>",
      secret: false,
      notice: false,
      bold: false,
    });
    expect(post.status).toBe(201);
    const { postId } = (await post.json()) as { postId: number };
    const file = pdf(3000);
    const form = new FormData();
    form.append("file", new Blob([file], { type: "application/pdf" }), "적재 계획.pdf");
    const upload = await fetch(`${a.base}/api/posts/${postId}/files`, {
      method: "POST",
      headers: { cookie: onA.cookie, "x-csrf-token": onA.csrf },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { items } = (await upload.json()) as { items: { url: string }[] };
    const fromB = await fetch(b.base + items[0]!.url);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(file)).toBe(true);
    await stopServer(a.server);
    await stopServer(b.server);
  });

  it("delivers through node B the mail that node A was sending when it was killed", async () => {
    const stalledPort = (stalled.address() as net.AddressInfo).port;
    const smtpPort = (smtp.server.address() as net.AddressInfo).port;
    const a = await node("node-c", { SMTP_URL: `smtp://127.0.0.1:${stalledPort}` });
    const first = await fetch(`${a.base}/api/auth/session`);
    const { csrfToken } = (await first.json()) as { csrfToken: string };
    const find = await fetch(`${a.base}/api/auth/password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrfToken, cookie: cookieOf(first) },
      body: JSON.stringify({ userId: ADMIN.userId, email: ADMIN.email }),
    });
    expect(find.status).toBe(200);
    // Node A has claimed the mail job and is stuck talking to the silent server: kill it there.
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom("jobs")
              .select("lockedBy")
              .where("kind", "=", "mail")
              .where("doneAt", "is", null)
              .executeTakeFirst()
          )?.lockedBy,
        { timeout: 15_000 },
      )
      .toBe("node-c");
    a.server.kill("SIGKILL");
    await new Promise((resolve) => a.server.once("exit", resolve));
    expect(received).not.toContain(ADMIN.email);

    await node("node-d", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await expect.poll(() => received.filter((to) => to === ADMIN.email).length, { timeout: 20_000 }).toBe(1);
    // The SMTP server has the message before node D hears its answer and marks the job done.
    const mailJob = () => db.selectFrom("jobs").selectAll().where("kind", "=", "mail").executeTakeFirstOrThrow();
    await expect.poll(async () => (await mailJob()).doneAt, { timeout: 5_000 }).not.toBeNull();
    expect(await mailJob()).toMatchObject({ attempts: 2, lockedBy: null, failedAt: null });
  });

  it("raises, live, the unread count of a member connected to node B when a note is sent through node A", async () => {
    const a = await node("node-e", {});
    const b = await node("node-f", {});
    await insertUser(db, {
      userId: "livereader1",
      passwordHash: await hashPassword(PASSWORD),
      nameKo: "실시간",
      email: null,
      role: "U",
    });
    const onB = await login(b.base, "livereader1");
    const stream = await openEventStream(b.base, onB.cookie);
    await stream.until("event: hello");
    const countOnB = async () =>
      (await (await fetch(`${b.base}/api/notes/unread-counts`, { headers: { cookie: onB.cookie } })).json()) as {
        notes: number;
      };
    expect((await countOnB()).notes).toBe(0);
    const onA = await login(a.base, ADMIN.userId, ADMIN.password);
    const sent = await call(onA, "POST", "/api/notes", {
      recipients: ["livereader1"],
      bodyHtml: "<p>노드 A에서 보냄</p>",
    });
    expect(sent.status).toBe(201);
    await stream.until("event: notes");
    expect((await countOnB()).notes).toBe(1);
    stream.close();
  });
});
