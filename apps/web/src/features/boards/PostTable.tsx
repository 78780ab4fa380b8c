/**
 * The table template of the board list (boards spec section 2, "Board list screen"): No., title,
 * author, date, views; sortable; page sizes 15/30/45; notices pinned with 공지 on grey.
 */
import { Badge, Text } from "@mantine/core";
import { POST_PAGE_SIZES, type PostList, type PostRow, t } from "@portal/contract";
import { DataGrid, type GridColumn } from "../../components/table/DataGrid.tsx";
import { listDate, numberText } from "../../lib/format.ts";
import type { ListParams } from "./api.ts";
import { PostTitleCell } from "./PostTitleCell.tsx";

interface Props {
  boardId: string;
  data: PostList | undefined;
  fetching: boolean;
  params: ListParams;
  onChange: (changes: Partial<ListParams>) => void;
}

const isPinned = (row: PostRow) => row.notice && row.depth === 0;

export function PostTable({ boardId, data, fetching, params, onChange }: Props) {
  const columns: GridColumn<PostRow>[] = [
    {
      key: "number",
      title: t("colNo"),
      sortKey: "number",
      width: 84,
      align: "center",
      hideOnPhone: true,
      render: (row) =>
        isPinned(row) ? (
          <Badge color="gray" variant="filled" radius="sm">
            {t("noticeLabel")}
          </Badge>
        ) : (
          row.number
        ),
    },
    {
      key: "title",
      title: t("colTitle"),
      sortKey: "title",
      render: (row) => <PostTitleCell row={row} boardId={boardId} />,
    },
    {
      key: "author",
      title: t("colAuthor"),
      sortKey: "author",
      width: 120,
      hideOnPhone: true,
      render: (row) => (
        <Text size="sm" truncate="end">
          {row.authorName}
        </Text>
      ),
    },
    {
      key: "date",
      title: t("colDate"),
      sortKey: "createdAt",
      width: 104,
      align: "center",
      render: (row) => listDate(row.createdAt),
    },
    {
      key: "views",
      title: t("colViews"),
      sortKey: "viewCount",
      width: 84,
      align: "right",
      hideOnPhone: true,
      render: (row) => numberText(row.viewCount),
    },
  ];
  return (
    <DataGrid<PostRow>
      columns={columns}
      rows={data ? [...data.notices, ...data.items] : []}
      rowKey={(row) => row.postId}
      rowStyle={(row) => (isPinned(row) ? { background: "var(--mantine-color-gray-1)" } : undefined)}
      loading={fetching}
      emptyText={params.q ? t("emptyList") : t("emptyBoard")}
      sort={{ sort: params.sort ?? data?.sort ?? "createdAt", order: params.order ?? data?.order ?? "desc" }}
      onSort={(sort) => onChange({ ...sort, page: 1 })}
      page={params.page}
      pageSize={params.pageSize}
      pageSizes={POST_PAGE_SIZES}
      pageSizeLabel={t("pageSizeLabel")}
      total={data?.total ?? 0}
      onPage={(page) => onChange({ page })}
      onPageSize={(pageSize) => onChange({ pageSize, page: 1 })}
    />
  );
}
