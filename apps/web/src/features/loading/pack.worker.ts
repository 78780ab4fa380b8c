/**
 * The packer in a Web Worker (issue 14: the page never freezes). Receives a plan request, answers
 * `{ type: "progress", fraction }` (0–1) as it goes and `{ type: "done", results }` or
 * `{ type: "failed" }` at the end. Cancel = the page terminates this worker.
 */
import { capFleet, fleetBudget, type PackResultRow, type PlanRequest, usableSpace } from "@portal/contract";
import { pack, packFleet } from "@portal/loading";

/** Longest a plan may take in the browser, ms. */
const BROWSER_TOTAL_MS = 20_000;

export type WorkerAnswer =
  | { type: "progress"; fraction: number }
  | { type: "done"; results: PackResultRow[]; elapsedMs: number }
  | { type: "failed" };

const scope = self as unknown as {
  onmessage: (event: MessageEvent<PlanRequest>) => void;
  postMessage: (answer: WorkerAnswer) => void;
};

scope.onmessage = (event) => {
  const request = event.data;
  const started = Date.now();
  const post = (answer: WorkerAnswer) => scope.postMessage(answer);
  try {
    const { pallets: _pallets, ...vehicle } = usableSpace(request.vehicle, request.palletBase);
    const budget = fleetBudget(vehicle, request.cargo, BROWSER_TOTAL_MS);
    const expected = budget.perVehicleMs * budget.vehicles;
    let lastPost = 0;
    const options = {
      timeLimitMs: budget.perVehicleMs,
      shouldStop: () => Date.now() - started > BROWSER_TOTAL_MS,
      onProgress: () => {
        const now = Date.now();
        if (now - lastPost < 100) return;
        lastPost = now;
        post({ type: "progress", fraction: Math.min(0.99, (now - started) / expected) });
      },
    };
    const results = request.fleet
      ? packFleet(vehicle, request.cargo, options)
      : [pack(vehicle, request.cargo, options)];
    post({ type: "done", results: capFleet(results), elapsedMs: Date.now() - started });
  } catch {
    post({ type: "failed" });
  }
};
