/**
 * The mail of the account-recovery requests (password find, id find): the request is answered
 * first, the same for every input, and the look-up and mail run after the answer, so neither the
 * answer nor its time tells whether an account matched. The jobs started are kept until they end.
 */
import type { FastifyBaseLogger } from "fastify";

/** Mails started and not yet finished (awaited by tests and by a graceful stop). */
const pending = new Set<Promise<void>>();

/** Runs `job` after the answer; a failure is logged as `what`, never thrown. */
export function mailAfterAnswer(job: () => Promise<void>, log: FastifyBaseLogger, what: string): void {
  const running = job().catch((error: unknown) => {
    log.error({ err: error }, what);
  });
  pending.add(running);
  void running.finally(() => pending.delete(running));
}

/** Resolves once every account mail started so far has been sent (or has failed). */
export async function settleAccountMails(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
