/**
 * /app/totalboard, integrated board management (boards spec section 2, "Board list"): title,
 * sortable table (No., board name, board type, registered date, write permission, in use),
 * filter by name, paging 5/10/25 with 'boards per page', the create-board button and a
 * not-found block when the filter finds nothing. Administrators only (route guard and API).
 */
import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { ADMIN_BOARD_SORT_FIELDS, BOARD_PAGE_SIZES, type Board, DEFAULT_BOARD_PAGE_SIZE, t } from "@portal/contract";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { DataGrid, type GridColumn } from "../../components/table/DataGrid.tsx";
import { fullDate } from "../../lib/format.ts";
import { adminBoardsQuery } from "./api.ts";
import { boardTypeLabel, roleLabel, templateLabel } from "./labels.ts";
import { NotFoundBlock } from "./NotFoundBlock.tsx";

/** List state kept in the URL, so "list" and "back" return to the same page. */
function useBoardListParams() {
  const [search, setSearch] = useSearchParams();
  const size = Number(search.get("pageSize"));
  const sort = search.get("sort") ?? "createdAt";
  const params = {
    page: Math.max(1, Number(search.get("page")) || 1),
    pageSize: (BOARD_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_BOARD_PAGE_SIZE,
    sort: (ADMIN_BOARD_SORT_FIELDS as readonly string[]).includes(sort) ? sort : "createdAt",
    order: search.get("order") === "asc" ? ("asc" as const) : ("desc" as const),
    q: search.get("q") ?? undefined,
  };
  const update = (changes: Partial<typeof params>) => {
    const next = { ...params, ...changes };
    const out = new URLSearchParams();
    if (next.page > 1) out.set("page", String(next.page));
    if (next.pageSize !== DEFAULT_BOARD_PAGE_SIZE) out.set("pageSize", String(next.pageSize));
    if (next.sort !== "createdAt" || next.order !== "desc") {
      out.set("sort", next.sort);
      out.set("order", next.order);
    }
    if (next.q) out.set("q", next.q);
    setSearch(out);
  };
  return { params, update };
}

export function BoardAdminPage() {
  const { params, update } = useBoardListParams();
  const boards = useQuery(adminBoardsQuery(params));
  const [filter, setFilter] = useState(params.q ?? "");
  const offset = (params.page - 1) * params.pageSize;
  const rows = boards.data?.items ?? [];

  const columns: GridColumn<Board>[] = [
    {
      key: "no",
      title: t("colNo"),
      sortKey: "boardId",
      width: 72,
      align: "center",
      hideOnPhone: true,
      render: (row) => offset + rows.indexOf(row) + 1,
    },
    {
      key: "name",
      title: t("colBoardName"),
      sortKey: "name",
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/app/boardupdate/${row.boardId}`} fw={600} size="sm" lineClamp={1}>
            {row.name}
          </Anchor>
          {!row.inUse && (
            <Badge color="gray" variant="light" size="sm">
              {t("boardDeletedBadge")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "type",
      title: t("colBoardType"),
      sortKey: "type",
      width: 200,
      hideOnPhone: true,
      render: (row) => (
        <Text size="sm">
          {boardTypeLabel(row.type)} · {templateLabel(row.template)}
        </Text>
      ),
    },
    {
      key: "createdAt",
      title: t("colRegistered"),
      sortKey: "createdAt",
      width: 150,
      align: "center",
      hideOnPhone: true,
      render: (row) => fullDate(row.createdAt).slice(0, 10),
    },
    {
      key: "writeRole",
      title: t("colWriteRole"),
      sortKey: "writeRole",
      width: 130,
      align: "center",
      render: (row) => <Text size="sm">{roleLabel(row.writeRole)}</Text>,
    },
    {
      key: "inUse",
      title: t("colInUse"),
      sortKey: "inUse",
      width: 96,
      align: "center",
      render: (row) => (
        <Badge color={row.inUse ? "teal" : "gray"} variant="light">
          {row.inUse ? t("use") : t("notUse")}
        </Badge>
      ),
    },
  ];

  const notFound = Boolean(params.q) && boards.data?.total === 0;
  return (
    <Stack gap="md">
      <AdminNav />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("adminBoardsTitle")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("adminBoardsDesc")}
          </Text>
        </div>
        <Button component={Link} to="/app/boardregister" leftSection={<IconPlus size={16} aria-hidden />}>
          {t("boardCreate")}
        </Button>
      </Group>
      <Group
        component="form"
        role="search"
        gap="xs"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: filter.trim() || undefined, page: 1 });
        }}
      >
        <TextInput
          aria-label={t("boardFilterPlaceholder")}
          placeholder={t("boardFilterPlaceholder")}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={260}
        />
        <Button type="submit" variant="default">
          {t("search")}
        </Button>
      </Group>
      {notFound ? (
        <NotFoundBlock title={t("emptyList")} hint={t("boardNotFoundHint")} />
      ) : (
        <DataGrid<Board>
          columns={columns}
          rows={rows}
          rowKey={(row) => row.boardId}
          rowStyle={(row) => (row.inUse ? undefined : { color: "var(--mantine-color-gray-6)" })}
          rowHeight={53}
          loading={boards.isFetching}
          emptyText={t("emptyList")}
          sort={{ sort: params.sort, order: params.order }}
          onSort={(sort) => update({ ...sort, page: 1 })}
          page={params.page}
          pageSize={params.pageSize}
          pageSizes={BOARD_PAGE_SIZES}
          pageSizeLabel={t("boardPageSizeLabel")}
          total={boards.data?.total ?? 0}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 1 })}
        />
      )}
    </Stack>
  );
}
