/**
 * API test harness: a real app on a real database per test file. SQLite uses a fresh file in a
 * temporary folder; PostgreSQL (when TEST_DATABASE_URL is set) a fresh database created for the
 * file and dropped after. `client()` is a browser-like API client with a cookie jar and the CSRF
 * header; factories insert members through the app's own queries.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PLACEHOLDER, placeholderNames, type Role, screenMessages, shellMessages } from "@portal/contract";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { hashPassword } from "../src/auth/passwords.ts";
import { loadConfig } from "../src/config.ts";
import type { AppContext } from "../src/context.ts";
import { openDatabase } from "../src/db/database.ts";
import type { DialectName } from "../src/db/dialect.ts";
import { createLocalBus } from "../src/events/bus.ts";
import { sessionTimes } from "../src/http/sessions.ts";
import { createMailer, type Mailer } from "../src/mail/mailer.ts";
import { seedPages } from "../src/pages/seed.ts";
import { seedFixedBoards } from "../src/seed/boards.ts";
import { createStorage } from "../src/storage/select-storage.ts";
import { insertUser } from "../src/users/queries.ts";
import { enrolSecondFactor } from "./second-factor.ts";

export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** A logged-in member's client. */
export type Member = Client & { userId: string };

/** The people most API tests need: an administrator (관리자), two members (이앨리, 박밥) and a visitor. */
export interface Cast {
  admin: Member;
  alice: Member;
  bob: Member;
  visitor: Client;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** A visitor's client; `ip` sets the source address (for the per-address limits). */
  client(ip?: string): Promise<Client>;
  /** Everything the app has logged so far (JSON lines; nothing at the default LOG_LEVEL "silent"). */
  logText(): string;
  /** A client logged in as a new member with `role`. */
  member(role?: Role, overrides?: { userId?: string; nameKo?: string }): Promise<Member>;
  /** New members for the usual cast (`Cast`), each logged in, and a visitor. */
  cast(): Promise<Cast>;
  close(): Promise<void>;
}

export interface Reply {
  status: number;
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

export const PASSWORD = "Hanbit!Dock27";

/** Every placeholder name of the catalogue (`count`, `max`, `name` …). */
const PLACEHOLDER_NAMES = new Set(
  Object.values({ ...shellMessages, ...screenMessages }).flatMap((text) => placeholderNames(text)),
);

/** The catalogue placeholders (`{count}`) left unfilled in the strings of `value`, each with its string. */
export function unfilledPlaceholders(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") {
    for (const match of value.matchAll(PLACEHOLDER)) {
      if (PLACEHOLDER_NAMES.has(match[1] ?? "")) found.push(`${match[0]} in ${JSON.stringify(value.slice(0, 200))}`);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) unfilledPlaceholders(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) unfilledPlaceholders(item, found);
  }
  return found;
}

/** The unfilled placeholders of `value` as one problem naming `where` they were found, or none. */
function unfilledIn(where: string, value: unknown): string[] {
  const found = unfilledPlaceholders(value);
  return found.length > 0 ? [`Unfilled message placeholder in ${where}: ${found.join("; ")}`] : [];
}

/**
 * Makes every `app.inject` of the suite (the Client's and the tests' own) fail when an answer's text
 * carries a catalogue message with an unfilled `{name}` (issue 23 §4): JSON answers are checked string by
 * string, text answers (CSV, calendar, plain) as a whole; files and pictures are not text. `mailProblems`
 * (from `checkedMailer`) fail the next request, so the test that caused the mail fails.
 */
function checkAnswersFilled(app: FastifyInstance, mailProblems: string[]): void {
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions) => {
    const response = await inject(options);
    const type = String(response.headers["content-type"] ?? "");
    const encoding = response.headers["content-encoding"];
    const raw = response.rawPayload;
    const text = (
      encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw
    ).toString();
    const json = type.includes("json") && text !== "";
    const problems = [
      ...unfilledIn(
        `the answer to ${options.method ?? "GET"} ${options.url} (${response.statusCode})`,
        json ? JSON.parse(text) : type.startsWith("text/") ? text : "",
      ),
      ...mailProblems.splice(0),
    ];
    if (problems.length > 0) throw new Error(problems.join("\n"));
    return response;
  };
  app.inject = checked as unknown as typeof app.inject;
}

/** The same check for every mail the app sends (subject, text, HTML, text attachments such as .ics). */
function checkedMailer(mailer: Mailer, problems: string[]): Mailer {
  return {
    send(message) {
      const attachments = (message.attachments ?? []).map((a) => (typeof a.content === "string" ? a.content : ""));
      const where = `the mail "${message.subject}" to ${message.to}`;
      problems.push(...unfilledIn(where, [message.subject, message.text, message.html, attachments]));
      return mailer.send(message);
    },
  };
}

export class Client {
  private cookies = new Map<string, string>();
  csrfToken = "";
  private readonly app: FastifyInstance;
  private readonly ip: string | undefined;
  constructor(app: FastifyInstance, ip?: string) {
    this.app = app;
    this.ip = ip;
  }

