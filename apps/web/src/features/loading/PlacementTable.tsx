/**
 * The placements of one vehicle as a table (for screen readers and phones): step, cargo name,
 * position and placed size (mm), stop; the boxes up to `step`, 50 a page.
 */
import { Pagination, Table } from "@mantine/core";
import { type PlacementRow, t } from "@portal/contract";
import { useState } from "react";
import { mm, point } from "./format.ts";

const PAGE = 50;

interface Props {
  placements: PlacementRow[];
  step: number;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
}

/** The placement table with its pages. */
export function PlacementTable({ placements, step, nameOf }: Props) {
  const rows = placements.filter((p) => p.step <= step).sort((a, b) => a.step - b.step);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const [page, setPage] = useState(1);
  const current = Math.min(page, pages);
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped fz="sm" verticalSpacing={4}>
          <Table.Caption>{t("loadingStepOf", { step, total: placements.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("loadingStep")}</Table.Th>
              <Table.Th>{t("loadingCargoName")}</Table.Th>
              <Table.Th>{t("loadingPosition")}</Table.Th>
              <Table.Th>{t("loadingSize")}</Table.Th>
              <Table.Th>{t("loadingCargoStop")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice((current - 1) * PAGE, current * PAGE).map((p) => (
              <Table.Tr key={p.step}>
                <Table.Td>{p.step}</Table.Td>
                <Table.Td>{nameOf(p.typeId)}</Table.Td>
                <Table.Td>{point(p.x, p.y, p.z)}</Table.Td>
                <Table.Td>{`${mm(p.dx)} × ${mm(p.dy)} × ${mm(p.dz)}`}</Table.Td>
                <Table.Td>{p.stop ?? "-"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" mt="xs" />}
    </>
  );
}
