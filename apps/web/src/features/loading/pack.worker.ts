/**
 * The packer in a Web Worker (issue 14: the page never freezes). Receives a plan request, answers
 * `{ type: "progress", fraction }` (0–1) as it goes and `{ type: "done", results }` or
 * `{ type: "failed" }` at the end. Cancel = the page terminates this worker.
 */
import {
  fleetBudget,
  fleetOptions,
  LOADING_LIMITS,
  loadResponse,
  type PlanRequest,
  type PlanResponse,
  palletSetting,
  usableSpace,
} from "@portal/contract";
import { explainInTurn, pack, packFleet, planLoad } from "@portal/loading";

/** Longest a plan may take in the browser, ms. */
const BROWSER_TOTAL_MS = 20_000;
/** Search budget of a mixed fleet or a pallet plan in the browser, ms (the fleet's constructions stop after it). */
const BROWSER_LOAD_MS = 5_000;

export type WorkerAnswer =
  | { type: "progress"; fraction: number }
  | ({ type: "done" } & PlanResponse)
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
    if (request.mixedFleet || request.palletise) {
      // A mixed fleet or pallets built first (issue 27 §2–3): the engine's `planLoad`, as on the server.
      const planned = planLoad(
        fleetOptions(request, request.fleet),
        request.cargo,
        request.palletise ? palletSetting(request.palletise) : null,
        {
          objective: request.mixedFleet?.objective ?? "volume",
          timeLimitMs: BROWSER_LOAD_MS,
          maxVehicles: LOADING_LIMITS.maxVehicles,
          shouldStop: options.shouldStop,
          onProgress: (fraction) => post({ type: "progress", fraction: Math.min(0.99, fraction) }),
        },
      );
      post({ type: "done", ...loadResponse(request, planned, Date.now() - started) });
      return;
    }
    const results = request.fleet
      ? packFleet(vehicle, request.cargo, options, LOADING_LIMITS.maxVehicles)
      : [pack(vehicle, request.cargo, options)];
    const stopped = options.shouldStop();
    const explained = explainInTurn(
      vehicle,
      request.cargo,
      request.fleet,
      results,
      LOADING_LIMITS.maxVehicles,
      stopped,
    );
    post({ type: "done", results: explained, elapsedMs: Date.now() - started });
  } catch {
    post({ type: "failed" });
  }
};
