/**
 * The note centre's modes (members spec section 2 "Note centre") and where they live in the URL:
 * /app/FUL/Note?mode=getList&page=2, ?mode=readNote&nttId=5&from=sendList, … so that back,
 * forward, reload and a link to one note all work.
 */
import type { MessageKey, NoteBox } from "@portal/contract";
import { useSearchParams } from "react-router";

/** List modes and the server's box each shows. */
export const LIST_MODES = {
  getList: "received",
  getListMyself: "self",
  sendList: "sent",
  noteBox: "kept",
  getSpamList: "spam",
  tradeGetList: "tradeReceived",
  tradeSendList: "tradeSent",
} as const satisfies Record<string, NoteBox>;
export type ListMode = keyof typeof LIST_MODES;

export type Mode = ListMode | "writeNote" | "writeNoteMyself" | "updateNote" | "readNote" | "getIgnoreList";

/** The left menu, top to bottom; `count` names the unread count shown beside it. */
export const MENU: { mode: Mode; label: MessageKey; count?: "notes" | "trade" }[] = [
  { mode: "writeNote", label: "notesWrite" },
  { mode: "writeNoteMyself", label: "notesWriteSelf" },
  { mode: "getList", label: "notesReceived", count: "notes" },
  { mode: "getListMyself", label: "notesSelf" },
  { mode: "sendList", label: "notesSent" },
  { mode: "noteBox", label: "notesKept" },
  { mode: "getSpamList", label: "notesSpam" },
  { mode: "getIgnoreList", label: "notesBlocked" },
  { mode: "tradeGetList", label: "notesTradeReceived", count: "trade" },
  { mode: "tradeSendList", label: "notesTradeSent" },
];

const ALL_MODES = new Set<string>([...MENU.map((m) => m.mode), "updateNote", "readNote"]);

export const isListMode = (mode: string): mode is ListMode => Object.hasOwn(LIST_MODES, mode);

/** The URL's mode (getList when absent or unknown) and a way to go to another mode. */
export function useNoteUrl() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("mode") ?? "getList";
  const mode: Mode = ALL_MODES.has(raw) ? (raw as Mode) : "getList";
  /** Goes to `mode` with `extra` parameters (a new history entry; `replace` for in-place changes). */
  const go = (next: Mode, extra: Record<string, string | number | undefined> = {}, replace = false) => {
    const search = new URLSearchParams({ mode: next });
    for (const [key, value] of Object.entries(extra)) {
      if (value !== undefined && value !== "") search.set(key, String(value));
    }
    setParams(search, { replace });
  };
  return { mode, params, go };
}
