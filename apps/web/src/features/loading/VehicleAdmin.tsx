/**
 * Administrators' editor of the vehicle catalogue (sizes vary by maker; issue 14 section 1): a
 * list of the vehicles with their grade, and a form to add, change or delete one (after a
 * confirmation). The server checks the role (403 ADMIN_ONLY) and records every change. Grades and
 * sources are said in Korean, here only (issue 24 §5: members see neither).
 */
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import {
  LOADING_LIMITS,
  type MessageKey,
  NO_AXLES,
  t,
  VEHICLE_GRADES,
  type Vehicle,
  type VehicleWrite,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { WideTable } from "../../components/table/WideTable.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { createVehicle, deleteVehicle, updateVehicle, vehiclesQuery } from "./api.ts";
import { mm } from "./format.ts";

const EMPTY: VehicleWrite = {
  code: "",
  kind: "truck",
  name: "",
  length: 6200,
  width: 2350,
  height: 2300,
  maxPayloadKg: 5000,
  source: "",
  grade: "U",
  sortOrder: 1000,
  ...NO_AXLES,
};

type Grade = VehicleWrite["grade"];

/** Each grade's Korean name and what it means (the catalogue keeps the letters V, S, D, U). */
const GRADES = {
  V: { label: "loadingGradeV", hint: "loadingGradeVHint", color: "green" },
  S: { label: "loadingGradeS", hint: "loadingGradeSHint", color: "blue" },
  D: { label: "loadingGradeD", hint: "loadingGradeDHint", color: "grape" },
  U: { label: "loadingGradeU", hint: "loadingGradeUHint", color: "yellow" },
} as const satisfies Record<Grade, { label: MessageKey; hint: MessageKey; color: string }>;

/** The axle columns of the form: mm positions (may be negative: ahead of the load floor), kg, %. */
const AXLE_INPUTS = [
  ["axleFrontX", "loadingAxleFrontX", -LOADING_LIMITS.maxDimMm, LOADING_LIMITS.maxDimMm],
  ["axleRearX", "loadingAxleRearX", -LOADING_LIMITS.maxDimMm, LOADING_LIMITS.maxDimMm],
  ["axleFrontEmptyKg", "loadingAxleFrontEmpty", 0, LOADING_LIMITS.maxWeightKg],
  ["axleRearEmptyKg", "loadingAxleRearEmpty", 0, LOADING_LIMITS.maxWeightKg],
  ["axleFrontMaxKg", "loadingAxleFrontMax", 0, LOADING_LIMITS.maxWeightKg],
  ["axleRearMaxKg", "loadingAxleRearMax", 0, LOADING_LIMITS.maxWeightKg],
  ["axleMinFrontPercent", "loadingAxleMinFront", 0, 100],
] as const;

/** The "차량 관리" button and its dialog. */
export function VehicleAdmin() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<{ id: number | null; value: VehicleWrite } | null>(null);
  const client = useQueryClient();
  const vehicles = useQuery(vehiclesQuery);
  const done = (message: string) => {
    notifySuccess(message);
    setEditing(null);
    void client.invalidateQueries({ queryKey: vehiclesQuery.queryKey });
  };
  const fail = (error: Error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown"));
  const save = useMutation({
    mutationFn: async ({ id, value }: { id: number | null; value: VehicleWrite }) => {
      if (id === null) await createVehicle(value);
      else await updateVehicle(id, value);
    },
    onSuccess: () => done(t("loadingVehicleSaved")),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => done(t("loadingVehicleDeleted")),
    onError: fail,
  });
  const edit = (vehicle: Vehicle) => {
    const { id, ...value } = vehicle;
    setEditing({ id, value });
  };
  const field = (key: "length" | "width" | "height" | "maxPayloadKg", label: string) =>
    editing && (
      <NumberInput
        label={label}
        value={editing.value[key]}
        min={key === "maxPayloadKg" ? 0 : 1}
        max={key === "maxPayloadKg" ? LOADING_LIMITS.maxWeightKg : LOADING_LIMITS.maxDimMm}
        thousandSeparator=","
        onChange={(next) => setEditing({ ...editing, value: { ...editing.value, [key]: Number(next) || 0 } })}
        w={130}
      />
    );

  const axleInputs =
    editing &&
    AXLE_INPUTS.map(([key, label, min, max]) => (
      <NumberInput
        key={key}
        label={t(label)}
        value={editing.value[key] ?? ""}
        min={min}
        max={max}
        thousandSeparator=","
        onChange={(next) =>
          setEditing({ ...editing, value: { ...editing.value, [key]: typeof next === "number" ? next : null } })
        }
        w={150}
      />
    ));

  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        {t("loadingVehicleAdmin")}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("loadingVehicleAdmin")} size="xl">
        {editing ? (
          <Stack gap="sm">
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t("loadingVehicleCode")}
                value={editing.value.code}
                maxLength={40}
                onChange={(e) => setEditing({ ...editing, value: { ...editing.value, code: e.currentTarget.value } })}
              />
              <TextInput
                label={t("loadingVehicleName")}
                value={editing.value.name}
                maxLength={100}
                onChange={(e) => setEditing({ ...editing, value: { ...editing.value, name: e.currentTarget.value } })}
              />
              <Select
                label={t("loadingVehicleKind")}
                data={[
                  { value: "container", label: t("loadingVehicleKindContainer") },
                  { value: "truck", label: t("loadingVehicleKindTruck") },
                ]}
                value={editing.value.kind}
                allowDeselect={false}
                onChange={(kind) =>
                  kind && setEditing({ ...editing, value: { ...editing.value, kind: kind as VehicleWrite["kind"] } })
                }
                w={120}
              />
            </Group>
            <Group gap="xs">
              {field("length", t("loadingLength"))}
              {field("width", t("loadingWidth"))}
              {field("height", t("loadingHeight"))}
              {field("maxPayloadKg", t("loadingPayload"))}
            </Group>
            <Text size="xs" c="dimmed">
              {t("loadingAxleAdminHint")}
            </Text>
            <Group gap="xs">{axleInputs}</Group>
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t("loadingVehicleSource")}
                description={t("loadingVehicleSourceHint")}
                value={editing.value.source}
                maxLength={500}
                flex={1}
                miw={220}
                onChange={(e) => setEditing({ ...editing, value: { ...editing.value, source: e.currentTarget.value } })}
              />
              <Select
                label={t("loadingVehicleVerified")}
                description={t(GRADES[editing.value.grade].hint)}
                data={VEHICLE_GRADES.map((grade) => ({ value: grade, label: t(GRADES[grade].label) }))}
                value={editing.value.grade}
                allowDeselect={false}
                onChange={(grade) =>
                  grade && setEditing({ ...editing, value: { ...editing.value, grade: grade as Grade } })
                }
                w={260}
              />
            </Group>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t("cancel")}
              </Button>
              <Button onClick={() => save.mutate(editing)} loading={save.isPending}>
                {t("save")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Group justify="flex-end">
              <Button size="xs" onClick={() => setEditing({ id: null, value: EMPTY })}>
                {t("loadingVehicleAdd")}
              </Button>
            </Group>
            <WideTable minWidth={860} label={t("loadingVehicleAdmin")}>
              <Table fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("loadingVehicleName")}</Table.Th>
                    <Table.Th>{t("loadingVehicleInner")}</Table.Th>
                    <Table.Th>{t("loadingPayload")}</Table.Th>
                    <Table.Th>{t("loadingVehicleVerified")}</Table.Th>
                    {/* The edit and delete buttons' column: named for screen readers (axe `empty-table-header`). */}
                    <Table.Th>
                      <VisuallyHidden>{t("colActions")}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(vehicles.data?.items ?? []).map((vehicle) => (
                    <Table.Tr key={vehicle.id}>
                      <Table.Td>
                        <Text size="sm">{vehicle.name}</Text>
                        {vehicle.source && (
                          <Text size="xs" c="dimmed">
                            {`${t("loadingVehicleSource")}: ${vehicle.source}`}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {`${mm(vehicle.length)} × ${mm(vehicle.width)} × ${mm(vehicle.height)}`}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{mm(vehicle.maxPayloadKg)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={GRADES[vehicle.grade].color}>
                          {t(GRADES[vehicle.grade].label)}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {t(GRADES[vehicle.grade].hint)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" variant="light" onClick={() => edit(vehicle)}>
                            {t("edit")}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            onClick={() =>
                              confirmAction({
                                title: t("delete"),
                                message: t("loadingVehicleDeleteConfirm", { name: vehicle.name }),
                                danger: true,
                                onConfirm: () => remove.mutate(vehicle.id),
                              })
                            }
                          >
                            {t("delete")}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          </Stack>
        )}
      </Modal>
    </>
  );
}
