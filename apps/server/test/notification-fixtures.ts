/** What the notification tests share: running the due "notify" jobs as the jobs worker does. */
import type { NotificationEvent } from "@portal/contract";
import type { AppContext } from "../src/context.ts";
import { NOTIFY_JOB } from "../src/jobs/notify.ts";
import { claimJob, completeJob, failJob } from "../src/jobs/queue.ts";
import { fanOut } from "../src/notifications/fan-out.ts";

/** Runs every due "notify" job (other kinds are marked done unrun), with `nodes` claimers at once. */
export async function runNotifyJobs(ctx: AppContext, nodes = 1): Promise<void> {
  const node = async (nodeId: string) => {
    for (;;) {
      const job = await claimJob(ctx.db, nodeId, 60_000);
      if (!job) return;
      try {
        if (job.kind === NOTIFY_JOB) await fanOut(ctx, job.payload as NotificationEvent);
        await completeJob(ctx.db, job, nodeId);
      } catch (error) {
        await failJob(ctx.db, job, nodeId, error);
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: nodes }, (_, i) => node(`test-node-${i}`)));
}
