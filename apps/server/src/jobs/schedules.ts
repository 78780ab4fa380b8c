/**
 * Periodic work that must run once per period across all app nodes (draft purge, audit purge, note
 * purge, reminders …). Each task has a row in `schedules`; every node checks now and then, and the
 * node whose conditional UPDATE moves `nextRunAt` forward runs the task; the others see no row.
 */
import { seoulDay, seoulInstant } from "@portal/contract";
import type { Db } from "../db/database.ts";

/**
 * A periodic task: `name` is its stable id, `everyMs` its period, `run` the work. A task at a wall-clock
 * hour gives `nextRun` instead (the next due instant after a moment; see `dailyAtSeoul`).
 */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  nextRun?: (after: Date) => Date;
  run: () => Promise<unknown>;
}

const HOUR_MS = 3_600_000;

/** The first instant after `after` at `hour`:00 Asia/Seoul (UTC+9 all year, no daylight saving). */
export function nextSeoulHour(after: Date, hour: number): Date {
  const due = seoulInstant(seoulDay(after), `${String(hour).padStart(2, "0")}:00`).getTime();
  return new Date(due > after.getTime() ? due : due + 24 * HOUR_MS);
}

/** A task run once a day at `hour`:00 Asia/Seoul (a node down then runs it when it starts). */
export function dailyAtSeoul(name: string, hour: number, run: () => Promise<unknown>): ScheduledTask {
  return { name, everyMs: 24 * HOUR_MS, nextRun: (after) => nextSeoulHour(after, hour), run };
}

/**
 * Takes the task's turn if it is due: resolves true when this node won it (and must run it now).
 * A task never seen before is due at once (one with `nextRun`: at its next instant).
 */
export async function takeTurn(db: Db, task: ScheduledTask, nodeId: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const next = (after: Date) => (task.nextRun ? task.nextRun(after) : new Date(after.getTime() + task.everyMs));
  await db
    .insertInto("schedules")
    .values({ name: task.name, nextRunAt: task.nextRun ? task.nextRun(now).toISOString() : at })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const won = await db
    .updateTable("schedules")
    .set({ nextRunAt: next(now).toISOString(), lastRunBy: nodeId, lastRunAt: at })
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
