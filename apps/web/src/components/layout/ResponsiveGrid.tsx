/**
 * Mantine's SimpleGrid with columns by width, in a wrapper of its own: the grid writes its breakpoints as
 * a `<style>` before its cells, and HTML allows a style element in the body only as its parent's first
 * child (the Nu Html Checker, issue 38 §2: apps/server/src/web/html-valid.test.ts). Takes SimpleGrid's props.
 */
import { SimpleGrid, type SimpleGridProps } from "@mantine/core";
import type { ReactNode } from "react";

export function ResponsiveGrid(props: SimpleGridProps & { children: ReactNode }) {
  return (
    <div>
      <SimpleGrid {...props} />
    </div>
  );
}
