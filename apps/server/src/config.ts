/**
 * Configuration from the environment, validated once at start (DESIGN.md section 5).
 * `loadConfig(env)` returns a typed `Config` or throws `ConfigError` listing one Korean-free,
 * operator-facing line per bad variable (operators read logs in English and Korean alike;
 * the portal's users never see these).
 */
import os from "node:os";
import path from "node:path";
import { OAUTH_PROVIDERS, type OAuthProvider } from "@portal/contract";
import type { S3Settings } from "./storage/s3-storage.ts";

/** One social login provider's client registration and endpoints. */
export interface OAuthProviderConfig {
  clientId: string;
  /** Null only for Kakao, whose client secret is optional. */
  clientSecret: string | null;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** OpenID Connect providers (Google): the id_token's expected issuer and the provider's key set. */
  issuer: string | null;
  jwksUrl: string | null;
}

/**
 * The providers' real endpoints, used unless OAUTH_{PROVIDER}_{AUTHORIZATION,TOKEN,USERINFO}_URL
 * (and, for Google, OAUTH_GOOGLE_ISSUER and OAUTH_GOOGLE_JWKS_URL) override them (tests point them
 * at a local mock provider).
 */
export const OAUTH_DEFAULT_ENDPOINTS: Record<OAuthProvider, Omit<OAuthProviderConfig, "clientId" | "clientSecret">> = {
  kakao: {
    authorizationUrl: "https://kauth.kakao.com/oauth/authorize",
    tokenUrl: "https://kauth.kakao.com/oauth/token",
    userinfoUrl: "https://kapi.kakao.com/v2/user/me",
    issuer: null,
    jwksUrl: null,
  },
  naver: {
    authorizationUrl: "https://nid.naver.com/oauth2.0/authorize",
    tokenUrl: "https://nid.naver.com/oauth2.0/token",
    userinfoUrl: "https://openapi.naver.com/v1/nid/me",
    issuer: null,
    jwksUrl: null,
  },
  google: {
    authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    issuer: "https://accounts.google.com",
    jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
  },
};

