/**
 * The printable loading report (issue 14: "a printable loading report (PDF) with the placement
 * views, the step list and the figures"). It is laid out for the browser's print → "Save as PDF":
 * hidden on screen, the only thing printed. Per vehicle: figures, the views from above and from
 * the side (SVG, so the Korean text and the drawings stay sharp), and the step list.
 */
import {
  type CargoRow,
  type PackResultRow,
  type PlacementRow,
  type PlanVehicle,
  t,
  unplacedText,
  type VehicleDims,
} from "@portal/contract";
import type { ReactNode } from "react";
import { fullDate } from "../../lib/format.ts";
import { axleLines } from "./axles.ts";
import { kg, mm, percent, point } from "./format.ts";
import classes from "./PlanReport.module.css";
import { Projection } from "./Projection.tsx";

interface Props {
  name: string;
  vehicle: PlanVehicle;
  space: VehicleDims;
  /** Each vehicle's own space and label (a mixed fleet), and the line naming the fleet. */
  spaceOf?: (index: number) => VehicleDims;
  vehicleLabel?: (index: number) => string;
  fleetLine?: string;
  /** The boxes the vehicles carry when they are not the cargo list (pallets built first), for the axle lines. */
  vehicleCargo?: CargoRow[];
  /** More sections after the vehicles (the pallets). */
  children?: ReactNode;
  cargo: CargoRow[];
  results: PackResultRow[];
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
}

/** The report, printed by window.print(). */
export function PlanReport(props: Props) {
  const { name, vehicle, space, cargo, results, colourOf, nameOf, spaceOf = () => space, children } = props;
  const vehicleCargo = props.vehicleCargo ?? cargo;
  const vehicleLabel = props.vehicleLabel ?? ((index: number) => t("loadingVehicleN", { n: index + 1 }));
  const unplaced = results[results.length - 1]?.unplaced ?? [];
  return (
    <div className={classes.report} aria-hidden>
      <h1>{`${t("loadingReportTitle")} · ${name}`}</h1>
      <p>
        {`${t("loadingReportDate")}: ${fullDate(new Date().toISOString())} · ${t("loadingVehicle")}: ${props.fleetLine ?? `${vehicle.name} (${mm(space.length)}×${mm(space.width)}×${mm(space.height)} mm)`} · ${t("loadingVehicles")}: ${t("loadingVehiclesValue", { count: results.length })}`}
      </p>
      {!props.fleetLine && vehicle.vehicleId === null && <p>{t("loadingCustomFigures")}</p>}
      <p>
        {`${t("loadingCargo")}: ${cargo.map((row) => `${row.name || row.id} ${mm(row.length)}×${mm(row.width)}×${mm(row.height)} ×${row.quantity}`).join(", ")}`}
      </p>
      <p>
        {`${t("loadingUnplaced")}: ${
          unplaced.length === 0
            ? t("loadingUnplacedNone")
            : unplaced.map((u) => unplacedText(nameOf(u.typeId), u)).join(", ")
        }`}
      </p>
      {results.map((result, index) => (
        // Vehicles are numbered by position and never reordered.
        // biome-ignore lint/suspicious/noArrayIndexKey: the vehicle's number is its position
        <section key={index} className={classes.vehicle}>
          <h2>{vehicleLabel(index)}</h2>
          <p>
            {`${t("loadingVolumeUsed")} ${percent(result.volumeUsed)} · ${t("loadingWeightUsed")} ${kg(result.weightKg)} kg · ${t("loadingCentre")} ${
              result.centreOfGravity
                ? point(result.centreOfGravity.x, result.centreOfGravity.y, result.centreOfGravity.z)
                : "-"
            }`}
          </p>
          <AxleReportLines space={spaceOf(index)} cargo={vehicleCargo} result={result} />
          <div className={classes.views}>
            {(["top", "side"] as const).map((view) => (
              <figure key={view}>
                <figcaption>{view === "top" ? t("loadingViewTop") : t("loadingViewSide")}</figcaption>
                <Projection
                  space={spaceOf(index)}
                  placements={result.placements}
                  step={result.placements.length}
                  view={view}
                  colourOf={colourOf}
                  label={view === "top" ? t("loadingViewTop") : t("loadingViewSide")}
                />
              </figure>
            ))}
          </div>
          <h3>{t("loadingReportSteps")}</h3>
          <table className={classes.steps}>
            <thead>
              <tr>
                <th>{t("loadingStep")}</th>
                <th>{t("loadingCargoName")}</th>
                <th>{t("loadingPosition")}</th>
                <th>{t("loadingSize")}</th>
                <th>{t("loadingCargoStop")}</th>
              </tr>
            </thead>
            <tbody>
              {[...result.placements]
                .sort((a, b) => a.step - b.step)
                .map((p) => (
                  <tr key={p.step}>
                    <td>{p.step}</td>
                    <td>{nameOf(p.typeId)}</td>
                    <td>{point(p.x, p.y, p.z)}</td>
                    <td>{`${mm(p.dx)} × ${mm(p.dy)} × ${mm(p.dz)}`}</td>
                    <td>{p.stop ?? "-"}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
      {children}
    </div>
  );
}

/** The axle loads of one vehicle in the report (nothing for a vehicle without axle data). */
function AxleReportLines({ space, cargo, result }: { space: VehicleDims; cargo: CargoRow[]; result: PackResultRow }) {
  const lines = axleLines(space, cargo, result);
  if (!lines) return null;
  const figures = [...lines.groups.map((g) => `${g.label} ${g.value}`), ...(lines.range ? [lines.range] : [])];
  return <p>{`${t("loadingAxles")}: ${figures.join(" · ")}. ${lines.notes.join(" ")}`}</p>;
}
