/**
 * What the result panel and the printed report derive from a plan (issue 27 §2–3): each vehicle's
 * usable space (its own type in a mixed fleet), its label, the boxes the vehicles carry (pallets as
 * one box each, and the loose rest) and the fleet's cost. Units mm, kg, won.
 */
import {
  type CargoRow,
  fleetOptions,
  type MixedFleet,
  type PackResultRow,
  type PalletCode,
  type Palletise,
  type PalletLoadRow,
  type PlanVehicle,
  palletSetting,
  t,
  type VehicleDims,
} from "@portal/contract";
import { palletisedCargo } from "@portal/loading";
import { rowColour } from "./cargo.ts";

/** What a result was computed for: the inputs at the time of the run (or of the saved plan), and its answer. */
export interface Planned {
  vehicle: PlanVehicle;
  palletBase: PalletCode | null;
  cargo: CargoRow[];
  results: PackResultRow[];
  mixedFleet?: MixedFleet;
  palletise?: Palletise;
  pallets?: PalletLoadRow[];
}

export interface PlanView {
  /** The usable space of vehicle `index`. */
  spaceOf: (index: number) => VehicleDims;
  /** "1호차", or with a mixed fleet "1호차 · 5톤 윙바디". */
  vehicleLabel: (index: number) => string;
  /** The boxes the vehicles carry: the cargo, or each pallet as one box ("팔레트 P1") and the loose rest. */
  vehicleCargo: CargoRow[];
  /** The mixed fleet's cost of the vehicles that carry something, won; null without a mixed fleet. */
  costWon: number | null;
}

/** The view of `planned`. */
export function planView(planned: Planned): PlanView {
  const options = fleetOptions(planned);
  const typeOf = (index: number) => planned.results[index]?.fleetVehicle ?? 0;
  const fleet = planned.mixedFleet;
  const { palletise, pallets } = planned;
  // Pallets first (named for the editor's sentences), then the loose boxes.
  const vehicleCargo =
    palletise && pallets
      ? (palletisedCargo(palletSetting(palletise).pallet, planned.cargo, pallets) as CargoRow[]).map((row, i) =>
          i < pallets.length ? { ...row, name: t("loadingPalletName", { id: String(row.id) }) } : row,
        )
      : planned.cargo;
  return {
    spaceOf: (index) => options[typeOf(index)]?.vehicle ?? options[0]!.vehicle,
    vehicleLabel: (index) =>
      fleet
        ? t("loadingVehicleNamed", { n: index + 1, name: fleet.vehicles[typeOf(index)]?.vehicle.name ?? "" })
        : t("loadingVehicleN", { n: index + 1 }),
    vehicleCargo,
    costWon: fleet
      ? planned.results
          .filter((r) => r.placements.length > 0)
          .reduce((sum, r) => sum + (fleet.vehicles[r.fleetVehicle ?? 0]?.costWon ?? 0), 0)
      : null,
  };
}

/**
 * The colour and the name of each cargo row and pallet of a plan (the 3D view, the projections, the
 * legend and the tables): rows by their position, pallets after them; pallets named "팔레트 P1".
 */
export function planLabels(cargo: CargoRow[], pallets: PalletLoadRow[] = []) {
  const colours = new Map(cargo.map((row, i) => [String(row.id), rowColour(i)]));
  const names = new Map(cargo.map((row) => [String(row.id), row.name || String(row.id)]));
  pallets.forEach((pallet, i) => {
    colours.set(pallet.id, rowColour(cargo.length + i));
    names.set(pallet.id, t("loadingPalletName", { id: pallet.id }));
  });
  return {
    colourOf: (id: string | number) => colours.get(String(id)) ?? "#868e96",
    nameOf: (id: string | number) => names.get(String(id)) ?? String(id),
  };
}
