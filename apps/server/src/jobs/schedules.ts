/**
 * Periodic work that must run once per period across all app nodes (draft purge, audit purge, note
 * purge, reminders …). Each task has a row in `schedules`; every node checks now and then, and the
 * node whose conditional UPDATE moves `nextRunAt` forward runs the task; the others see no row.
 */
import type { Db } from "../db/database.ts";

/** A periodic task: `name` is its stable id, `everyMs` its period, `run` the work. */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Takes the task's turn if it is due: resolves true when this node won it (and must run it now).
 * A task never seen before is due at once.
 */
export async function takeTurn(db: Db, task: ScheduledTask, nodeId: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  await db
    .insertInto("schedules")
    .values({ name: task.name, nextRunAt: at })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const won = await db
    .updateTable("schedules")
    .set({ nextRunAt: new Date(now.getTime() + task.everyMs).toISOString(), lastRunBy: nodeId, lastRunAt: at })
    .where("name", "=", task.name)
    .where("nextRunAt", "<=", at)
    .returning("name")
    .executeTakeFirst();
  return won !== undefined;
}

/**
 * Checks every task now and then every `checkMs`; runs those whose turn this node takes. Returns the
 * function that stops checking (a task already running finishes on its own).
 */
export function startSchedules(
  db: Db,
  tasks: ScheduledTask[],
  options: { nodeId: string; checkMs?: number; onError: (task: string, error: unknown) => void },
): () => void {
  const check = () => {
    for (const task of tasks) {
      takeTurn(db, task, options.nodeId)
        .then((won) => (won ? task.run() : undefined))
        .catch((error: unknown) => options.onError(task.name, error));
    }
  };
  check();
  const timer = setInterval(check, options.checkMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
