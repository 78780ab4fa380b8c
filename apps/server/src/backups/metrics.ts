/**
 * The backups' metrics on GET /api/metrics (issue 43 §1; docs/operations.md "Backups"):
 * `portal_backup_last_verified_timestamp_seconds` (0 before the first) and `portal_backup_failures`
 * (backups that failed, all time; alert on an increase and on the timestamp older than 26 hours).
 */
import { Gauge, type Registry } from "prom-client";
import type { AppContext } from "../context.ts";
import { backupHealth } from "./queries.ts";

/** Registers the backup gauges on `registry`; each scrape reads the `backups` table once per gauge. */
export function backupMetrics(ctx: AppContext, registry: Registry): void {
  new Gauge({
    name: "portal_backup_last_verified_timestamp_seconds",
    help: "Unix time the newest verified backup finished (0: none yet).",
    registers: [registry],
    async collect() {
      const { lastVerifiedAt } = await backupHealth(ctx.db);
      this.set(lastVerifiedAt ? Date.parse(lastVerifiedAt) / 1000 : 0);
    },
  });
  new Gauge({
    name: "portal_backup_failures",
    help: "Backups that failed (made or verified), all time.",
    registers: [registry],
    async collect() {
      this.set((await backupHealth(ctx.db)).failed);
    },
  });
}
