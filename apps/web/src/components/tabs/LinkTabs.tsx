/**
 * Tabs that are links (issue 38 §3): each view has its own address, so a tab opens in a new tab, a
 * crawler follows it and the keyboard reaches it with Tab and follows it with Enter. A `nav` named
 * `label`, the current view marked `aria-current="page"`; drawn like Mantine's default tabs. Use it for
 * tabs that change the address (the dashboards, the trade list's views), not for panels of one page.
 */
import { Link } from "react-router";
import classes from "./LinkTabs.module.css";

export interface LinkTab {
  /** The view's address. */
  to: string;
  label: string;
  active: boolean;
}

export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label} className={classes.tabs}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} className={classes.tab} aria-current={tab.active ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
