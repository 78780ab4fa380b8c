/**
 * Runs the packer in a Web Worker for the page: `run(request)` starts it (a new worker each
 * time), `cancel()` terminates it at once; `progress` is 0–1 while running.
 */
import type { PackResultRow, PlanRequest } from "@portal/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import type { WorkerAnswer } from "./pack.worker.ts";

export type PlannerState =
  | { status: "idle" }
  | { status: "running"; progress: number }
  | { status: "done"; results: PackResultRow[]; elapsedMs: number }
  | { status: "failed" };

/** The planner hook: state, run and cancel. `onDone` receives the results of a finished run. */
export function usePlanner(onDone: (results: PackResultRow[]) => void) {
  const [state, setState] = useState<PlannerState>({ status: "idle" });
  const worker = useRef<Worker | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const run = useCallback(
    (request: PlanRequest) => {
      stop();
      const next = new Worker(new URL("./pack.worker.ts", import.meta.url), { type: "module" });
      worker.current = next;
      setState({ status: "running", progress: 0 });
      next.onmessage = (event: MessageEvent<WorkerAnswer>) => {
        const answer = event.data;
        if (answer.type === "progress") {
          setState({ status: "running", progress: answer.fraction });
          return;
        }
        stop();
        if (answer.type === "done") {
          setState({ status: "done", results: answer.results, elapsedMs: answer.elapsedMs });
          done.current(answer.results);
        } else setState({ status: "failed" });
      };
      next.onerror = () => {
        stop();
        setState({ status: "failed" });
      };
      next.postMessage(request);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: "idle" });
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { state, run, cancel };
}