export interface Config {
  /** TCP port the HTTP server listens on. */
  port: number;
  /** Host/interface to bind. */
  host: string;
  /** Folder for the SQLite file, uploaded files and the mail outbox. */
  dataDir: string;
  /** postgres://… to use PostgreSQL; undefined means SQLite at `$DATA_DIR/portal.db`. */
  databaseUrl: string | undefined;
  /** Public base URL, used for links in mails and to decide the Secure cookie flag. */
  publicUrl: string;
  /** First administrator id and password (only used when no administrator exists). */
  adminId: string;
  adminPassword: string | undefined;
  /** E-mail of the first administrator (without one, the login sends them to my page to register it). */
  adminEmail: string | null;
  /**
   * Production mode (NODE_ENV=production): no demo content unless SEED_DEMO asks for it, and then the
   * demo members get a random password printed once instead of the published one.
   */
  production: boolean;
  /** Whether to seed the demo content on an empty database (default: not in production mode). */
  seedDemo: boolean;
  /**
   * ADMIN_SECOND_FACTOR (issue 43 §2): "required" (default) — an administrator without a second
   * factor gets 403 from every administration route until they enrol; "optional" lets them through
   * (development and the browser test suite only: refused in production mode). An administrator who
   * has enrolled is asked for the code at login either way.
   */
  adminSecondFactor: "required" | "optional";
  /** Session idle timeout and absolute lifetime, in minutes; "remember me" lifetime in days. */
  sessionIdleMinutes: number;
  sessionAbsoluteMinutes: number;
  rememberDays: number;
  /** Folder of the built web app to serve; undefined to serve none. */
  webDist: string | undefined;
  /** smtp(s)://user:pass@host:port to send mail; undefined writes mail to `$DATA_DIR/outbox`. */
  smtpUrl: string | undefined;
  /** From address of the portal's mail. */
  mailFrom: string;
  /** pino log level. */
  logLevel: string;
  /** Trust X-Forwarded-* from a proxy in front. */
  trustProxy: boolean;
  /** Configured social login providers; a provider without a client id is not offered. */
  oauth: Partial<Record<OAuthProvider, OAuthProviderConfig>>;
  /** Folder of uploaded files (the local storage), outside the web root: `$DATA_DIR/files`. */
  filesDir: string;
  /** Largest file when a board's ATCH_POSBL_FILE_SIZE is 0 (bytes). */
  uploadDefaultFileBytes: number;
  /** Largest file whatever a board says (bytes): the global cap. */
  uploadMaxFileBytes: number;
  /** Address of the digital-twin service shown in a frame (DIGITAL_TWIN_URL), or null: a notice instead. */
  digitalTwinUrl: string | null;
  /** Address of the HICOS service shown in a frame (HICOS_URL), or null: a notice instead. */
  hicosUrl: string | null;
  /** S3-compatible object store for uploaded files (S3_BUCKET set); undefined keeps the local folder. */
  s3: S3Settings | undefined;
  /** How live events reach other app nodes: PostgreSQL LISTEN/NOTIFY, or this process only. */
  eventBus: "postgres" | "local";
  /** Bearer token for GET /api/metrics; without one, only loopback addresses may read the metrics. */
  metricsToken: string | undefined;
  /** Stable name of this app node in job leases and logs (default: host name and process id). */
  nodeId: string;
  /** Seconds a node holds a background job before another node may retry it (a crashed node's job). */
  jobLeaseSeconds: number;
  /** Backups (issue 43 §1; docs/operations.md "Backups"): folder, Seoul hour of the daily run, retention. */
  backups: BackupSettings;
  /** Notes (and trade requests) one member may send per 10 minutes. */
  noteSendLimit: number;
  /** What one member may do per window (http/member-limits.ts gives the windows; docs/ARCHITECTURE.md the table). */
  memberLimits: MemberLimitCounts;
  /** Seconds a stopping node answers readiness with 503 before it closes (time for a load balancer to notice). */
  shutdownDrainSeconds: number;
  /** Worker threads that compute load plans (LOADING_THREADS; default one less than the cores, at least 1). */
  loadingThreads: number;
  /** Milliseconds within which a load plan must be answered, queue included, else its thread is stopped. */
  loadingDeadlineMs: number;
  /** Milliseconds one database statement may run before PostgreSQL cancels it (DB_STATEMENT_TIMEOUT_MS; 0 = none). */
  dbStatementTimeoutMs: number;
  /** Kakao JavaScript key for the KakaoTalk share button (KAKAO_JS_KEY), or null: no share button. */
  kakaoJsKey: string | null;
  /** URLs in one sitemap file (SITEMAP_URLS_PER_FILE; sitemaps.org allows at most 50,000). */
  sitemapUrlsPerFile: number;
  /** Seconds a built sitemap or feed is reused by this node (SITE_CACHE_SECONDS; 0 = built on every request). */
  siteCacheSeconds: number;
  /** Web Push (issue 40 §2; docs/notifications.md "Web Push"). */
  webPush: WebPushSettings;
}

/** Web Push settings (docs/notifications.md "Web Push"; README's configuration table). */
export interface WebPushSettings {
  /** WEB_PUSH=off: no push is offered or sent (the preferences page says so). */
  enabled: boolean;
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, P-256), set together; null: the server makes a
   * pair once and keeps it in the database, the same for every node.
   */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT: the operator's contact for the push services (mailto: or https:). */
  subject: string;
  /**
   * WEB_PUSH_SERVICES: the origins a subscription's endpoint may point at (comma-separated; a host may
   * start with `*.`); the browsers' push services by default. The server posts only to these.
   */
  services: string[];
}

/** The push services of Chrome, Firefox, Safari (iOS too) and Edge. */
export const DEFAULT_PUSH_SERVICES = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://web.push.apple.com",
  "https://*.notify.windows.com",
];

