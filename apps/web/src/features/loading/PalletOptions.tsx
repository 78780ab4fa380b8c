/**
 * Pallets built first (issue 27 §3): on, the planner stacks the boxes onto T-11 or T-12 pallets
 * (nothing overhangs; a height limit with the deck, mm, and a weight limit of the goods, kg, per
 * pallet), then loads the pallets into the vehicles.
 */
import { Group, NumberInput, Select, Stack, Switch } from "@mantine/core";
import { LOADING_LIMITS, PALLETS, type PalletCode, type Palletise, t } from "@portal/contract";
import { mm } from "./format.ts";

/** A new pallet option: T-11, 1,500 mm high with the deck, 1,000 kg of goods (docs/loading.md). */
export const PALLETISE_START: Palletise = { code: "T11", maxHeightMm: 1500, maxWeightKg: 1000 };

interface Props {
  value: Palletise | undefined;
  onChange: (palletise: Palletise | undefined) => void;
}

/** The switch, the pallet type and the limits of one pallet. */
export function PalletOptions({ value, onChange }: Props) {
  return (
    <Stack gap="xs" data-testid="loading-palletise">
      <Switch
        label={t("loadingPalletise")}
        description={t("loadingPalletiseHint")}
        checked={value !== undefined}
        onChange={(event) => onChange(event.currentTarget.checked ? PALLETISE_START : undefined)}
      />
      {value && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t("loadingPalletType")}
            data={(Object.keys(PALLETS) as PalletCode[]).map((code) => ({
              value: code,
              label: `${PALLETS[code].name} (${mm(PALLETS[code].length)}×${mm(PALLETS[code].width)})`,
            }))}
            value={value.code}
            onChange={(next) => next && onChange({ ...value, code: next === "T12" ? "T12" : "T11" })}
            allowDeselect={false}
            w={{ base: "100%", sm: 200 }}
          />
          <NumberInput
            label={t("loadingPalletMaxHeight")}
            value={value.maxHeightMm}
            min={LOADING_LIMITS.palletHeightMm.min}
            max={LOADING_LIMITS.palletHeightMm.max}
            allowDecimal={false}
            thousandSeparator=","
            onChange={(next) => onChange({ ...value, maxHeightMm: typeof next === "number" ? next : 0 })}
            w={{ base: "47%", sm: 200 }}
          />
          <NumberInput
            label={t("loadingPalletMaxWeight")}
            value={value.maxWeightKg}
            min={LOADING_LIMITS.palletWeightKg.min}
            max={LOADING_LIMITS.palletWeightKg.max}
            thousandSeparator=","
            onChange={(next) => onChange({ ...value, maxWeightKg: typeof next === "number" ? next : 0 })}
            w={{ base: "47%", sm: 180 }}
          />
        </Group>
      )}
    </Stack>
  );
}
