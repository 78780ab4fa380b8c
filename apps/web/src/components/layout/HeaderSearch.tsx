/**
 * The header's 통합검색 on wide screens (issue 42 §2): a button that opens the search box in the main
 * menu's place (the menu and the member area leave no room for both), focused, with 인기 검색어 on
 * focus. Escape (once the list is closed), the close button or a click elsewhere brings the menu back;
 * Escape and the close button return the focus to the button. Phones have the box in the drawer.
 */
import { ActionIcon } from "@mantine/core";
import { t } from "@portal/contract";
import { IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import classes from "./Header.module.css";
import { SearchBox } from "./SearchBox.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function HeaderSearch({ open, onOpenChange }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!open && refocus.current) button.current?.focus();
    refocus.current = false;
  }, [open]);
  const close = (returnFocus: boolean) => {
    refocus.current = returnFocus;
    onOpenChange(false);
  };
  if (!open) {
    return (
      <ActionIcon
        ref={button}
        variant="subtle"
        color="dark"
        size="lg"
        className={classes.searchToggle}
        aria-label={t("searchBoxOpen")}
        aria-expanded={false}
        onClick={() => onOpenChange(true)}
      >
        <IconSearch aria-hidden />
      </ActionIcon>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the focus leaving the box closes it (no action of its own)
    <div
      className={classes.headerSearch}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <SearchBox
        label={t("searchBoxLabel")}
        autoFocus
        onSearch={() => close(false)}
        onEscape={() => close(true)}
        className={classes.headerSearchBox}
      />
      <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t("searchBoxClose")} onClick={() => close(true)}>
        <IconX aria-hidden />
      </ActionIcon>
    </div>
  );
}
