/**
 * /app/FUL/PLT000101_05, the loading simulator (적재 시뮬레이션, issue 14): pick a vehicle (or a
 * custom size, optionally on a pallet base), type or import the cargo list, run the plan in a Web
 * Worker (progress, cancel), look at it in 3D, from above, from the side or as a table and play
 * the loading steps, edit it by hand (issue 27 §4: the rules checked at once by the engine's
 * checker; undo, redo), save it (a reopened plan is saved over), reopen (?plan=<id>), copy or delete
 * saved plans, print the report.
 */
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  boxCount,
  type CargoRow,
  type MixedFleet,
  type PackResultRow,
  type PalletCode,
  type Palletise,
  type PlanResponse,
  type PlanVehicle,
  planVehicleOf,
  t,
  usableSpace,
} from "@portal/contract";
import { vehicleViolations } from "@portal/loading";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { planQuery, replacePlan, savePlan, vehiclesQuery } from "./api.ts";
import { CargoTable } from "./CargoTable.tsx";
import { blankRow, cargoProblem, optionsProblem } from "./cargo.ts";
import { FleetOptions } from "./FleetOptions.tsx";
import { cubicMetres, kg } from "./format.ts";
import { readCargoFile } from "./import.ts";
import { loadingKeys } from "./keys.ts";
import { PalletOptions } from "./PalletOptions.tsx";
import { CargoToolbar, PrintedReport, RunControls, SaveControls } from "./PlannerControls.tsx";
import { PlanResult } from "./PlanResult.tsx";
import { type Planned, planLabels, planView } from "./plan-view.ts";
import { SavedPlans } from "./SavedPlans.tsx";
import { useEditHistory } from "./useEditHistory.ts";
import { usePlanner } from "./usePlanner.ts";
import { VehicleAdmin } from "./VehicleAdmin.tsx";
import { VehiclePicker } from "./VehiclePicker.tsx";

const NO_RESULTS: PackResultRow[] = [];

const CUSTOM_START: PlanVehicle = {
  vehicleId: null,
  name: "",
  length: 5898,
  width: 2352,
  height: 2393,
  maxPayloadKg: 28000,
};

/** The page's title (with the vehicle catalogue for administrators and 새 계획) and its introduction. */
function PageHeading({ admin, onNew }: { admin: boolean; onNew: () => void }) {
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={1} size="h2">
          {t("loadingTitle")}
        </Title>
        <Group gap="xs">
          {admin && <VehicleAdmin />}
          <Button variant="default" size="xs" onClick={onNew}>
            {t("loadingNew")}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" size="sm" mb="md">
        {t("loadingIntro")}
      </Text>
    </>
  );
}

/** Reads a chosen CSV or XLSX cargo file into the list (`setCargo`), or shows why it cannot (`setProblem`). */
async function importCargo(
  file: File | null,
  setCargo: (rows: CargoRow[]) => void,
  setProblem: (problem: string | null) => void,
) {
  if (!file) return;
  const outcome = await readCargoFile(file);
  if ("error" in outcome) {
    setProblem(outcome.error);
    notifyError(outcome.error);
    return;
  }
  setProblem(null);
  setCargo(outcome.rows);
  notifySuccess(t("loadingImportDone", { count: outcome.rows.length }));
}

/** The cargo list's boxes, weight and volume, as the page shows them. */
function cargoTotals(cargo: CargoRow[]) {
  return {
    count: boxCount(cargo).toLocaleString("ko-KR"),
    weight: kg(cargo.reduce((sum, row) => sum + (row.weightKg || 0) * (row.quantity || 0), 0)),
    volume: cubicMetres(
      cargo.reduce((sum, r) => sum + (r.length || 0) * (r.width || 0) * (r.height || 0) * (r.quantity || 0), 0),
    ),
  };
}

/**
 * Saving the plan shown as `name` with the edited `results`: a reopened plan (`openId`) is saved over,
 * a new one gets its id (`onSaved`); the saved plans' list reloads.
 */
function usePlanSave(
  openId: number | null,
  planned: Planned | null,
  name: string,
  results: PackResultRow[],
  onSaved: (id: number) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!planned) throw new Error("no plan");
      const plan = { name: name.trim(), ...planned, results };
      // A reopened plan is saved over; a new one gets its id.
      if (openId !== null) {
        await replacePlan(openId, plan);
        return { id: openId };
      }
      return savePlan(plan);
    },
    onSuccess: ({ id }) => {
      notifySuccess(t("loadingPlanSaved"));
      void client.invalidateQueries({ queryKey: loadingKeys.plans });
      onSaved(id);
    },
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown")),
  });
}

