/**
 * A table that may be wider than its place (issue 38 §4: the load planner's cargo table was cut at
 * 1280 px and showed three of its columns on a phone without a sign that it scrolls). While the table
 * is wider than its box, a line above it says it scrolls sideways, a shadow marks each edge with more
 * columns beyond it, and the box is a named region in the Tab order, so the arrow keys scroll it
 * (KWCAG 2.1.1; axe "scrollable-region-focusable"). A table that fits shows none of it. A native
 * scroll box (its scroll bar shows, unlike a hover-only one).
 */
import { Table, Text } from "@mantine/core";
import { t } from "@portal/contract";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import classes from "./WideTable.module.css";

interface Props {
  /** The table's least width in pixels: below it the box scrolls. */
  minWidth?: number;
  /**
   * What the table lists, the scroll region's name ('목록 표' if left out): tables that may scroll side
   * by side on one page need names of their own (axe `landmark-unique`), such as each date's slots.
   */
  label?: string;
  children: ReactNode;
}

/** Which edges of a scroll box have more content beyond them. */
interface Edges {
  left: boolean;
  right: boolean;
}

export function WideTable({ minWidth = 0, label, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const hint = useId();
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  const measure = useCallback(() => {
    const node = box.current;
    if (!node) return;
    const left = node.scrollLeft > 1;
    const right = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scrolls = edges.left || edges.right;
  return (
    <div className={classes.wide}>
      {scrolls && (
        <Text id={hint} size="xs" c="dimmed" ta="right" className={classes.hint}>
          {t("tableScrollHint")} ↔
        </Text>
      )}
      <div
        className={classes.frame}
        data-more-left={edges.left || undefined}
        data-more-right={edges.right || undefined}
      >
        <Table.ScrollContainer
          type="native"
          minWidth={minWidth}
          ref={box}
          onScroll={measure}
          {...(scrolls && {
            tabIndex: 0,
            role: "region",
            "aria-label": label ?? t("tableDefaultLabel"),
            "aria-describedby": hint,
          })}
        >
          {children}
        </Table.ScrollContainer>
      </div>
    </div>
  );
}
