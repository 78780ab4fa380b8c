/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
 * as an .eml file to `$DATA_DIR/outbox` (so a fresh install and the tests need no mail server).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra header lines (e.g. List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends (or files) one message; resolves with its Message-ID. */
  send(message: MailMessage): Promise<string>;
}

/** The outbox folder used when no SMTP server is configured. */
export const outboxDir = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "outbox");

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        return info.messageId;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const dir = outboxDir(config);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      // Written beside and renamed: whatever reads the folder never finds a mail half-written.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      return info.messageId;
    },
  };
}
