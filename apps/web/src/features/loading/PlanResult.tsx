/**
 * A plan's result (issue 14, with issue 27 §2–3): with a mixed fleet, its cost and the vehicles of
 * each type (and, when not everything fits, by which objective it was loaded); the result panel with
 * each vehicle in its own space and its boxes (or pallets) edited by hand; with pallets built first,
 * the pallet list.
 */
import { Alert, Group, Stack, Text } from "@mantine/core";
import { type PlacementRow, t } from "@portal/contract";
import type { Violation } from "@portal/loading";
import { won } from "./format.ts";
import { PalletList } from "./PalletList.tsx";
import type { Planned, PlanView } from "./plan-view.ts";
import { ResultPanel } from "./ResultPanel.tsx";
import type { EditHistory } from "./useEditHistory.ts";

interface Props {
  planned: Planned;
  /** The view of `planned` (`planView`). */
  view: PlanView;
  /** The plan's vehicles and their edits by hand (issue 27 §4). */
  history: EditHistory;
  /** The broken rules of each vehicle of `history.results`. */
  violations: Violation[][];
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
}

/** The result of `planned`, as edited. */
export function PlanResult({ planned, view, history, violations, colourOf, nameOf }: Props) {
  return (
    <Stack gap="md">
      {planned.mixedFleet && <FleetSummary planned={planned} costWon={view.costWon ?? 0} />}
      <ResultPanel
        space={view.spaceOf(0)}
        spaceOf={view.spaceOf}
        vehicleLabel={planned.mixedFleet ? view.vehicleLabel : undefined}
        cargo={view.vehicleCargo}
        history={history}
        violations={violations}
        colourOf={colourOf}
        nameOf={nameOf}
      />
      {planned.palletise && planned.pallets && (
        <PalletList
          pallets={planned.pallets}
          palletise={planned.palletise}
          results={history.results}
          vehicleLabel={view.vehicleLabel}
          colourOf={colourOf}
          nameOf={nameOf}
        />
      )}
    </Stack>
  );
}

/** "대형 1대, 소형 2대" of the vehicles that carry something. */
export function fleetUsed(planned: Planned): string {
  const fleet = planned.mixedFleet;
  if (!fleet) return "";
  const counts = new Map<number, number>();
  for (const r of planned.results) {
    if (r.placements.length > 0) counts.set(r.fleetVehicle ?? 0, (counts.get(r.fleetVehicle ?? 0) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([i, count]) => t("loadingFleetUsed", { name: fleet.vehicles[i]?.vehicle.name ?? "", count }))
    .join(", ");
}

function FleetSummary({ planned, costWon }: { planned: Planned; costWon: number }) {
  const incomplete = (planned.results.at(-1)?.unplaced.length ?? 0) > 0;
  const objective =
    planned.mixedFleet?.objective === "value" ? t("loadingFleetIncompleteValue") : t("loadingFleetIncompleteVolume");
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t("loadingFleetCostTotal")}:
        </Text>
        <Text size="sm" fw={700} data-testid="loading-fleet-cost">
          {t("loadingWon", { won: won(costWon) })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="loading-fleet-used">
          {fleetUsed(planned)}
        </Text>
      </Group>
      {incomplete && (
        <Alert color="yellow" p="xs">
          <Text size="sm">{t("loadingFleetIncomplete", { objective })}</Text>
        </Alert>
      )}
    </Stack>
  );
}
