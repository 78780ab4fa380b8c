/**
 * A small sortable, paged table on Mantine's Table, with Korean labels throughout (sort state
 * is announced through aria-sort and Korean labels). Used by the board list and the
 * administration lists. Wider than its place, it scrolls sideways and says so (`WideTable`).
 */
import { Box, LoadingOverlay, Table, Text, UnstyledButton } from "@mantine/core";
import { t } from "@portal/contract";
import { IconArrowsSort, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import classes from "./DataGrid.module.css";
import { ListFooter } from "./ListFooter.tsx";
import { WideTable } from "./WideTable.tsx";

export interface GridColumn<T> {
  key: string;
  title: string;
  /** Sort key sent to the server; absent for unsortable columns. */
  sortKey?: string;
  width?: number;
  align?: "left" | "center" | "right";
  /** Hide below the `sm` breakpoint (phones). */
  hideOnPhone?: boolean;
  render: (row: T) => ReactNode;
}

export interface GridSort {
  sort: string;
  order: "asc" | "desc";
}

interface Props<T> {
  columns: GridColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowStyle?: (row: T) => CSSProperties | undefined;
  loading: boolean;
  emptyText: string;
  /** Current sort; leave out (with `onSort`) for a table without sortable columns. */
  sort?: GridSort;
  onSort?: (sort: GridSort) => void;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  pageSizeLabel: string;
  /** Row height in pixels (the integrated board list uses 53). */
  rowHeight?: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** What the table lists (its scroll region's name when it is wider than its place). */
  label?: string;
}

function SortIcon({ active, order }: { active: boolean; order: "asc" | "desc" }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden className={classes.dim} />;
  return order === "asc" ? <IconSortAscending size={14} aria-hidden /> : <IconSortDescending size={14} aria-hidden />;
}

export function DataGrid<T>(props: Props<T>) {
  return (
    <Box pos="relative" className={classes.wrap}>
      <LoadingOverlay visible={props.loading} overlayProps={{ blur: 1 }} loaderProps={{ size: "sm" }} />
      <WideTable label={props.label}>
        <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((col) => {
                const sort = props.sort ?? { sort: "", order: "desc" as const };
                const active = col.sortKey === sort.sort;
                const ariaSort = active ? (sort.order === "asc" ? "ascending" : "descending") : "none";
                return (
                  <Table.Th
                    key={col.key}
                    style={{ width: col.width, textAlign: col.align }}
                    className={col.hideOnPhone ? classes.phoneHidden : undefined}
                    aria-sort={col.sortKey && props.onSort ? ariaSort : undefined}
                  >
                    {col.sortKey && props.onSort ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() =>
                          props.onSort?.({
                            sort: col.sortKey ?? "",
                            order: active && sort.order === "desc" ? "asc" : "desc",
                          })
                        }
                        title={t("sortBy", { column: col.title })}
                      >
                        {col.title}
                        <SortIcon active={active} order={sort.order} />
                      </UnstyledButton>
                    ) : (
                      col.title
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.length === 0 && !props.loading && (
              <Table.Tr>
                <Table.Td colSpan={props.columns.length}>
                  <Text c="dimmed" ta="center" py={48}>
                    {props.emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {props.rows.map((row) => (
              <Table.Tr key={props.rowKey(row)} style={{ height: props.rowHeight, ...props.rowStyle?.(row) }}>
                {props.columns.map((col) => (
                  <Table.Td
                    key={col.key}
                    style={{ textAlign: col.align }}
                    className={col.hideOnPhone ? classes.phoneHidden : undefined}
                  >
                    {col.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
      <ListFooter
        className={classes.footer}
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        pageSizes={props.pageSizes}
        pageSizeLabel={props.pageSizeLabel}
        onPage={props.onPage}
        onPageSize={props.onPageSize}
      />
    </Box>
  );
}
