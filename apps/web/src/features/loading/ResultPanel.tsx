/**
 * A plan's result: figures, the vehicle (when several are filled in turn), the views (3D, from
 * above, from the side, table), the plan's editor (issue 27 §4: select a box in a view, move it by
 * keys, buttons or dragging from above, turn it, take it out; undo and redo with Ctrl+Z / Ctrl+Y)
 * and the step-by-step playback in loading order with a legend.
 */
import {
  ActionIcon,
  Center,
  ColorSwatch,
  Group,
  Loader,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { type CargoRow, type PlacementRow, t, type VehicleDims } from "@portal/contract";
import type { Violation } from "@portal/loading";
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconPlayerTrackNextFilled,
} from "@tabler/icons-react";
import { Component, type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { AxleLoads } from "./AxleLoads.tsx";
import { Figures } from "./Figures.tsx";
import { PlacementTable } from "./PlacementTable.tsx";
import { PlanEditor } from "./PlanEditor.tsx";
import { Projection } from "./Projection.tsx";
import { type Direction, useBoxEditor } from "./useBoxEditor.ts";
import type { EditHistory } from "./useEditHistory.ts";

const Scene3D = lazy(() => import("./Scene3D.tsx").then((m) => ({ default: m.Scene3D })));

type View = "3d" | "top" | "side" | "table";

/** Shows a Korean note instead of the 3D view where the browser has no WebGL. */
class WebGlBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center h={200}>
        <Text size="sm" c="dimmed" ta="center">
          {t("loading3dUnavailable")}
        </Text>
      </Center>
    );
  }
}

interface Props {
  space: VehicleDims;
  /** Each vehicle's own space when they differ (a mixed fleet); `space` otherwise. */
  spaceOf?: (index: number) => VehicleDims;
  /** Each vehicle's label ("1호차 · 5톤 윙바디"); shown under the vehicle picker. */
  vehicleLabel?: (index: number) => string;
  cargo: CargoRow[];
  /** The plan and its edits. */
  history: EditHistory;
  /** The broken rules of each vehicle of `history.results`. */
  violations: Violation[][];
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
}

/** Keys of the views that move the selected box: along x (left/right), y (up/down), z (Page Up/Down). */
const KEY_MOVES: Record<string, Direction> = {
  ArrowLeft: [-1, 0, 0],
  ArrowRight: [1, 0, 0],
  ArrowUp: [0, -1, 0],
  ArrowDown: [0, 1, 0],
  PageUp: [0, 0, 1],
  PageDown: [0, 0, -1],
};