export function LoadingPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get("plan")) || null;
  const vehicles = useQuery(vehiclesQuery);
  const opened = useQuery(planQuery(openId));
  const [vehicle, setVehicle] = useState<PlanVehicle | null>(null);
  const [palletBase, setPalletBase] = useState<PalletCode | null>(null);
  const [cargo, setCargo] = useState<CargoRow[]>(() => [blankRow(1)]);
  const [mixedFleet, setMixedFleet] = useState<MixedFleet | undefined>();
  const [palletise, setPalletise] = useState<Palletise | undefined>();
  const [planned, setPlanned] = useState<Planned | null>(null);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  // The first catalogue vehicle until the member picks one.
  useEffect(() => {
    const first = vehicles.data?.items[0];
    if (vehicle || !vehicles.data) return;
    setVehicle(first ? planVehicleOf(first) : { ...CUSTOM_START, name: t("loadingVehicleCustom") });
  }, [vehicles.data, vehicle]);

  // A reopened plan replaces the page's inputs and result.
  useEffect(() => {
    const plan = opened.data;
    if (!plan) return;
    setVehicle(plan.vehicle);
    setPalletBase(plan.palletBase);
    setCargo(plan.cargo);
    setMixedFleet(plan.mixedFleet);
    setPalletise(plan.palletise);
    const { id: _id, name: planName, createdAt: _c, updatedAt: _u, ...shown } = plan;
    setPlanned(shown);
    setName(planName);
  }, [opened.data]);

  const pending = useMemo(
    () => ({ vehicle: mixedFleet?.vehicles[0]?.vehicle ?? vehicle, palletBase, cargo, mixedFleet, palletise }),
    [vehicle, palletBase, cargo, mixedFleet, palletise],
  );
  const planner = usePlanner(
    useCallback(
      ({ results, pallets }: PlanResponse) => {
        const { vehicle: planVehicle, ...rest } = pending;
        if (planVehicle) setPlanned({ ...rest, vehicle: planVehicle, results, ...(pallets ? { pallets } : {}) });
      },
      [pending],
    ),
  );

  const run = () => {
    if (!pending.vehicle) return;
    const found = cargoProblem(cargo) ?? optionsProblem(mixedFleet, palletise);
    setProblem(found);
    if (found) return;
    planner.run({ ...pending, vehicle: pending.vehicle, fleet: true });
  };

  const history = useEditHistory(planned?.results ?? NO_RESULTS);
  const view = useMemo(() => planned && planView(planned), [planned]);
  // The rules of every vehicle (in its own space, against the boxes or pallets the ones before it
  // left), checked again after each edit: the same check the server runs before saving.
  const violations = useMemo(
    () => (view ? vehicleViolations(view.spaceOf, view.vehicleCargo, history.results) : []),
    [view, history.results],
  );
  const broken = violations.some((list) => list.length > 0);

  const save = usePlanSave(openId, planned, name, history.results, (id) =>
    setParams({ plan: String(id) }, { replace: true }),
  );

  const importFile = (file: File | null) => importCargo(file, setCargo, setProblem);

  const startNew = () => {
    setParams({}, { replace: true });
    setPlanned(null);
    setName("");
    setCargo([blankRow(1)]);
  };

  const shownCargo = planned?.cargo ?? cargo;
  const { colourOf, nameOf } = useMemo(() => planLabels(shownCargo, planned?.pallets), [shownCargo, planned]);
  const space = planned ? usableSpace(planned.vehicle, planned.palletBase) : null;

  return (
    <FullPageFrame size="xl">
      <PageHeading admin={user?.role === "A"} onNew={startNew} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t("loadingVehicle")}
              </Title>
              {vehicle ? (
                <Stack gap="md">
                  {!mixedFleet && (
                    <VehiclePicker
                      vehicles={vehicles.data?.items ?? []}
                      value={vehicle}
                      palletBase={palletBase}
                      onChange={setVehicle}
                      onPalletBase={(base) => {
                        setPalletBase(base);
                        if (base) setPalletise(undefined);
                      }}
                    />
                  )}
                  <FleetOptions
                    vehicles={vehicles.data?.items ?? []}
                    current={vehicle}
                    value={mixedFleet}
                    onChange={(next) => {
                      // The pallet base is chosen with the single vehicle, which a mixed fleet replaces.
                      setMixedFleet(next);
                      if (next) setPalletBase(null);
                    }}
                  />
                  <PalletOptions
                    value={palletise}
                    onChange={(next) => {
                      setPalletise(next);
                      if (next) setPalletBase(null);
                    }}
                  />
                </Stack>
              ) : (
                <Text size="sm">{t("loading")}</Text>
              )}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm" gap="xs">
                <Title order={2} size="h4">
                  {t("loadingCargo")}
                </Title>
                <CargoToolbar
                  onAdd={(row) => setCargo([...cargo, row])}
                  nextNo={cargo.length + 1}
                  onImport={importFile}
                />
              </Group>
              <CargoTable rows={cargo} onChange={setCargo} showValue={mixedFleet !== undefined} />
              <Text size="sm" c="dimmed" mt="xs" data-testid="loading-cargo-total">
                {t("loadingCargoTotal", cargoTotals(cargo))}
              </Text>
              {problem && (
                <Alert color="red" mt="sm" role="alert">
                  {problem}
                </Alert>
              )}
              <RunControls state={planner.state} onRun={run} onCancel={planner.cancel} disabled={!pending.vehicle} />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t("loadingResult")}
              </Title>
              {planned && space && view ? (
                <Stack gap="md">
                  <PlanResult
                    planned={planned}
                    view={view}
                    history={history}
                    violations={violations}
                    colourOf={colourOf}
                    nameOf={nameOf}
                  />
                  <SaveControls
                    name={name}
                    onName={setName}
                    onSave={() => save.mutate()}
                    saving={save.isPending}
                    broken={broken}
                  />
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("loadingNoResult")}
                </Text>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t("loadingPlans")}
            </Title>
            <SavedPlans
              onOpen={(id) => setParams({ plan: String(id) })}
              onDeleted={(id) => id === openId && startNew()}
            />
          </Paper>
        </Grid.Col>
      </Grid>
      {planned && space && view && (
        <PrintedReport
          name={name}
          planned={planned}
          space={space}
          view={view}
          results={history.results}
          colourOf={colourOf}
          nameOf={nameOf}
        />
      )}
    </FullPageFrame>
  );
}
