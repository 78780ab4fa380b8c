/**
 * The @ autocomplete of a comment box (issue 40 §1 "mention"; docs/notifications.md "Mentions"): while
 * the word before the caret is `@` and 1–20 more characters, it offers the members the writer may find —
 * the note centre's recipient search (GET /api/address-book/search), the rule the server applies to the
 * mention: a colleague, a correspondent or a starred member by name, anyone by whole id. ArrowDown and
 * ArrowUp move, Enter or Tab insert `@name ` (the id when two offered members share the name), Escape
 * closes. Off where a mention is plain text (the anonymous board) or for visitors.
 * The text box keeps the focus (the list is its `aria-controls`, the option its `aria-activedescendant`).
 */
import { Paper, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { type AddressEntry, t } from "@portal/contract";
import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from "react";
import { api } from "../../lib/api.ts";

/** `@` and what follows it up to the caret, at the start or after a space. */
const TOKEN = /(^|\s)@([^\s@]{1,20})$/;
const DEBOUNCE_MS = 200;
/** Suggestions shown at most. */
const SHOWN = 8;

interface Token {
  /** Where the `@` is. */
  start: number;
  query: string;
}

/** The token being typed before `caret` in `text`, or null. */
export function mentionToken(text: string, caret: number): Token | null {
  const match = TOKEN.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? "";
  return { start: caret - query.length - 1, query };
}

const label = (entry: AddressEntry) =>
  entry.companyName
    ? t("mentionOptionCompany", { name: entry.nameKo, company: entry.companyName, id: entry.userId })
    : t("mentionOption", { name: entry.nameKo, id: entry.userId });

/**
 * The autocomplete of the text box `ref` whose value is `text` (set with `setText`): call `onInput`
 * after each change, give `onKeyDown` the box's keys first (true: handled, do nothing else) and spread
 * `inputProps` on it; render `list` below it.
 */
export function useMentions(options: {
  ref: RefObject<HTMLTextAreaElement | null>;
  text: string;
  setText: (text: string) => void;
  enabled: boolean;
}) {
  const { ref, text, setText, enabled } = options;
  const id = useId();
  const [token, setToken] = useState<Token | null>(null);
  const [items, setItems] = useState<AddressEntry[]>([]);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!token) return setItems([]);
    let current = true;
    const timer = setTimeout(() => {
      api<{ items: AddressEntry[] }>("GET", `/api/address-book/search?q=${encodeURIComponent(token.query)}`)
        .then((answer) => {
          if (!current) return;
          setItems(answer.items.slice(0, SHOWN));
          setActive(0);
        })
        .catch(() => current && setItems([]));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token]);

  const close = () => {
    setToken(null);
    setItems([]);
  };
  const open = enabled && token !== null && items.length > 0;

  const choose = (entry: AddressEntry) => {
    const box = ref.current;
    if (!box || !token) return;
    const caret = token.start + 1 + token.query.length;
    const shared = items.some((other) => other.userId !== entry.userId && other.nameKo === entry.nameKo);
    const inserted = `@${shared ? entry.userId : entry.nameKo} `;
    setText(text.slice(0, token.start) + inserted + text.slice(caret));
    close();
    const at = token.start + inserted.length;
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(at, at);
    });
  };

  const onInput = (value: string, caret: number | null) => {
    if (!enabled) return;
    const found = caret === null ? null : mentionToken(value, caret);
    setToken((old) => (old?.start === found?.start && old?.query === found?.query ? old : found));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined) setActive((index) => (index + move + items.length) % items.length);
    else if (event.key === "Enter" || event.key === "Tab") choose(items[active]!);
    else if (event.key === "Escape") close();
    else return false;
    event.preventDefault();
    return true;
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const inputProps = {
    "aria-autocomplete": "list" as const,
    "aria-controls": open ? `${id}-list` : undefined,
    "aria-activedescendant": open ? optionId(active) : undefined,
  };
  const list = open ? (
    <Paper withBorder shadow="sm" p={4}>
      <VisuallyHidden role="status">{t("mentionFound", { count: items.length })}</VisuallyHidden>
      <div role="listbox" id={`${id}-list`} aria-label={t("mentionListLabel")}>
        {items.map((entry, index) => (
          <UnstyledButton
            key={entry.userId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            display="block"
            w="100%"
            px="xs"
            py={4}
            bg={index === active ? "var(--mantine-color-blue-light)" : undefined}
            // The text box keeps the focus: a press chooses without blurring it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(entry)}
          >
            <Text size="sm">{label(entry)}</Text>
          </UnstyledButton>
        ))}
      </div>
    </Paper>
  ) : null;
  return { onInput, onKeyDown, inputProps, list };
}
