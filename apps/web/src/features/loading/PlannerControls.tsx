/**
 * The load planner page's controls (LoadingPage): the cargo list's toolbar, running the plan with its
 * progress, saving and printing a plan, and the printed report.
 */
import { Button, FileButton, Group, Menu, Progress, Text, TextInput } from "@mantine/core";
import { type CargoRow, type PackResultRow, type PlacementRow, t, type usableSpace } from "@portal/contract";
import { IconDownload, IconPlus, IconPrinter, IconUpload } from "@tabler/icons-react";
import { notifySuccess } from "../../lib/notify.ts";
import { blankRow, palletRow } from "./cargo.ts";
import { won } from "./format.ts";
import { downloadCsvTemplate, downloadXlsxTemplate } from "./import.ts";
import { PalletReport } from "./PalletReport.tsx";
import { PlanReport } from "./PlanReport.tsx";
import { fleetUsed } from "./PlanResult.tsx";
import type { Planned, PlanView } from "./plan-view.ts";
import type { PlannerState } from "./usePlanner.ts";

/** Adding a row (numbered `nextNo`) or a pallet, importing a CSV or XLSX file, and the files' templates. */
export function CargoToolbar({
  onAdd,
  nextNo,
  onImport,
}: {
  onAdd: (row: CargoRow) => void;
  nextNo: number;
  onImport: (file: File | null) => void;
}) {
  return (
    <Group gap="xs">
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => onAdd(blankRow(nextNo))}>
        {t("loadingCargoAdd")}
      </Button>
      <Menu>
        <Menu.Target>
          <Button size="xs" variant="light">
            {t("loadingCargoAddPallet")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onAdd(palletRow("T11"))}>T-11 (1,100×1,100)</Menu.Item>
          <Menu.Item onClick={() => onAdd(palletRow("T12"))}>T-12 (1,200×1,000)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FileButton onChange={onImport} accept=".csv,.xlsx,text/csv">
        {(props) => (
          <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />}>
            {t("loadingImport")}
          </Button>
        )}
      </FileButton>
      <Menu>
        <Menu.Target>
          <Button size="xs" variant="subtle" leftSection={<IconDownload size={14} />}>
            {t("loadingTemplate")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={downloadCsvTemplate}>{t("loadingTemplateCsv")}</Menu.Item>
          <Menu.Item onClick={() => void downloadXlsxTemplate()}>{t("loadingTemplateXlsx")}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** 계획 실행, and while the worker runs its progress and a cancel button; a failed run says so. */
export function RunControls({
  state,
  onRun,
  onCancel,
  disabled,
}: {
  state: PlannerState;
  onRun: () => void;
  onCancel: () => void;
  disabled: boolean;
}) {
  const progress = state.status === "running" ? state.progress : 0;
  return (
    <Group mt="md" gap="sm">
      <Button onClick={onRun} loading={state.status === "running"} disabled={disabled}>
        {t("loadingRun")}
      </Button>
      {state.status === "running" && (
        <>
          <Progress value={progress * 100} w={200} aria-label={t("loadingRunning", { percent: 0 })} animated />
          <Text size="sm">{t("loadingRunning", { percent: Math.round(progress * 100) })}</Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              onCancel();
              notifySuccess(t("loadingCancelled"));
            }}
          >
            {t("loadingCancelRun")}
          </Button>
        </>
      )}
      {state.status === "failed" && (
        <Text c="red" size="sm">
          {t("loadingRunFailed")}
        </Text>
      )}
    </Group>
  );
}

/** The plan's name, 저장 (refused while an edit breaks a rule: `broken`) and 보고서 인쇄. */
export function SaveControls({
  name,
  onName,
  onSave,
  saving,
  broken,
}: {
  name: string;
  onName: (name: string) => void;
  onSave: () => void;
  saving: boolean;
  broken: boolean;
}) {
  return (
    <>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t("loadingPlanName")}
          value={name}
          maxLength={100}
          onChange={(event) => onName(event.currentTarget.value)}
          w={{ base: "100%", sm: 280 }}
        />
        <Button onClick={onSave} loading={saving} disabled={name.trim() === "" || broken}>
          {t("loadingPlanSave")}
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t("loadingReport")}
        </Button>
      </Group>
      {broken && (
        <Text size="sm" c="red" data-testid="loading-save-blocked">
          {t("loadingEditSaveBlocked")}
        </Text>
      )}
    </>
  );
}

/** The printed report of the plan shown (with its pallets' report when it has pallets). */
export function PrintedReport({
  name,
  planned,
  space,
  view,
  results,
  colourOf,
  nameOf,
}: {
  name: string;
  planned: Planned;
  space: ReturnType<typeof usableSpace>;
  view: PlanView;
  results: PackResultRow[];
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
}) {
  return (
    <PlanReport
      name={name || t("loadingTitle")}
      vehicle={planned.vehicle}
      space={space}
      spaceOf={view.spaceOf}
      vehicleLabel={view.vehicleLabel}
      fleetLine={
        view.costWon === null
          ? undefined
          : `${fleetUsed(planned)} · ${t("loadingFleetCostTotal")} ${t("loadingWon", { won: won(view.costWon) })}`
      }
      cargo={planned.cargo}
      vehicleCargo={view.vehicleCargo}
      results={results}
      colourOf={colourOf}
      nameOf={nameOf}
    >
      {planned.pallets && (
        <PalletReport pallets={planned.pallets} results={results} vehicleLabel={view.vehicleLabel} nameOf={nameOf} />
      )}
    </PlanReport>
  );
}
