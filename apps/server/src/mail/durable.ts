/**
 * Durable mail (issue 15): `createQueuedMailer` files each message as a "mail" job in the database
 * before anything is sent, and `mailJobHandler` sends it (SMTP or the outbox) when a node's job worker
 * claims it. A node killed mid-send loses no mail: the job's lease expires and another node retries,
 * at most `maxAttempts` times.
 */
import type { Db } from "../db/database.ts";
import { enqueueJob } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { MailAttachment, Mailer, MailMessage } from "./mailer.ts";

/** A message as stored in a job: attachments' bytes as base64 text. */
interface StoredMessage extends Omit<MailMessage, "attachments"> {
  attachments?: (Omit<MailAttachment, "content"> & { base64: string })[];
}

function toStored(message: MailMessage): StoredMessage {
  return {
    ...message,
    attachments: message.attachments?.map(({ content, ...rest }) => ({
      ...rest,
      base64: Buffer.from(content).toString("base64"),
    })),
  };
}

function fromStored(stored: StoredMessage): MailMessage {
  return {
    ...stored,
    attachments: stored.attachments?.map(({ base64, ...rest }) => ({
      ...rest,
      content: Buffer.from(base64, "base64"),
    })),
  };
}

/** A mailer whose `send` files the message as a job (resolving with "job-{id}") and calls `onQueued`. */
export function createQueuedMailer(db: Db, onQueued: () => void = () => {}): Mailer {
  return {
    async send(message) {
      const id = await enqueueJob(db, "mail", toStored(message), { maxAttempts: 6 });
      onQueued();
      return `job-${id}`;
    },
  };
}

/** The "mail" job: sends the stored message through `transport` (SMTP or the outbox). */
export function mailJobHandler(transport: Mailer): JobHandler {
  return async (payload) => {
    await transport.send(fromStored(payload as StoredMessage));
  };
}
