/**
 * Runs the packer in a Web Worker for the page: `run(request)` starts it (a new worker each
 * time), `cancel()` terminates it at once; `progress` is 0–1 while running.
 */
import type { PlanRequest, PlanResponse } from "@portal/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import type { WorkerAnswer } from "./pack.worker.ts";

export type PlannerState =
  | { status: "idle" }
  | { status: "running"; progress: number }
  | ({ status: "done" } & PlanResponse)
  | { status: "failed" };

/**
 * The planner hook: state, run and cancel. `onDone` receives the answer of a finished run (the
 * results, and with a mixed fleet or pallets their cost and pallet loads).
 */
export function usePlanner(onDone: (answer: PlanResponse) => void) {
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
          const { type: _type, ...response } = answer;
          setState({ status: "done", ...response });
          done.current(response);
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
