/**
 * `auditedChange`: the one way an administrator's (or a service's) change of the portal's data is
 * written with its audit-log entry: read the row, write the change, record the entry, all in one
 * `writeTransaction`, so both are written or neither. A creation has nothing to read (`read`
 * omitted). audit/audited-change.test.ts fails when a service calls `recordAudit` anywhere else
 * (its list names the few exceptions and why).
 */
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { writeTransaction } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import { type AuditRecord, type AuditSource, recordAudit } from "./audit.ts";

/** One change of a row: what it reads, writes and records. */
export interface AuditedChange<Before, Result> {
  /** The row before the change, undefined when there is none (then `missing`); omitted for a creation. */
  read?: (trx: Db) => Promise<Before | undefined>;
  /** Thrown when `read` finds nothing or `write` finds the row gone. */
  missing?: AppError["code"];
  /** The change, usually one conditional statement; undefined when it changed nothing (then `refused`). */
  write: (trx: Db, before: Before) => Promise<Result | undefined>;
  /** The error of a write that changed nothing while the row is there (default: `missing`). */
  refused?: (trx: Db, before: Before) => Promise<AppError>;
  /** The audit entry (or entries, in order) of the change. */
  audit: (before: Before, result: Result) => AuditRecord | AuditRecord[];
}

/** The error of a change that found nothing, or a programming error when the change names none. */
function missingError(code: AppError["code"] | undefined): Error {
  return code ? new AppError(code) : new Error("auditedChange: the write changed nothing and names no error");
}

/**
 * Reads a row, writes its change and records its audit entries as `source` in one transaction.
 * Returns what `write` returned.
 * @throws `missing`, or `refused`'s error when the write changed nothing; whatever `write` throws
 */
export async function auditedChange<Before, Result>(
  ctx: Pick<AppContext, "db" | "dialect">,
  source: AuditSource,
  change: AuditedChange<Before, Result>,
): Promise<Result> {
  return writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const before = change.read ? await change.read(trx) : (undefined as Before);
    if (change.read && (before === undefined || before === null)) throw missingError(change.missing);
    const result = await change.write(trx, before as Before);
    if (result === undefined) {
      throw change.refused ? await change.refused(trx, before as Before) : missingError(change.missing);
    }
    const records = change.audit(before as Before, result);
    for (const record of Array.isArray(records) ? records : [records]) await recordAudit(trx, source, record);
    return result;
  });
}

/** The fields of `after` whose value differs from `before`, as { field: [before, after] }, for an entry. */
export function changesOf(before: object, after: object): Record<string, [unknown, unknown]> {
  const old = before as Record<string, unknown>;
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (old[key] !== value) changes[key] = [old[key], value];
  }
  return changes;
}

/** For a `write`: `true` for a statement that changed its row, undefined (missing or refused) otherwise. */
export const changed = (done: boolean): true | undefined => (done ? true : undefined);
