/**
 * A broken rule of a load plan in Korean (issue 27 §4): the engine's `Violation` (planViolations
 * of @portal/loading, check.ts) with the boxes it names as "3단계 상자A" (the loading step and the
 * cargo row's name). Shared by the plan editor in the browser and the server's refusal to save.
 * Units mm, kg (whole numbers with Korean grouping).
 */
import type { Violation } from "@portal/loading";
import type { CargoRow, PlacementRow } from "./loading.ts";
import { t } from "./messages.ts";

const whole = (value: number) => Math.round(value).toLocaleString("ko-KR");

/** The Korean sentence of `violation` of a vehicle's `placements` of `cargo`. */
export function violationText(
  violation: Violation,
  cargo: readonly CargoRow[],
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
