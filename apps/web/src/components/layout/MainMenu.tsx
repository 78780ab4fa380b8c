/**
 * The header's main menu (boards spec section 1) as a disclosure navigation: clicking a top menu
 * opens its submenu and closes the others; a click elsewhere, Escape or following a link closes it.
 * Submenu entries are plain links (a site menu, not an application menu), so no popup library loads
 * with the first page. Entries for administrators or members of a company show only to them
 * (`menuFor`).
 */
import { menuFor, t } from "@portal/contract";
import { IconChevronDown } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useSessionUser } from "../../lib/session.ts";
import classes from "./Header.module.css";

export function MainMenu() {
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const user = useSessionUser();
  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(null);
      nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="menu-${open}"]`)?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <nav aria-label={t("mainMenuLabel")} className={classes.menu} ref={nav}>
      {menuFor(user).map((group, index) => {
        const id = String(index);
        const expanded = open === id;
        return (
          <div key={group.label} className={classes.menuGroup}>
            <button
              type="button"
              className={classes.menuButton}
              aria-expanded={expanded}
              aria-controls={`menu-${id}`}
              onClick={() => setOpen(expanded ? null : id)}
            >
              {group.label}
              <IconChevronDown size={14} aria-hidden />
            </button>
            <ul id={`menu-${id}`} className={classes.dropdown} hidden={!expanded}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={classes.dropdownLink} onClick={() => setOpen(null)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
