/**
 * Vehicle choice of a plan: the catalogue (containers and trucks; unverified sizes say so) or a
 * custom inner size, and an optional pallet base (T-11 / T-12) under the goods.
 */
import { Alert, Group, NumberInput, Select, Stack, Text } from "@mantine/core";
import {
  LOADING_LIMITS,
  PALLETS,
  type PalletCode,
  type PlanVehicle,
  planVehicleOf,
  t,
  usableSpace,
  type Vehicle,
} from "@portal/contract";
import { mm } from "./format.ts";

const CUSTOM = "custom";

interface Props {
  vehicles: Vehicle[];
  value: PlanVehicle;
  palletBase: PalletCode | null;
  onChange: (vehicle: PlanVehicle) => void;
  onPalletBase: (pallet: PalletCode | null) => void;
}

/** The catalogue as select groups (containers, trucks), each vehicle with its inner size. */
export function vehicleGroups(vehicles: Vehicle[]) {
  return [
    { group: t("loadingVehicleKindContainer"), kind: "container" },
    { group: t("loadingVehicleKindTruck"), kind: "truck" },
  ].map(({ group, kind }) => ({
    group,
    items: vehicles
      .filter((v) => v.kind === kind)
      .map((v) => ({ value: String(v.id), label: `${v.name} (${mm(v.length)}×${mm(v.width)}×${mm(v.height)})` })),
  }));
}

/** The vehicle select, custom size fields and pallet base select. */
export function VehiclePicker({ vehicles, value, palletBase, onChange, onPalletBase }: Props) {
  const selected = vehicles.find((v) => v.id === value.vehicleId);
  const groups = vehicleGroups(vehicles);
  const pick = (key: string | null) => {
    const vehicle = vehicles.find((v) => String(v.id) === key);
    if (vehicle) onChange(planVehicleOf(vehicle));
    else {
      // A custom size has no axle data.
      const { axles: _axles, ...size } = value;
      onChange({ ...size, vehicleId: null, name: t("loadingVehicleCustom") });
    }
  };
  const dimension = (field: "length" | "width" | "height" | "maxPayloadKg", label: string) => (
    <NumberInput
      label={label}
      value={value[field] ?? ""}
      min={field === "maxPayloadKg" ? 0 : 1}
      max={field === "maxPayloadKg" ? LOADING_LIMITS.maxWeightKg : LOADING_LIMITS.maxDimMm}
      thousandSeparator=","
      disabled={value.vehicleId !== null}
      onChange={(next) =>
        onChange({ ...value, [field]: typeof next === "number" ? next : field === "maxPayloadKg" ? undefined : 0 })
      }
      w={{ base: "47%", sm: 130 }}
    />
  );
  const space = usableSpace(value, palletBase);
  return (
    <Stack gap="sm">
      <Select
        label={t("loadingVehiclePick")}
        data={[
          ...groups,
          { group: t("loadingVehicleCustom"), items: [{ value: CUSTOM, label: t("loadingVehicleCustom") }] },
        ]}
        value={value.vehicleId === null ? CUSTOM : String(value.vehicleId)}
        onChange={pick}
        allowDeselect={false}
        searchable
      />
      {selected?.grade === "U" && (
        <Alert color="yellow" p="xs">
          <Text size="sm">{t("loadingVehicleUnverified")}</Text>
        </Alert>
      )}
      <Group gap="xs" align="flex-end">
        {dimension("length", t("loadingLength"))}
        {dimension("width", t("loadingWidth"))}
        {dimension("height", t("loadingHeight"))}
        {dimension("maxPayloadKg", t("loadingPayload"))}
      </Group>
      <Select
        label={t("loadingPalletBase")}
        description={t("loadingPalletBaseHint")}
        data={[
          { value: "none", label: t("loadingPalletNone") },
          ...(Object.keys(PALLETS) as PalletCode[]).map((code) => ({
            value: code,
            label: `${PALLETS[code].name} (${mm(PALLETS[code].length)}×${mm(PALLETS[code].width)})`,
          })),
        ]}
        value={palletBase ?? "none"}
        onChange={(next) => onPalletBase(next === "T11" || next === "T12" ? next : null)}
        allowDeselect={false}
        maw={360}
      />
      {palletBase && (
        <Text size="sm" c="dimmed">
          {`${PALLETS[palletBase].name} × ${space.pallets} → ${mm(space.length)}×${mm(space.width)}×${mm(space.height)} mm`}
        </Text>
      )}
    </Stack>
  );
}