/** Per-member limits (POST_LIMIT … PAGE_EDIT_LIMIT); the windows are in http/member-limits.ts. */
export interface MemberLimitCounts {
  /** Posts and replies per 10 minutes. */
  posts: number;
  /** Board and deal comments per 10 minutes. */
  comments: number;
  /** Deals registered per hour. */
  deals: number;
  /** Visit reservations made per hour. */
  reservations: number;
  /** Open (active, not yet begun) visit reservations held at once. */
  openReservations: number;
  /** Upload requests (attachments, editor pictures, deal photos, page pictures) per hour. */
  uploads: number;
  /** Page saves and restores per 10 minutes. */
  pageEdits: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** Where and when backups are made and how many are kept (docs/operations.md "Backups"). */
export interface BackupSettings {
  /** Folder of the backups (BACKUP_DIR, default `$DATA_DIR/backups`; put it on another disk). */
  dir: string;
  /**
   * Seoul hour (0–23) from which the day's backup runs (BACKUP_HOUR, default 3); null with
   * BACKUP_HOUR=off (no daily backup, e.g. where the provider's snapshots are the backup; 지금 백업 still works).
   */
  hour: number | null;
  /** Verified backups kept: newest per day, ISO week and month (BACKUP_KEEP_DAILY/WEEKLY/MONTHLY: 7, 4, 12). */
  keep: { daily: number; weekly: number; monthly: number };
  /**
   * The S3-compatible bucket backups go to instead of `dir` (BACKUP_S3_BUCKET, with BACKUP_S3_ENDPOINT,
   * _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY, _PREFIX, _FORCE_PATH_STYLE as the S3_* ones); `dir`
   * then only stages each copy before its upload.
   */
  s3: S3Settings | undefined;
}

/**
 * The object store settings from the `${name}BUCKET`, … variables (`name`: "S3_" for uploaded files,
 * "BACKUP_S3_" for backups), or undefined without a bucket.
 */
function s3Settings(env: NodeJS.ProcessEnv, problems: string[], name: "S3_" | "BACKUP_S3_"): S3Settings | undefined {
  const bucket = env[`${name}BUCKET`] || undefined;
  if (!bucket) return undefined;
  const endpoint = env[`${name}ENDPOINT`] || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    problems.push(`${name}ENDPOINT must start with http:// or https:// (got "${endpoint}")`);
  }
  const accessKeyId = env[`${name}ACCESS_KEY_ID`] || undefined;
  const secretAccessKey = env[`${name}SECRET_ACCESS_KEY`] || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(`${name}ACCESS_KEY_ID and ${name}SECRET_ACCESS_KEY are set together`);
  }
  const prefix = env[`${name}PREFIX`] ?? "";
  return {
    bucket,
    region: env[`${name}REGION`] || "us-east-1",
    endpoint,
    forcePathStyle: (env[`${name}FORCE_PATH_STYLE`] ?? (endpoint ? "true" : "false")) === "true",
    accessKeyId,
    secretAccessKey,
    prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
  };
}

