/**
 * The footer of a paged list: the total, the page-size choice and the pages, with Korean labels.
 * Shared by the table (DataGrid) and the gallery templates.
 */
import { Group, Pagination, Select, Text } from "@mantine/core";
import { t } from "@portal/contract";
import { useId } from "react";
import { DROPDOWN_ON_OPEN } from "../../lib/dropdowns.ts";
import { numberText } from "../../lib/format.ts";

interface Props {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  pageSizeLabel: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  className?: string;
}

/** The total, the page-size select and the pagination, in Korean. */
export function ListFooter(props: Props) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const pageSizeId = useId();
  return (
    <Group justify="space-between" p="sm" className={props.className} wrap="wrap" gap="sm">
      <Text size="sm">{t("totalCount", { total: numberText(props.total) })}</Text>
      <Group gap="sm" wrap="wrap">
        <Group gap={6}>
          <Text size="sm" component="label" htmlFor={pageSizeId}>
            {props.pageSizeLabel}
          </Text>
          <Select
            comboboxProps={DROPDOWN_ON_OPEN}
            id={pageSizeId}
            w={80}
            size="xs"
            data={props.pageSizes.map(String)}
            value={String(props.pageSize)}
            onChange={(value) => value && props.onPageSize(Number(value))}
            allowDeselect={false}
          />
        </Group>
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(props.page, pages)}
          onChange={props.onPage}
          role="navigation"
          aria-label={t("pagination")}
        />
      </Group>
    </Group>
  );
}
