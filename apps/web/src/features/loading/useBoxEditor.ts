/**
 * Editing one vehicle's plan by hand (issue 27 §4): the selected box (an index into the vehicle's
 * placements), the step of a move in mm, and the edits — move by steps, drop at a point of the view
 * from above, turn, take out — made with the engine's `edit.ts` and recorded in the edit history.
 * The rules are checked by the page (`planViolations`); this hook reads them for the vehicle shown.
 */
import { type CargoRow, type PlacementRow, t, type VehicleDims, violationText } from "@portal/contract";
import { moveBox, orientations, removeBox, restingZ, turnBox, type Violation } from "@portal/loading";
import { useMemo, useState } from "react";
import type { EditHistory } from "./useEditHistory.ts";

/** Direction of a move: −1, 0 or 1 along x, y and z. */
export type Direction = [x: number, y: number, z: number];

/** At most this many broken rules are listed (the rest are counted). */
const SHOWN = 6;
const NONE: Violation[] = [];

export interface BoxEditor {
  selected: number | null;
  select: (index: number | null) => void;
  /** The selected box, when there is one in the vehicle shown. */
  box: PlacementRow | undefined;
  stepMm: number;
  setStepMm: (mm: number) => void;
  move: (direction: Direction) => void;
  /** Puts box `index` with its corner at (x, y), mm, resting on what is below (view from above). */
  dropAt: (index: number, x: number, y: number) => void;
  turn: () => void;
  canTurn: boolean;
  remove: () => void;
  /** The broken rules of the vehicle shown in Korean (at most SHOWN), and how many more. */
  problems: string[];
  moreProblems: number;
  /** The first broken rule of every other vehicle ("2호차: …"). */
  otherVehicles: string[];
  /** Indexes of the boxes a broken rule names (drawn red). */
  problemBoxes: ReadonlySet<number>;
}

/** The editor of vehicle `vehicle` of `history.results`, whose rules `violations` (per vehicle) gives. */
export function useBoxEditor(
  space: VehicleDims,
  cargo: CargoRow[],
  history: EditHistory,
  violations: Violation[][],
  vehicle: number,
): BoxEditor {
  const [selected, select] = useState<number | null>(null);
  const [stepMm, setStepMm] = useState(100);
  const results = history.results;
  const result = results[vehicle];
  const placements = result?.placements ?? [];
  const box = selected === null ? undefined : placements[selected];
  const replace = (next: (typeof results)[number]) => history.apply(results.map((r, k) => (k === vehicle ? next : r)));
  const type = box && cargo.find((row) => row.id === String(box.typeId));
  const found = violations[vehicle] ?? NONE;
  const problemBoxes = useMemo(() => new Set(found.flatMap((v) => ("boxes" in v ? v.boxes : []))), [found]);
  return {
    selected: box ? selected : null,
    select,
    box,
    stepMm,
    setStepMm,
    move: ([x, y, z]) => {
      if (!result || !box || selected === null) return;
      const to = { x: box.x + x * stepMm, y: box.y + y * stepMm, z: Math.max(0, box.z + z * stepMm) };
      replace(moveBox(space, cargo, result, selected, to));
    },
    dropAt: (index, x, y) => {
      if (!result) return;
      select(index);
      replace(moveBox(space, cargo, result, index, { x, y, z: restingZ(result, index, x, y) }));
    },
    turn: () => {
      if (result && box && selected !== null) replace(turnBox(space, cargo, result, selected));
    },
    canTurn: type !== undefined && orientations(type).length > 1,
    remove: () => {
      if (!box || selected === null) return;
      history.apply(removeBox(space, cargo, results, vehicle, selected));
      select(null);
    },
    problems: found.slice(0, SHOWN).map((v) => violationText(v, cargo, placements)),
    moreProblems: Math.max(0, found.length - SHOWN),
    otherVehicles: violations.flatMap((list, k) =>
      k === vehicle || !list[0]
        ? []
        : [
            t("loadingEditOtherVehicle", {
              n: k + 1,
              problem: violationText(list[0], cargo, results[k]?.placements ?? []),
            }),
          ],
    ),
    problemBoxes,
  };
}
