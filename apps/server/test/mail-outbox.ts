/**
 * What the account-mail tests share: fresh client addresses for the per-address limits, and the app's
 * `.eml` outbox (MAIL_OUTBOX, the mailer's default in tests) read back as parsed mails.
 */
import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import type { Config } from "../src/config.ts";
import { outboxDir } from "../src/mail/mailer.ts";

/** A source of client addresses under `prefix` (e.g. "10.24"): each call a new one, per test file. */
export function addressesUnder(prefix: string): () => string {
  let seq = 0;
  return () => {
    seq += 1;
    return `${prefix}.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
  };
}

/** The outbox's files, oldest first (none before the first mail). */
export function outboxFiles(config: Config): string[] {
  const dir = outboxDir(config);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(".eml"))
        .sort()
    : [];
}

/** The outbox mail `file`: its recipients, subject, decoded text and HTML, and its headers (names in lower case). */
export async function readOutboxMail(config: Config, file: string) {
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outboxDir(config), file)));
  const headers = Object.fromEntries(mail.headers.map((h) => [h.key, h.value]));
  return {
    to: mail.to?.map((a) => a.address) ?? [],
    subject: mail.subject,
    text: mail.text ?? "",
    html: mail.html ?? "",
    headers,
  };
}