/** The result panel. */
export function ResultPanel({
  space: oneSpace,
  spaceOf,
  vehicleLabel,
  cargo,
  history,
  violations,
  colourOf,
  nameOf,
}: Props) {
  const results = history.results;
  const [vehicle, setVehicle] = useState(0);
  const space = spaceOf ? spaceOf(vehicle) : oneSpace;
  const [view, setView] = useState<View>("3d");
  const shown = results[Math.min(vehicle, results.length - 1)];
  const placements = shown?.placements ?? [];
  const total = placements.length;
  const [step, setStep] = useState(total);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setStep(total);
    setPlaying(false);
  }, [total]);

  useEffect(() => {
    if (!playing) return;
    const delay = Math.min(400, Math.max(20, 8000 / Math.max(1, total)));
    const timer = setInterval(() => setStep((current) => Math.min(total, current + 1)), delay);
    return () => clearInterval(timer);
  }, [playing, total]);

  useEffect(() => {
    if (playing && step >= total) setPlaying(false);
  }, [playing, step, total]);

  /** Moves to `next` by hand, which pauses the playback. */
  const goTo = (next: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(total, next)));
  };

  const play = () => {
    if (step >= total) setStep(0);
    setPlaying(true);
  };
  const editor = useBoxEditor(space, cargo, history, violations, Math.min(vehicle, results.length - 1));
  useHotkeys([
    ["mod+Z", history.undo],
    ["mod+Y", history.redo],
    ["mod+shift+Z", history.redo],
  ]);
  /** The views' keys: move, turn (R), take out (Delete), let go (Escape) of the selected box. */
  const onKey = (event: KeyboardEvent) => {
    if (editor.selected === null || event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = KEY_MOVES[event.key];
    if (direction) editor.move(direction);
    else if (event.key === "r" || event.key === "R") editor.turn();
    else if (event.key === "Delete") editor.remove();
    else if (event.key === "Escape") editor.select(null);
    else return;
    event.preventDefault();
  };
  const label = `${t("loading3dLabel")} ${t("loadingStepOf", { step, total })}`;
  const editing = { selected: editor.selected, problems: editor.problemBoxes, onSelect: editor.select };
  const used = new Set(placements.map((p) => String(p.typeId)));

  return (
    <Stack gap="sm">
      <Figures results={results} index={vehicle} space={space} nameOf={nameOf} />
      {results.length > 1 && (
        <SegmentedControl
          aria-label={t("loadingVehicles")}
          value={String(vehicle)}
          onChange={(next) => {
            setVehicle(Number(next));
            editor.select(null);
          }}
          data={results.map((_, i) => ({ value: String(i), label: t("loadingVehicleN", { n: i + 1 }) }))}
        />
      )}
      {vehicleLabel && (
        <Text size="sm" fw={600} data-testid="loading-vehicle-label">
          {vehicleLabel(vehicle)}
        </Text>
      )}
      {shown && <AxleLoads space={space} cargo={cargo} result={shown} />}
      <SegmentedControl
        value={view}
        onChange={(next) => setView(next as View)}
        data={[
          { value: "3d", label: t("loadingView3d") },
          { value: "top", label: t("loadingViewTop") },
          { value: "side", label: t("loadingViewSide") },
          { value: "table", label: t("loadingViewTable") },
        ]}
        fullWidth
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the views' keys edit the selected box (the editor's buttons do the same) */}
      <div
        data-testid="loading-view"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the views take focus for their editing keys
        tabIndex={0}
        onKeyDown={onKey}
        aria-describedby="loading-edit-hint"
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown PageUp PageDown R Delete Escape"
      >
        {view === "3d" && (
          <WebGlBoundary>
            <Suspense
              fallback={
                <Center h={420}>
                  <Loader aria-label={t("loading")} />
                </Center>
              }
            >
              <Scene3D
                space={space}
                placements={placements}
                step={step}
                colourOf={colourOf}
                label={label}
                {...editing}
              />
            </Suspense>
          </WebGlBoundary>
        )}
        {(view === "top" || view === "side") && (
          <Projection
            space={space}
            placements={placements}
            step={step}
            view={view}
            colourOf={colourOf}
            label={label}
            {...editing}
            onDrop={editor.dropAt}
          />
        )}
        {view === "table" && <PlacementTable placements={placements} step={step} nameOf={nameOf} {...editing} />}
      </div>
      <PlanEditor editor={editor} history={history} nameOf={nameOf} />
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t("loadingStepPrev")}>
          <ActionIcon variant="light" aria-label={t("loadingStepPrev")} onClick={() => goTo(step - 1)}>
            <IconPlayerSkipBackFilled size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={playing ? t("loadingPause") : t("loadingPlay")}>
          <ActionIcon
            variant="filled"
            aria-label={playing ? t("loadingPause") : t("loadingPlay")}
            onClick={() => (playing ? setPlaying(false) : play())}
          >
            {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("loadingStepNext")}>
          <ActionIcon variant="light" aria-label={t("loadingStepNext")} onClick={() => goTo(step + 1)}>
            <IconPlayerSkipForwardFilled size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("loadingStepAll")}>
          <ActionIcon variant="light" aria-label={t("loadingStepAll")} onClick={() => goTo(total)}>
            <IconPlayerTrackNextFilled size={16} />
          </ActionIcon>
        </Tooltip>
        <Slider
          flex={1}
          min={0}
          max={Math.max(1, total)}
          value={step}
          onChange={goTo}
          label={null}
          thumbLabel={t("loadingStep")}
        />
        <Text size="sm" miw={96} ta="right" data-testid="loading-step">
          {t("loadingStepOf", { step, total })}
        </Text>
      </Group>
      <Group gap="sm" aria-label={t("loadingLegend")}>
        {cargo
          .filter((row) => used.has(String(row.id)))
          .map((row) => (
            <Group key={row.id} gap={4} wrap="nowrap">
              <ColorSwatch color={colourOf(row.id)} size={14} aria-hidden />
              <Text size="xs">{row.name || row.id}</Text>
            </Group>
          ))}
      </Group>
    </Stack>
  );
}