/** The Web Push settings from WEB_PUSH, VAPID_* and WEB_PUSH_SERVICES. */
function webPushSettings(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  mailFrom: string,
  problems: string[],
): WebPushSettings {
  const enabled = (env.WEB_PUSH || "on") !== "off";
  if (env.WEB_PUSH && !["on", "off"].includes(env.WEB_PUSH)) {
    problems.push(`WEB_PUSH must be on or off (got "${env.WEB_PUSH}")`);
  }
  const publicKey = env.VAPID_PUBLIC_KEY || "";
  const privateKey = env.VAPID_PRIVATE_KEY || "";
  if (Boolean(publicKey) !== Boolean(privateKey))
    problems.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together");
  const keyLength = (value: string) => Buffer.from(value, "base64url").length;
  if (publicKey && keyLength(publicKey) !== 65) problems.push("VAPID_PUBLIC_KEY must be a base64url P-256 public key");
  if (privateKey && keyLength(privateKey) !== 32)
    problems.push("VAPID_PRIVATE_KEY must be a base64url P-256 private key");
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = env.VAPID_SUBJECT || (publicUrl.startsWith("https://") ? publicUrl : `mailto:${address}`);
  if (!/^(mailto:|https:\/\/)/.test(subject))
    problems.push(`VAPID_SUBJECT must start with mailto: or https:// (got "${subject}")`);
  const services = env.WEB_PUSH_SERVICES
    ? env.WEB_PUSH_SERVICES.split(",")
        .map((entry) => entry.trim().replace(/\/+$/, ""))
        .filter(Boolean)
    : DEFAULT_PUSH_SERVICES;
  for (const service of services) {
    if (!/^https?:\/\/(\*\.)?[^/*]+$/.test(service))
      problems.push(`WEB_PUSH_SERVICES entries must be origins such as https://push.example.kr (got "${service}")`);
  }
  return { enabled, vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null, subject, services };
}

/** The social login providers configured by OAUTH_<PROVIDER>_* variables (a provider without a client id is off). */
function oauthSettings(
  env: NodeJS.ProcessEnv,
  problems: string[],
): Partial<Record<OAuthProvider, OAuthProviderConfig>> {
  const oauth: Partial<Record<OAuthProvider, OAuthProviderConfig>> = {};
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`] || undefined;
    const clientSecret = env[`${prefix}CLIENT_SECRET`] || undefined;
    if (!clientId) {
      if (clientSecret) problems.push(`${prefix}CLIENT_SECRET is set but ${prefix}CLIENT_ID is not`);
      continue;
    }
    if (!clientSecret && provider !== "kakao") {
      problems.push(`${prefix}CLIENT_SECRET is required when ${prefix}CLIENT_ID is set`);
    }
    const url = (
      name: "AUTHORIZATION_URL" | "TOKEN_URL" | "USERINFO_URL" | "ISSUER" | "JWKS_URL",
      fallback: string,
    ) => {
      const raw = env[`${prefix}${name}`] || fallback;
      if (!/^https?:\/\/[^/]+/.test(raw))
        problems.push(`${prefix}${name} must be an absolute http(s) URL (got "${raw}")`);
      return raw;
    };
    const defaults = OAUTH_DEFAULT_ENDPOINTS[provider];
    oauth[provider] = {
      clientId,
      clientSecret: clientSecret ?? null,
      authorizationUrl: url("AUTHORIZATION_URL", defaults.authorizationUrl),
      tokenUrl: url("TOKEN_URL", defaults.tokenUrl),
      userinfoUrl: url("USERINFO_URL", defaults.userinfoUrl),
      issuer: defaults.issuer && url("ISSUER", defaults.issuer),
      jwksUrl: defaults.jwksUrl && url("JWKS_URL", defaults.jwksUrl),
    };
  }
  return oauth;
}

/** Reads and checks every variable of the README configuration table. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    if (["1", "true", "yes"].includes(raw.toLowerCase())) return true;
    if (["0", "false", "no"].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const production = env.NODE_ENV === "production";
  const adminSecondFactor = env.ADMIN_SECOND_FACTOR === "optional" ? "optional" : "required";
  if (env.ADMIN_SECOND_FACTOR && !["optional", "required"].includes(env.ADMIN_SECOND_FACTOR)) {
    problems.push(`ADMIN_SECOND_FACTOR must be required or optional (got "${env.ADMIN_SECOND_FACTOR}")`);
  }
  if (production && adminSecondFactor === "optional") {
    problems.push("ADMIN_SECOND_FACTOR=optional is for development only: refused with NODE_ENV=production");
  }
  const port = int("PORT", 3000, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  }
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  try {
    new URL(publicUrl);
  } catch {
    problems.push(`PUBLIC_URL must be an absolute URL such as https://portal.example.kr (got "${publicUrl}")`);
  }
  const adminId = env.ADMIN_ID || "admin";
  if (!/^[a-z][a-z0-9]{4,19}$/.test(adminId)) {
    problems.push(
      `ADMIN_ID must start with a lowercase letter, then lowercase letters or digits, 5-20 long (got "${adminId}")`,
    );
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push("ADMIN_PASSWORD must be at least 8 characters");
  }
  const adminEmail = env.ADMIN_EMAIL || null;
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push(`SMTP_URL must start with smtp:// or smtps:// (got "${smtpUrl}")`);
  }
  const logLevel = env.LOG_LEVEL || "info";
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}")`);
  }
  const oauth = oauthSettings(env, problems);
  const frameUrl = (name: string): string | null => {
    const raw = env[name] || null;
    if (raw !== null && !/^https?:\/\/[^/]+/.test(raw))
      problems.push(`${name} must be an absolute http(s) URL (got "${raw}")`);
    return raw;
  };
  const digitalTwinUrl = frameUrl("DIGITAL_TWIN_URL");
  const hicosUrl = frameUrl("HICOS_URL");
  const MiB = 1024 * 1024;
  const uploadDefaultFileBytes = int("UPLOAD_DEFAULT_FILE_BYTES", 20 * MiB, 1024, 64 * 1024 * MiB);
  const uploadMaxFileBytes = int("UPLOAD_MAX_FILE_BYTES", 200 * MiB, 1024, 64 * 1024 * MiB);
  const eventBus = (env.EVENT_BUS || (databaseUrl ? "postgres" : "local")) as Config["eventBus"];
  if (eventBus !== "postgres" && eventBus !== "local") {
    problems.push(`EVENT_BUS must be postgres or local (got "${env.EVENT_BUS}")`);
  } else if (eventBus === "postgres" && !databaseUrl) {
    problems.push("EVENT_BUS=postgres needs DATABASE_URL");
  }
  const mailFrom = env.MAIL_FROM || "스마트물류 컨소시엄 포털 <no-reply@portal.example.kr>";
  const defaultDist = path.resolve(import.meta.dirname, "../../web/dist");
  const dataDir = path.resolve(env.DATA_DIR || path.resolve(import.meta.dirname, "../../../data"));
  const config: Config = {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl,
    publicUrl,
    adminId,
    adminPassword,
    adminEmail,
    production,
    seedDemo: bool("SEED_DEMO", !production),
    adminSecondFactor,
    sessionIdleMinutes: int("SESSION_IDLE_MINUTES", 30, 1, 24 * 60),
    sessionAbsoluteMinutes: int("SESSION_ABSOLUTE_MINUTES", 12 * 60, 5, 7 * 24 * 60),
    rememberDays: int("REMEMBER_DAYS", 30, 1, 365),
    webDist: env.WEB_DIST === "" ? undefined : path.resolve(env.WEB_DIST || defaultDist),
    smtpUrl,
    mailFrom,
    logLevel,
    trustProxy: bool("TRUST_PROXY", false),
    oauth,
    digitalTwinUrl,
    hicosUrl,
    filesDir: path.join(dataDir, "files"),
    uploadDefaultFileBytes,
    uploadMaxFileBytes,
    s3: s3Settings(env, problems, "S3_"),
    eventBus,
    metricsToken: env.METRICS_TOKEN || undefined,
    nodeId: env.NODE_ID || `${os.hostname()}:${process.pid}`,
    shutdownDrainSeconds: int("SHUTDOWN_DRAIN_SECONDS", 0, 0, 300),
    noteSendLimit: int("NOTE_SEND_LIMIT", 60, 1, 100_000),
    memberLimits: {
      posts: int("POST_LIMIT", 30, 1, 100_000),
      comments: int("COMMENT_LIMIT", 60, 1, 100_000),
      deals: int("DEAL_LIMIT", 30, 1, 100_000),
      reservations: int("RESERVATION_LIMIT", 20, 1, 100_000),
      openReservations: int("OPEN_RESERVATION_LIMIT", 5, 1, 100_000),
      uploads: int("UPLOAD_LIMIT", 100, 1, 100_000),
      pageEdits: int("PAGE_EDIT_LIMIT", 60, 1, 100_000),
    },
    jobLeaseSeconds: int("JOB_LEASE_SECONDS", 120, 2, 3600),
    backups: {
      dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, "backups")),
      hour: env.BACKUP_HOUR === "off" ? null : int("BACKUP_HOUR", 3, 0, 23),
      keep: {
        daily: int("BACKUP_KEEP_DAILY", 7, 1, 366),
        weekly: int("BACKUP_KEEP_WEEKLY", 4, 0, 520),
        monthly: int("BACKUP_KEEP_MONTHLY", 12, 0, 1200),
      },
      s3: s3Settings(env, problems, "BACKUP_S3_"),
    },
    loadingThreads: int("LOADING_THREADS", Math.max(1, os.availableParallelism() - 1), 1, 256),
    loadingDeadlineMs: int("LOADING_DEADLINE_MS", 10_000, 100, 600_000),
    dbStatementTimeoutMs: int("DB_STATEMENT_TIMEOUT_MS", 5000, 0, 3_600_000),
    kakaoJsKey: env.KAKAO_JS_KEY || null,
    sitemapUrlsPerFile: int("SITEMAP_URLS_PER_FILE", 50_000, 1, 50_000),
    siteCacheSeconds: int("SITE_CACHE_SECONDS", 600, 0, 86_400),
    webPush: webPushSettings(env, publicUrl, mailFrom, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
