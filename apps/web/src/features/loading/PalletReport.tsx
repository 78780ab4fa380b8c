/**
 * The pallets in the printed report (issue 27 §3): one line per pallet with its contents, boxes,
 * weight, height and place (vehicle, step, floor position). Rendered inside `PlanReport`.
 */
import { type PackResultRow, type PalletLoadRow, type PlacementRow, t } from "@portal/contract";
import { palletContents, palletPlaces, palletSummary } from "./PalletList.tsx";
import classes from "./PlanReport.module.css";

interface Props {
  pallets: PalletLoadRow[];
  results: PackResultRow[];
  vehicleLabel: (index: number) => string;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
}

/** The report's pallet table. */
export function PalletReport({ pallets, results, vehicleLabel, nameOf }: Props) {
  const places = palletPlaces(results, vehicleLabel);
  return (
    <section>
      <h2>{`${t("loadingPallets")} · ${t("loadingPalletCount", { count: pallets.length })}`}</h2>
      <table className={classes.steps}>
        <thead>
          <tr>
            <th>{t("loadingPallet")}</th>
            <th>{t("loadingPalletContents")}</th>
            <th>{t("loadingPalletLoad")}</th>
            <th>{t("loadingPalletPlaceHeader")}</th>
          </tr>
        </thead>
        <tbody>
          {pallets.map((load) => (
            <tr key={load.id}>
              <td>{nameOf(load.id)}</td>
              <td>{palletContents(load, nameOf)}</td>
              <td>{palletSummary(load)}</td>
              <td>{places.get(load.id) ?? t("loadingPalletNotLoaded")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
