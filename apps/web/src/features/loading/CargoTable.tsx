/**
 * The cargo list as an editable table (issue 14 section 1): name, sides (mm), weight (kg),
 * quantity, which side may stand up, stackable and the weight it may bear, delivery stop. Each row
 * shows its colour in the 3D view. On phones the table scrolls sideways.
 */
import {
  ActionIcon,
  Checkbox,
  ColorSwatch,
  NumberInput,
  Select,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { type CargoRow, LOADING_LIMITS, t } from "@portal/contract";
import { IconTrash } from "@tabler/icons-react";
import { WideTable } from "../../components/table/WideTable.tsx";
import { rowColour } from "./cargo.ts";

const UPRIGHT = "001";
const FREE = "111";

interface Props {
  rows: CargoRow[];
  onChange: (rows: CargoRow[]) => void;
  /** Show the value column (won per box; a mixed fleet may carry the most value). */
  showValue?: boolean;
}

/** The editable cargo table. */
export function CargoTable({ rows, onChange, showValue = false }: Props) {
  const update = (index: number, patch: Partial<CargoRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const number = (
    row: CargoRow,
    index: number,
    field: "length" | "width" | "height" | "weightKg" | "quantity" | "maxLoadAboveKg" | "stop" | "valueWon",
    label: string,
    max: number,
  ) => (
    <NumberInput
      aria-label={`${index + 1} ${label}`}
      value={row[field] ?? ""}
      min={0}
      max={max}
      hideControls
      thousandSeparator=","
      size="xs"
      onChange={(next) => update(index, { [field]: typeof next === "number" ? next : undefined })}
    />
  );
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {t("loadingCargoEmpty")}
      </Text>
    );
  }
  return (
    <>
      <WideTable minWidth={showValue ? 1070 : 960} label={t("loadingCargo")}>
        <Table verticalSpacing={4} horizontalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={24}>
                <VisuallyHidden>{t("loadingCargoColour")}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t("loadingCargoName")}</Table.Th>
              <Table.Th w={76}>{t("loadingLength")}</Table.Th>
              <Table.Th w={76}>{t("loadingWidth")}</Table.Th>
              <Table.Th w={76}>{t("loadingHeight")}</Table.Th>
              <Table.Th w={76}>{t("loadingCargoWeight")}</Table.Th>
              <Table.Th w={70}>{t("loadingCargoQuantity")}</Table.Th>
              <Table.Th w={140}>{t("loadingCargoUpright")}</Table.Th>
              <Table.Th w={60}>{t("loadingCargoStackable")}</Table.Th>
              <Table.Th w={90}>{t("loadingCargoMaxAbove")}</Table.Th>
              <Table.Th w={64}>{t("loadingCargoStop")}</Table.Th>
              {showValue && <Table.Th w={110}>{t("loadingCargoValue")}</Table.Th>}
              <Table.Th w={36}>
                <VisuallyHidden>{t("loadingCargoRemove")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const flags = row.canStand.map((f) => (f ? "1" : "0")).join("");
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <ColorSwatch color={rowColour(index)} size={16} aria-hidden />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${index + 1} ${t("loadingCargoName")}`}
                      value={row.name ?? ""}
                      maxLength={100}
                      size="xs"
                      onChange={(event) => update(index, { name: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>{number(row, index, "length", t("loadingLength"), LOADING_LIMITS.maxDimMm)}</Table.Td>
                  <Table.Td>{number(row, index, "width", t("loadingWidth"), LOADING_LIMITS.maxDimMm)}</Table.Td>
                  <Table.Td>{number(row, index, "height", t("loadingHeight"), LOADING_LIMITS.maxDimMm)}</Table.Td>
                  <Table.Td>
                    {number(row, index, "weightKg", t("loadingCargoWeight"), LOADING_LIMITS.maxWeightKg)}
                  </Table.Td>
                  <Table.Td>
                    {number(row, index, "quantity", t("loadingCargoQuantity"), LOADING_LIMITS.maxBoxes)}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${index + 1} ${t("loadingCargoUpright")}`}
                      size="xs"
                      allowDeselect={false}
                      data={[
                        { value: UPRIGHT, label: t("loadingCargoThisSideUp") },
                        { value: FREE, label: t("loadingCargoFree") },
                        ...(flags !== UPRIGHT && flags !== FREE
                          ? [{ value: flags, label: uprightLabel(row.canStand) }]
                          : []),
                      ]}
                      value={flags}
                      onChange={(next) =>
                        next && update(index, { canStand: [next[0] === "1", next[1] === "1", next[2] === "1"] })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${index + 1} ${t("loadingCargoStackable")}`}
                      checked={row.stackable}
                      onChange={(event) => update(index, { stackable: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {number(row, index, "maxLoadAboveKg", t("loadingCargoMaxAbove"), LOADING_LIMITS.maxWeightKg)}
                  </Table.Td>
                  <Table.Td>{number(row, index, "stop", t("loadingCargoStop"), LOADING_LIMITS.maxStop)}</Table.Td>
                  {showValue && (
                    <Table.Td>{number(row, index, "valueWon", t("loadingCargoValue"), LOADING_LIMITS.maxWon)}</Table.Td>
                  )}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${index + 1} ${t("loadingCargoRemove")}`}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </WideTable>
      <Text size="xs" c="dimmed">
        {t("loadingCargoBearingHint")}
      </Text>
    </>
  );
}

/** "길이 방향 세움, 폭 방향 세움" for flags other than the two presets. */
function uprightLabel(flags: readonly boolean[]): string {
  const names = [t("loadingCargoUprightL"), t("loadingCargoUprightW"), t("loadingCargoUprightH")];
  return names.filter((_, i) => flags[i]).join(", ");
}
