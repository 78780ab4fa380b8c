/**
 * The axle loads of one vehicle's plan in Korean (issue 27 section 1), shared by the results panel
 * and the printed report: each group's load and limit, the allowed range of the cargo's centre, and
 * when a rule is broken, by how much and what to move (the engine's `axleReport`). Units mm, kg.
 */
import type { CargoRow, PackResultRow, VehicleDims } from "@portal/contract";
import { t } from "@portal/contract";
import { axleReport } from "@portal/loading";
import { kg, mm } from "./format.ts";

export interface AxleLines {
  /** "앞 차축군" and "뒤 차축군" with "{load}kg / 한도 {max}kg", and whether each is over. */
  groups: { label: string; value: string; over: boolean }[];
  /** The allowed range of the cargo's centre, or null when nothing is loaded. */
  range: string | null;
  /** The verdict: fine, or what is broken and what to move. */
  notes: string[];
  ok: boolean;
}

/** The lines for `result` in `space`; null when the vehicle has no axle data. */
export function axleLines(space: VehicleDims, cargo: CargoRow[], result: PackResultRow): AxleLines | null {
  const report = axleReport(space, cargo, result.placements, result.unplaced);
  if (!report) return null;
  const notes: string[] = [];
  const front = t("loadingAxleFront");
  const rear = t("loadingAxleRear");
  if (report.frontOverKg > 0) notes.push(t("loadingAxleOver", { group: front, kg: kg(Math.ceil(report.frontOverKg)) }));
  if (report.rearOverKg > 0) notes.push(t("loadingAxleOver", { group: rear, kg: kg(Math.ceil(report.rearOverKg)) }));
  if (report.frontShortKg > 0) {
    notes.push(t("loadingAxleShort", { min: kg(report.minFrontKg), kg: kg(Math.ceil(report.frontShortKg)) }));
  }
  if (report.unloadKg > 0) notes.push(t("loadingAxleUnload", { kg: kg(Math.ceil(report.unloadKg)) }));
  else if (report.move) {
    const { towards, boxes, mm: distance } = report.move;
    notes.push(
      t(towards === "door" ? "loadingAxleMoveDoor" : "loadingAxleMoveFront", {
        mm: mm(Math.ceil(distance)),
        count: boxes,
        kg: kg(report.move.kg),
      }),
    );
  }
  const ok = notes.length === 0;
  if (ok) notes.push(t("loadingAxleOk", { min: kg(report.minFrontKg) }));
  if (report.boundMarginKg !== null) notes.push(t("loadingAxleBound", { kg: kg(report.boundMarginKg) }));
  return {
    groups: [
      {
        label: front,
        value: t("loadingAxleValue", { load: kg(report.frontKg), max: kg(report.frontMaxKg) }),
        over: report.frontOverKg > 0 || report.frontShortKg > 0,
      },
      {
        label: rear,
        value: t("loadingAxleValue", { load: kg(report.rearKg), max: kg(report.rearMaxKg) }),
        over: report.rearOverKg > 0,
      },
    ],
    range:
      report.range && report.centreX !== null
        ? t("loadingAxleRange", {
            // Within the load floor: a light load may sit anywhere on it (the beam allows past its end).
            min: mm(Math.max(0, report.range.min)),
            max: mm(Math.min(space.length, report.range.max)),
            x: mm(report.centreX),
          })
        : null,
    notes,
    ok,
  };
}
