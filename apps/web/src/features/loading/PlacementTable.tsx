/**
 * The placements of one vehicle as a table (for screen readers and phones): step, cargo name,
 * position and placed size (mm), stop; the boxes up to `step`, 50 a page. With `onSelect` each row
 * has a "선택" button (the keyboard's way to pick a box to edit, issue 27 §4); the selected row is
 * marked, and rows a broken rule names (`problems`) are red.
 */
import { Button, Pagination, Table } from "@mantine/core";
import { type PlacementRow, t } from "@portal/contract";
import { useState } from "react";
import { WideTable } from "../../components/table/WideTable.tsx";
import { mm, point } from "./format.ts";

const PAGE = 50;

interface Props {
  placements: PlacementRow[];
  step: number;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
  selected?: number | null;
  problems?: ReadonlySet<number>;
  onSelect?: (index: number) => void;
}

/** The placement table with its pages. */
export function PlacementTable({ placements, step, nameOf, selected = null, problems, onSelect }: Props) {
  const rows = placements
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.step <= step)
    .sort((a, b) => a.p.step - b.p.step);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const [page, setPage] = useState(1);
  const current = Math.min(page, pages);
  return (
    <>
      <WideTable minWidth={onSelect ? 640 : 560}>
        <Table striped fz="sm" verticalSpacing={4}>
          <Table.Caption>{t("loadingStepOf", { step, total: placements.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("loadingStep")}</Table.Th>
              <Table.Th>{t("loadingCargoName")}</Table.Th>
              <Table.Th>{t("loadingPosition")}</Table.Th>
              <Table.Th>{t("loadingSize")}</Table.Th>
              <Table.Th>{t("loadingCargoStop")}</Table.Th>
              {onSelect && <Table.Th>{t("loadingEdit")}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice((current - 1) * PAGE, current * PAGE).map(({ p, index }) => (
              <Table.Tr
                key={p.step}
                bg={index === selected ? "var(--mantine-color-orange-light)" : undefined}
                c={problems?.has(index) ? "red.9" : undefined}
              >
                <Table.Td>{p.step}</Table.Td>
                <Table.Td>{nameOf(p.typeId)}</Table.Td>
                <Table.Td>{point(p.x, p.y, p.z)}</Table.Td>
                <Table.Td>{`${mm(p.dx)} × ${mm(p.dy)} × ${mm(p.dz)}`}</Table.Td>
                <Table.Td>{p.stop ?? "-"}</Table.Td>
                {onSelect && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant={index === selected ? "filled" : "light"}
                      aria-pressed={index === selected}
                      aria-label={t("loadingEditSelectBox", {
                        box: t("loadingViolationBox", { step: p.step, name: nameOf(p.typeId) }),
                      })}
                      onClick={() => onSelect(index)}
                    >
                      {t("loadingEditSelect")}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" mt="xs" />}
    </>
  );
}
