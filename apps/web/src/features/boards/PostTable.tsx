/**
 * The table template of the board list (boards spec section 2, "Board list screen"): No., title,
 * author, date, views; sortable; page sizes 15/30/45; notices pinned with 공지 on grey.
 */
import { Badge } from "@mantine/core";
import { POST_PAGE_SIZES, type PostList, type PostRow, t } from "@portal/contract";
import { DataTable, type DataTableSortStatus } from "mantine-datatable";
import { listDate, numberText } from "../../lib/format.ts";
import type { ListParams } from "./api.ts";
import { PostTitleCell } from "./PostTitleCell.tsx";

const SORT_BY_ACCESSOR: Record<string, string> = {
  number: "number",
  title: "title",
  authorName: "author",
  createdAt: "createdAt",
  viewCount: "viewCount",
};
const ACCESSOR_BY_SORT = Object.fromEntries(Object.entries(SORT_BY_ACCESSOR).map(([k, v]) => [v, k]));

interface Props {
  boardId: string;
  data: PostList | undefined;
  fetching: boolean;
  params: ListParams;
  onChange: (changes: Partial<ListParams>) => void;
}

export function PostTable({ boardId, data, fetching, params, onChange }: Props) {
  const records: PostRow[] = data ? [...data.notices, ...data.items] : [];
  const sortStatus: DataTableSortStatus<PostRow> = {
    columnAccessor: ACCESSOR_BY_SORT[params.sort] ?? "createdAt",
    direction: params.order,
  };
  return (
    <DataTable<PostRow>
      withTableBorder
      borderRadius="sm"
      minHeight={records.length ? undefined : 220}
      idAccessor="postId"
      records={records}
      fetching={fetching}
      noRecordsText={params.q ? t("emptyList") : t("emptyBoard")}
      rowStyle={(row) => (row.notice && row.depth === 0 ? { background: "var(--mantine-color-gray-1)" } : undefined)}
      sortStatus={sortStatus}
      onSortStatusChange={(s) =>
        onChange({ sort: SORT_BY_ACCESSOR[s.columnAccessor as string] ?? "createdAt", order: s.direction, page: 1 })
      }
      totalRecords={data?.total ?? 0}
      page={params.page}
      onPageChange={(page) => onChange({ page })}
      recordsPerPage={params.pageSize}
      recordsPerPageOptions={[...POST_PAGE_SIZES]}
      onRecordsPerPageChange={(pageSize) => onChange({ pageSize, page: 1 })}
      recordsPerPageLabel={t("pageSizeLabel")}
      paginationText={({ totalRecords }) => t("totalCount", { total: numberText(totalRecords) })}
      columns={[
        {
          accessor: "number",
          title: t("colNo"),
          width: 80,
          textAlign: "center",
          sortable: true,
          render: (row) =>
            row.notice && row.depth === 0 ? (
              <Badge color="gray" variant="filled" radius="sm">
                {t("noticeLabel")}
              </Badge>
            ) : (
              row.number
            ),
        },
        {
          accessor: "title",
          title: t("colTitle"),
          sortable: true,
          render: (row) => <PostTitleCell row={row} boardId={boardId} />,
        },
        {
          accessor: "authorName",
          title: t("colAuthor"),
          width: 120,
          sortable: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          ellipsis: true,
        },
        {
          accessor: "createdAt",
          title: t("colDate"),
          width: 110,
          textAlign: "center",
          sortable: true,
          render: (row) => listDate(row.createdAt),
        },
        {
          accessor: "viewCount",
          title: t("colViews"),
          width: 80,
          textAlign: "right",
          sortable: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (row) => numberText(row.viewCount),
        },
      ]}
    />
  );
}
