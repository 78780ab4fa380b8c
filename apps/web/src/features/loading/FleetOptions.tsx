/**
 * The mixed fleet of a plan (issue 27 §2): on, the planner chooses among several catalogue vehicle
 * types, each with how many are available (blank: as many as needed) and the cost of one (won), the
 * cheapest fleet that carries the cargo; and what to carry most of when not everything fits
 * (value — the cargo rows' 가치 — or volume).
 */
import { ActionIcon, Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from "@mantine/core";
import { LOADING_LIMITS, type MixedFleet, type PlanVehicle, planVehicleOf, t, type Vehicle } from "@portal/contract";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { vehicleGroups } from "./VehiclePicker.tsx";

interface Props {
  vehicles: Vehicle[];
  /** The vehicle picked above: the first type when the fleet is switched on. */
  current: PlanVehicle;
  value: MixedFleet | undefined;
  onChange: (fleet: MixedFleet | undefined) => void;
}

type Row = MixedFleet["vehicles"][number];

/** The switch, one row per vehicle type (type, count, cost) and the objective. */
export function FleetOptions({ vehicles, current, value, onChange }: Props) {
  const toggle = (on: boolean) =>
    onChange(on ? { vehicles: [{ vehicle: current, count: null, costWon: 0 }], objective: "volume" } : undefined);
  const update = (index: number, patch: Partial<Row>) =>
    value &&
    onChange({ ...value, vehicles: value.vehicles.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const add = () => {
    if (!value) return;
    const used = new Set(value.vehicles.map((row) => row.vehicle.vehicleId));
    const next = vehicles.find((v) => !used.has(v.id)) ?? vehicles[0];
    if (next)
      onChange({ ...value, vehicles: [...value.vehicles, { vehicle: planVehicleOf(next), count: null, costWon: 0 }] });
  };
  const groups = vehicleGroups(vehicles);
  return (
    <Stack gap="xs" data-testid="loading-fleet">
      <Switch
        label={t("loadingFleetMixed")}
        description={value ? t("loadingFleetHint") : undefined}
        checked={value !== undefined}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {value && (
        <>
          {value.vehicles.map((row, index) => (
            // Rows are edited in place and removed by position.
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's identity is its position
            <Group key={index} gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={`${t("loadingFleetVehicle")} ${index + 1}`}
                data={groups}
                value={row.vehicle.vehicleId === null ? null : String(row.vehicle.vehicleId)}
                onChange={(key) => {
                  const picked = vehicles.find((v) => String(v.id) === key);
                  if (picked) update(index, { vehicle: planVehicleOf(picked) });
                }}
                allowDeselect={false}
                searchable
                w={{ base: "100%", sm: 320 }}
              />
              <NumberInput
                label={t("loadingFleetCount")}
                aria-label={`${index + 1} ${t("loadingFleetCount")}`}
                placeholder={t("loadingFleetCountUnlimited")}
                value={row.count ?? ""}
                min={1}
                max={LOADING_LIMITS.maxVehicles}
                allowDecimal={false}
                onChange={(next) => update(index, { count: typeof next === "number" ? next : null })}
                w={{ base: "40%", sm: 110 }}
              />
              <NumberInput
                label={t("loadingFleetCost")}
                aria-label={`${index + 1} ${t("loadingFleetCost")}`}
                value={row.costWon}
                min={0}
                max={LOADING_LIMITS.maxWon}
                allowDecimal={false}
                thousandSeparator=","
                onChange={(next) => update(index, { costWon: typeof next === "number" ? next : 0 })}
                w={{ base: "40%", sm: 150 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${t("loadingFleetRemove")} ${index + 1}`}
                disabled={value.vehicles.length === 1}
                onClick={() => onChange({ ...value, vehicles: value.vehicles.filter((_, i) => i !== index) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={add}
              disabled={value.vehicles.length >= LOADING_LIMITS.maxFleetTypes}
            >
              {t("loadingFleetAdd")}
            </Button>
            <Stack gap={2}>
              <Text size="sm" fw={500} id="loading-fleet-objective">
                {t("loadingFleetObjective")}
              </Text>
              <SegmentedControl
                aria-labelledby="loading-fleet-objective"
                size="xs"
                value={value.objective}
                onChange={(next) => onChange({ ...value, objective: next === "value" ? "value" : "volume" })}
                data={[
                  { value: "volume", label: t("loadingFleetObjectiveVolume") },
                  { value: "value", label: t("loadingFleetObjectiveValue") },
                ]}
              />
            </Stack>
          </Group>
        </>
      )}
    </Stack>
  );
}
