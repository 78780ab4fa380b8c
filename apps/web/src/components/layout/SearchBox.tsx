/**
 * The 통합검색 box (issue 42 §2): in the header on wide screens (HeaderSearch.tsx), in the phone menu's
 * drawer, and on the search page. Enter opens /app/search?q=…; on focus it shows 인기 검색어 as a listbox the keyboard
 * uses (ARIA 1.2 combobox: ↓/↑ move the active option, Enter opens it, Escape closes the list). Plain
 * elements, not Mantine's Combobox: the header is on the first page, which stays small.
 */
import { t } from "@portal/contract";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { popularSearchesQuery, searchPath } from "../../lib/popularSearches.ts";
import classes from "./SearchBox.module.css";

interface Props {
  /** The form's (search landmark's) and the field's name: unique on a page that shows two boxes. */
  label: string;
  /** The words the field starts with (the search page's query). */
  initial?: string;
  /** Runs after a search was opened (the drawer closes). */
  onSearch?: () => void;
  /** Runs on Escape when the list is closed (the header's box closes). */
  onEscape?: () => void;
  /** Takes the focus when shown (the header's box, opened by its button). */
  autoFocus?: boolean;
  className?: string;
}

export function SearchBox({ label, initial = "", onSearch, onEscape, autoFocus = false, className }: Props) {
  const navigate = useNavigate();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const popular = useQuery({ ...popularSearchesQuery, enabled: open });
  const words = popular.data?.words ?? [];
  const expanded = open && words.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (words: string) => {
    const q = words.trim();
    if (!q) return;
    close();
    setText(q);
    navigate(searchPath(q));
    onSearch?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const last = words.length - 1;
      setActive((current) =>
        event.key === "ArrowDown" ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) close();
      else onEscape?.();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the landmark is the form itself (its submit is the search)
    <form
      role="search"
      aria-label={label}
      className={`${classes.box} ${className ?? ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        go(expanded && active >= 0 ? (words[active] ?? text) : text);
      }}
    >
      <input
        ref={field}
        type="search"
        className={classes.input}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-list` : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t("searchBoxPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={classes.submit} aria-label={t("search")}>
        <IconSearch size={18} aria-hidden />
      </button>
      {expanded && (
        // The list keeps the field's focus when clicked (mouse down is not let through), so a click opens the word.
        // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus in the field; the field's keys drive the list
        <div className={classes.popup} onMouseDown={(event) => event.preventDefault()}>
          <div id={`${id}-title`} className={classes.popupTitle}>
            {t("searchPopular")}
          </div>
          <div id={`${id}-list`} role="listbox" aria-labelledby={`${id}-title`} className={classes.list}>
            {words.map((word, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field's keys drive the listbox (aria-activedescendant)
              <div
                key={word}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={classes.option}
                onClick={() => go(word)}
              >
                <span className={classes.rank} aria-hidden>
                  {index + 1}
                </span>
                {word}
              </div>
            ))}
          </div>
        </div>
      )}
    </form>
  );
}
