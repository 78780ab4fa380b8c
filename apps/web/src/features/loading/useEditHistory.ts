/**
 * Undo and redo of a plan edited by hand (issue 27 §4): the results of every edit since the plan
 * was computed or opened. A new `base` (another run, a reopened or saved plan) starts a new history.
 */
import type { PackResultRow } from "@portal/contract";
import { useState } from "react";

/** At most this many edits are kept for undo (the oldest go first). */
const LIMIT = 200;

export interface EditHistory {
  /** The plan as edited so far. */
  results: PackResultRow[];
  /** Records an edit (drops what was undone). */
  apply: (next: PackResultRow[]) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Whether the plan differs from `base`. */
  edited: boolean;
}

interface State {
  base: PackResultRow[];
  entries: PackResultRow[][];
  at: number;
}

/** The history of edits of `base`. */
export function useEditHistory(base: PackResultRow[]): EditHistory {
  const [state, setState] = useState<State>({ base, entries: [base], at: 0 });
  let current = state;
  if (state.base !== base) {
    current = { base, entries: [base], at: 0 };
    setState(current);
  }
  const { entries, at } = current;
  return {
    results: entries[at]!,
    apply: (next) =>
      setState((s) => {
        const kept = [...s.entries.slice(0, s.at + 1), next].slice(-LIMIT - 1);
        return { ...s, entries: kept, at: kept.length - 1 };
      }),
    undo: () => setState((s) => ({ ...s, at: Math.max(0, s.at - 1) })),
    redo: () => setState((s) => ({ ...s, at: Math.min(s.entries.length - 1, s.at + 1) })),
    canUndo: at > 0,
    canRedo: at < entries.length - 1,
    edited: entries[at] !== base,
  };
}
