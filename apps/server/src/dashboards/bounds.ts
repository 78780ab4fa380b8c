/**
 * The bounds an import file is read within (contract FILE_LIMITS; issue 23 §1): the refusal of a
 * file past one of them (413 FILE_TOO_LARGE or, for a malformed archive, 400 IMPORT_UNREADABLE, each
 * with the Korean reason), and the CPU budget of one read.
 */
import { FILE_LIMITS, type MessageKey, t } from "@portal/contract";
import { AppError } from "../http/errors.ts";

/** A 413 (or 400 when `unreadable`) naming the file and the catalogue reason `key` filled with `params`. */
export function refuseFile(key: MessageKey, params: Record<string, string | number> = {}, unreadable = false) {
  const shown = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "number" ? value.toLocaleString("ko-KR") : value,
    ]),
  );
  return new AppError(unreadable ? "IMPORT_UNREADABLE" : "FILE_TOO_LARGE", { field: "file", detail: t(key, shown) });
}

/** CPU time one read may spend on its thread (user + system), counted over the spans it runs. */
export interface CpuBudget {
  /** Runs `work` synchronously and adds its CPU time; throws the refusal once the budget is spent. */
  run<T>(work: () => T): T;
}

/** This thread's CPU time since `start`, µs. */
function cpuMicros(start: NodeJS.CpuUsage): number {
  const used = process.threadCpuUsage(start);
  return used.user + used.system;
}

/** A CPU budget of `limitMs` (default FILE_LIMITS.maxCpuMs), measured with process.threadCpuUsage. */
export function cpuBudget(limitMs: number = FILE_LIMITS.maxCpuMs): CpuBudget {
  let spentMicros = 0;
  return {
    run(work) {
      const start = process.threadCpuUsage();
      try {
        const result = work();
        if (spentMicros + cpuMicros(start) > limitMs * 1000)
          throw refuseFile("fileLimitTime", { seconds: limitMs / 1000 });
        return result;
      } finally {
        spentMicros += cpuMicros(start);
      }
    },
  };
}
