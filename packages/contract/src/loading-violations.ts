/**
 * A broken rule of a load plan in Korean (issue 27 §4): the engine's `Violation` (planViolations
 * of @portal/loading, check.ts) with the boxes it names as "3단계 상자A" (the loading step and the
 * cargo row's name, or "팔레트 P1" for a loaded pallet). Shared by the plan editor in the browser and
 * the server's refusal to save (`planProblemText`, with mixed fleets and pallets, issue 27 §2–3).
 * Units mm, kg (whole numbers with Korean grouping).
 */
import type { LoadPlanProblem, Violation } from "@portal/loading";
import type { CargoRow, PackResultRow, PlacementRow, PlanSave } from "./loading.ts";
import { t } from "./messages.ts";

const whole = (value: number) => Math.round(value).toLocaleString("ko-KR");

/** A box's name in a sentence: a cargo row's, or a pallet's. */
type Named = Pick<CargoRow, "id" | "name">;

/** The Korean sentence of `violation` of a vehicle's (or a pallet's) `placements` of `cargo`. */
export function violationText(
  violation: Violation,
  cargo: readonly Named[],
  placements: readonly PlacementRow[],
): string {
  const box = (index: number) => {
    const p = placements[index];
    const row = cargo.find((r) => r.id === String(p?.typeId));
    return t("loadingViolationBox", { step: p?.step ?? index + 1, name: row?.name || String(p?.typeId) });
  };
  switch (violation.kind) {
    case "overlap":
      return t("loadingViolationOverlap", { box: box(violation.boxes[0]), other: box(violation.boxes[1]) });
    case "outside":
      return t("loadingViolationOutside", { box: box(violation.boxes[0]) });
    case "orientation":
      return t("loadingViolationOrientation", { box: box(violation.boxes[0]) });
    case "support":
      return t("loadingViolationSupport", { box: box(violation.boxes[0]) });
    case "fragile":
      return t("loadingViolationFragile", { box: box(violation.boxes[0]) });
    case "bearing":
      return t("loadingViolationBearing", {
        box: box(violation.boxes[0]),
        load: whole(violation.loadKg),
        max: whole(violation.maxKg),
      });
    case "stopOrder":
      return t("loadingViolationStopOrder", {
        box: box(violation.boxes[0]),
        stop: violation.stop,
        later: violation.laterStop,
      });
    case "payload":
      return t("loadingViolationPayload", { weight: whole(violation.weightKg), max: whole(violation.maxKg) });
    case "axles":
      return t("loadingViolationAxles", {
        front: whole(violation.frontKg),
        frontMax: whole(violation.frontMaxKg),
        minFront: whole(violation.minFrontKg),
        rear: whole(violation.rearKg),
        rearMax: whole(violation.rearMaxKg),
      });
    default:
      return t("loadingPlanInvalid");
  }
}

/**
 * The Korean refusal of a plan sent to be saved for its first problem (`checkLoadPlan` of
 * @portal/loading): "2호차 적재 결과를 저장할 수 없습니다. …" for a rule a vehicle breaks (its boxes
 * named by cargo row, or "팔레트 P1"), "팔레트 P1 적재 결과를 …" for a pallet load's, and the plain
 * "does not match" sentence for bookkeeping only a tampered or stale plan breaks (a vehicle type
 * unknown or used more often than its count, a pallet id used twice, pallets without the option).
 */
export function planProblemText(problem: LoadPlanProblem, plan: Pick<PlanSave, "cargo" | "results" | "pallets">) {
  if (!("violation" in problem)) return t("loadingPlanInvalid");
  const pallets = plan.pallets ?? [];
  if ("pallet" in problem) {
    const placements = pallets.find((p) => p.id === problem.pallet)?.placements ?? [];
    return t("loadingPalletBroken", {
      id: problem.pallet,
      problem: violationText(problem.violation, plan.cargo, placements),
    });
  }
  const boxes = [...plan.cargo, ...pallets.map((p) => ({ id: p.id, name: t("loadingPalletName", { id: p.id }) }))];
  return t("loadingPlanBroken", {
    n: problem.vehicle + 1,
    problem: violationText(problem.violation, boxes, plan.results[problem.vehicle]?.placements ?? []),
  });
}

const REASON_KEYS = {
  size: "loadingUnplacedSize",
  weight: "loadingUnplacedWeight",
  vehicles: "loadingUnplacedVehicles",
  time: "loadingUnplacedTime",
  rules: "loadingUnplacedRules",
} as const;

/**
 * One entry of what was not carried in Korean: "형강 1개", or with its reason (issue 44 §1)
 * "형강 1개(어느 차량에도 들어가지 않는 크기)".
 */
export function unplacedText(name: string, entry: Pick<PackResultRow["unplaced"][number], "count" | "reason">) {
  if (!entry.reason) return t("loadingUnplacedItem", { name, count: entry.count });
  return t("loadingUnplacedItemWhy", { name, count: entry.count, reason: t(REASON_KEYS[entry.reason]) });
}