  async request(
    method: string,
    url: string,
    options: { body?: unknown; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (options.csrf !== false && method !== "GET") headers["x-csrf-token"] = this.csrfToken;
    const response = await this.app.inject({
      method: method as "GET",
      url,
      headers,
      ...(this.ip ? { remoteAddress: this.ip } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (cookie.value === "" || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const type = String(response.headers["content-type"] ?? "");
    const body = type.includes("json") ? response.json() : response.body;
    return { status: response.statusCode, body, headers: response.headers };
  }

  get(url: string) {
    return this.request("GET", url);
  }
  /** The Cookie header this client sends (for a real HTTP request, e.g. a live stream). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  post(url: string, body?: unknown, options: { csrf?: boolean } = {}) {
    return this.request("POST", url, { body: body ?? {}, ...options });
  }
  put(url: string, body?: unknown, options: { csrf?: boolean } = {}) {
    return this.request("PUT", url, { body: body ?? {}, ...options });
  }
  delete(url: string, body?: unknown, options: { csrf?: boolean } = {}) {
    return this.request("DELETE", url, { ...(body !== undefined ? { body } : {}), ...options });
  }

  /**
   * POST multipart/form-data with `files` (field "file" unless named), like a browser's upload.
   * Names are sent as raw UTF-8, as browsers do.
   */
  upload(
    url: string,
    files: { name: string; data: Buffer | string; type?: string; field?: string }[],
    headers: Record<string, string> = {},
  ) {
    const boundary = `----portaltest${Math.random().toString(16).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const file of files) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        typeof file.data === "string" ? Buffer.from(file.data) : file.data,
        Buffer.from("\r\n"),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return this.request("POST", url, {
      body: Buffer.concat(chunks),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    });
  }

  /** Fetches the session (sets the cookie and CSRF token). */
  async open(): Promise<this> {
    const res = await this.get("/api/auth/session");
    this.csrfToken = res.body.csrfToken;
    return this;
  }

  async login(userId: string, password = PASSWORD, remember = false): Promise<Reply> {
    const res = await this.post("/api/auth/login", { userId, password, remember });
    if (res.status === 200) this.csrfToken = res.body.csrfToken;
    return res;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/**
 * Creates a fresh PostgreSQL database beside `baseUrl` (a copy of the database `template` when given: one
 * already migrated, see scripts/vitest-global-setup.ts); returns its URL and a drop function.
 */
export async function createPgDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // pg-pool's end() resolves before its clients' sockets have closed: wait for them, so the
      // forced drop does not kill a closing connection (an uncaught error in the test file).
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let memberSeq = 0;

/**
 * Starts an app on a fresh database of `dialect`, with the fixed boards seeded. On PostgreSQL the database
 * is a copy of the run's migrated template (TEST_PG_TEMPLATE, made once by scripts/vitest-global-setup.ts)
 * when there is one: migrating each file's database took about two seconds.
 */
export async function startTestApp(dialect: DialectName, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
  const pgDb =
    dialect === "postgres"
      ? await createPgDatabase(process.env.TEST_DATABASE_URL ?? "", process.env.TEST_PG_TEMPLATE)
      : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    LOG_LEVEL: "silent",
    WEB_DIST: "",
    SEED_DEMO: "false",
    ...env,
  });
  const opened = await openDatabase({ ...config, poolSize: 4 });
  const mailProblems: string[] = [];
  const { db, poolStats } = opened;
  const ctx: AppContext = {
    db,
    // What the database module opened, not what was asked for (the health test checks both).
    dialect: opened.dialect,
    config,
    sessionTimes: sessionTimes(config),
    mailer: checkedMailer(createMailer(config), mailProblems),
    storage: createStorage(config),
    events: createLocalBus(),
    poolStats,
    lifecycle: { draining: false },
  };
  await seedFixedBoards(db);
  await seedPages(db, opened.dialect, config.webDist);
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(ctx, logStream);
  await app.ready();
  checkAnswersFilled(app, mailProblems);
  const passwordHash = await hashPassword(PASSWORD);
  const member: TestApp["member"] = async (role = "U", overrides = {}) => {
    memberSeq += 1;
    const userId = overrides.userId ?? `member${process.pid % 1000}x${memberSeq}`;
    await insertUser(db, {
      userId,
      passwordHash,
      nameKo: overrides.nameKo ?? `회원${memberSeq}`,
      email: `${userId}@example.kr`,
      role,
    });
    const client = await new Client(app).open();
    const res = await client.login(userId);
    if (res.status !== 200) throw new Error(`login failed for ${userId}: ${JSON.stringify(res.body)}`);
    // Administrators need a second factor before administration answers (issue 43 §2): the test
    // administrator gets one enrolled, as if it had enrolled right after this login.
    if (role === "A") await enrolSecondFactor(db, userId);
    return Object.assign(client, { userId });
  };

  return {
    app,
    ctx,
    client: (ip?: string) => new Client(app, ip).open(),
    logText: () => logged.join(""),
    member,
    async cast() {
      return {
        admin: await member("A", { nameKo: "관리자" }),
        alice: await member("U", { nameKo: "이앨리" }),
        bob: await member("U", { nameKo: "박밥" }),
        visitor: await new Client(app).open(),
      };
    },
    async close() {
      await app.close();
      await db.destroy();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // A mail sent after the file's last request.
      if (mailProblems.length > 0) throw new Error(mailProblems.join("\n"));
    },
  };
}
