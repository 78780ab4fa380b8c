/**
 * A dashboard table: Korean headers, right-aligned figures, 'No records found.' when empty, and an
 * XLSX export of exactly what it shows (write-excel-file, loaded only when asked for). Also the
 * text alternative of the chart above it for screen readers.
 */
import { Button, Group, ScrollArea, Table, Text } from "@mantine/core";
import { t } from "@portal/contract";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { notifyError } from "../../lib/notify.ts";
import { KEYBOARD_SCROLL } from "../../lib/scroll.ts";

export interface FigureColumn<T> {
  title: string;
  /** Displayed text. */
  text: (row: T) => string;
  /** Value written to the XLSX cell (a number keeps it summable in Excel); defaults to the text. */
  value?: (row: T) => string | number;
  numeric?: boolean;
}

/** The keys of `T` whose values are numbers. */
type NumberKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** A column of the number `row[key]` shown through `format` (won, count, pct), kept a number in XLSX. */
export function figureColumn<T>(title: string, key: NumberKey<T>, format: (value: number) => string): FigureColumn<T> {
  const get = (row: T) => row[key] as number;
  return { title, text: (row) => format(get(row)), value: get, numeric: true };
}

interface Props<T> {
  caption: string;
  columns: FigureColumn<T>[];
  rows: T[];
  /** File name without extension. */
  fileName: string;
}

async function exportXlsx<T>(columns: FigureColumn<T>[], rows: T[], fileName: string, sheet: string) {
  const { default: writeExcelFile } = await import("write-excel-file/browser");
  const data = [
    columns.map((c) => ({ value: c.title, fontWeight: "bold" as const })),
    ...rows.map((row) =>
      columns.map((c) => {
        const value = c.value ? c.value(row) : c.text(row);
        return typeof value === "number" ? { type: Number, value, format: "#,##0" } : { type: String, value };
      }),
    ),
  ];
  await writeExcelFile(data, { sheet: sheet.slice(0, 31), columns: columns.map(() => ({ width: 18 })) }).toFile(
    `${fileName}.xlsx`,
  );
}

export function FigureTable<T>({ caption, columns, rows, fileName }: Props<T>) {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      await exportXlsx(columns, rows, fileName, caption);
    } catch {
      notifyError(t("errorUnknown"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Group justify="flex-end" mb={4}>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={onExport}
          loading={busy}
          disabled={rows.length === 0}
          aria-label={`${caption} ${t("dashExportXlsx")}`}
        >
          {t("dashExportXlsx")}
        </Button>
      </Group>
      <ScrollArea
        type="auto"
        offsetScrollbars="x"
        viewportProps={{ ...KEYBOARD_SCROLL.viewportProps, "aria-label": caption }}
      >
        <Table striped withTableBorder fz="sm" miw={columns.length * 90} aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.title} ta={c.numeric ? "right" : "left"} scope="col">
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="sm" size="sm">
                    {t("dashNoRecords")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: figure rows have no id and never reorder in place
                <Table.Tr key={i}>
                  {columns.map((c) => (
                    <Table.Td key={c.title} ta={c.numeric ? "right" : "left"} style={{ whiteSpace: "nowrap" }}>
                      {c.text(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </div>
  );
}
