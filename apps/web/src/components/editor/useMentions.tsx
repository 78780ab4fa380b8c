/**
 * The @ autocomplete of a comment box and of the post editor (issue 40 §1 "mention"; docs/notifications.md
 * "Mentions"; the editor's adapter is useEditorMentions.tsx): while
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

export interface Token {
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
 * The part both boxes share: the search for the token being typed, the active option, the keys and the
 * list; `insert` puts `@name ` (the id when two offered members share the name) in place of the token.
 * `track` takes the token before the caret after each change (null: none); `onKey` a key (true: handled,
 * the caller prevents its default).
 */
export function useMentionList(enabled: boolean, insert: (token: Token, inserted: string) => void) {
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
    if (!token) return;
    const shared = items.some((other) => other.userId !== entry.userId && other.nameKo === entry.nameKo);
    insert(token, `@${shared ? entry.userId : entry.nameKo} `);
    close();
  };

  const track = (found: Token | null) => {
    if (!enabled) return;
    setToken((old) => (old?.start === found?.start && old?.query === found?.query ? old : found));
  };

  const onKey = (key: string, composing: boolean): boolean => {
    if (!open || composing) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[key];
    if (move !== undefined) setActive((index) => (index + move + items.length) % items.length);
    else if (key === "Enter" || key === "Tab") choose(items[active]!);
    else if (key === "Escape") close();
    else return false;
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
  return { track, onKey, inputProps, list, token: open ? token : null };
}

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
  const mention = useMentionList(enabled, (token, inserted) => {
    const box = ref.current;
    if (!box) return;
    setText(text.slice(0, token.start) + inserted + text.slice(token.start + 1 + token.query.length));
    const at = token.start + inserted.length;
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(at, at);
    });
  });
  const onInput = (value: string, caret: number | null) =>
    mention.track(caret === null ? null : mentionToken(value, caret));
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!mention.onKey(event.key, event.nativeEvent.isComposing)) return false;
    event.preventDefault();
    return true;
  };
  return { onInput, onKeyDown, inputProps: mention.inputProps, list: mention.list };
}
