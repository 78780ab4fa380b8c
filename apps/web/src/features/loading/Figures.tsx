/**
 * The figures of a plan (issue 14 section 1): vehicles needed, and per vehicle the volume used,
 * the weight (of the payload), the centre of gravity and what did not fit.
 */
import { Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { type PackResultRow, t, unplacedText, type VehicleDims, volumeRatio } from "@portal/contract";
import { kg, percent, point } from "./format.ts";

interface Props {
  results: PackResultRow[];
  index: number;
  space: VehicleDims;
  nameOf: (typeId: PackResultRow["unplaced"][number]["typeId"]) => string;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="md" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The figures panel for vehicle `index` of `results`. */
export function Figures({ results, index, space, nameOf }: Props) {
  const result = results[index];
  if (!result) return null;
  const cog = result.centreOfGravity;
  const unplaced = results[results.length - 1]?.unplaced ?? [];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure
          label={t("loadingVehicles")}
          value={t("loadingVehiclesValue", { count: results.length })}
          testId="loading-vehicle-count"
        />
        <Figure
          label={`${t("loadingVolumeUsed")}${results.length > 1 ? ` (${t("loadingVehicleN", { n: index + 1 })} · ${t("loadingVolumeMean")})` : ""}`}
          value={
            results.length > 1
              ? `${percent(result.volumeUsed)} · ${percent(volumeRatio(results))}`
              : percent(result.volumeUsed)
          }
          testId="loading-volume"
        />
        <Figure
          label={t("loadingWeightUsed")}
          value={`${kg(result.weightKg)}${space.maxPayloadKg ? ` / ${kg(space.maxPayloadKg)}` : ""} kg`}
          testId="loading-weight"
        />
        <Figure label={t("loadingCentre")} value={cog ? point(cog.x, cog.y, cog.z) : "-"} testId="loading-centre" />
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Text size="sm" fw={600}>
          {t("loadingUnplaced")}:
        </Text>
        <Text size="sm" c={unplaced.length > 0 ? "red.9" : "teal.9"} data-testid="loading-unplaced">
          {unplaced.length === 0
            ? t("loadingUnplacedNone")
            : unplaced.map((u) => unplacedText(nameOf(u.typeId), u)).join(", ")}
        </Text>
      </Group>
    </>
  );
}
