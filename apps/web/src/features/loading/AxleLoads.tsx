/**
 * The axle loads panel of the results (issue 27 section 1): each axle group's load against its
 * limit, the allowed range of the cargo's centre, and what to move when a rule is broken; for a
 * vehicle without axle data, a note saying none are computed.
 */
import { Alert, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { type CargoRow, type PackResultRow, t, type VehicleDims } from "@portal/contract";
import { axleLines } from "./axles.ts";

interface Props {
  space: VehicleDims;
  cargo: CargoRow[];
  result: PackResultRow;
}

/** The panel for one vehicle's plan. */
export function AxleLoads({ space, cargo, result }: Props) {
  const lines = axleLines(space, cargo, result);
  if (!lines) {
    return (
      <Text size="xs" c="dimmed" data-testid="loading-axles">
        {t("loadingAxleNone")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="loading-axles">
      <Text size="sm" fw={600}>
        {t("loadingAxles")}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {lines.groups.map((group) => (
          <Paper key={group.label} withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {group.label}
            </Text>
            <Text fw={700} size="md" c={group.over ? "red" : undefined}>
              {group.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {lines.range && (
        <Text size="xs" c="dimmed">
          {lines.range}
        </Text>
      )}
      <Alert color={lines.ok ? "teal" : "red"} variant="light" p="xs">
        {lines.notes.map((note) => (
          <Text key={note} size="sm">
            {note}
          </Text>
        ))}
      </Alert>
    </Stack>
  );
}
