/**
 * Members: search (id, name, company, e-mail), role and state filters, and per member a role
 * select (not for oneself), lock/unlock, a password reset link and the login history.
 */
import { ActionIcon, Badge, Box, Button, Group, Select, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import {
  ADMIN_PAGE_SIZES,
  MEMBER_STATES,
  type MemberRow,
  type MessageKey,
  ROLES,
  type Role,
  t,
} from "@portal/contract";
import { IconHistory, IconLock, IconLockOpen, IconMailForward, IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataGrid, type GridColumn, type GridSort } from "../../components/table/DataGrid.tsx";
import { usePaging } from "../../components/table/usePaging.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { changeRole, lockMember, membersQuery, sendResetLink } from "./api.ts";
import { adminKeys } from "./keys.ts";
import { LoginHistoryModal } from "./LoginHistoryModal.tsx";
import { options, roleLabel } from "./labels.ts";

const stateColor = { active: "teal", locked: "red", inactive: "gray" } as const;

/** A change run from the members table: resolves with the message to show. */
type MemberChange = () => Promise<string>;

/** One member's actions: lock or unlock (not oneself), a password reset link, the login history. */
function MemberActions({
  row: r,
  self,
  act,
  confirm,
  onHistory,
}: {
  row: MemberRow;
  self: boolean;
  act: (run: MemberChange) => void;
  confirm: (text: string, run: MemberChange) => void;
  onHistory: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {self ? (
        <Box w={28} aria-hidden />
      ) : (
        <Tooltip label={r.state === "locked" ? t("memberUnlock") : t("memberLock")}>
          <ActionIcon
            variant="subtle"
            color={r.state === "locked" ? "teal" : "red"}
            aria-label={`${r.userId} ${r.state === "locked" ? t("memberUnlock") : t("memberLock")}`}
            onClick={() =>
              r.state === "locked"
                ? act(async () => {
                    await lockMember(r.userId, false);
                    return t("memberUnlocked");
                  })
                : confirm(t("memberLockConfirm", { name: r.nameKo, userId: r.userId }), async () => {
                    await lockMember(r.userId, true);
                    return t("memberLocked");
                  })
            }
          >
            {r.state === "locked" ? <IconLockOpen size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t("memberResetLink")}>
        <ActionIcon
          variant="subtle"
          aria-label={`${r.userId} ${t("memberResetLink")}`}
          disabled={!r.email}
          onClick={() =>
            confirm(t("memberResetConfirm", { name: r.nameKo, userId: r.userId }), async () => {
              const sent = await sendResetLink(r.userId);
              return t("memberResetSent", { email: sent.email });
            })
          }
        >
          <IconMailForward size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("memberHistory")}>
        <ActionIcon variant="subtle" aria-label={`${r.userId} ${t("memberHistory")}`} onClick={onHistory}>
          <IconHistory size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The members' filters: a text search (applied on submit), the role and the state (applied at once). */
type MemberFilterValues = { q?: string; role?: string; state?: string };

function MemberFilters({
  filters,
  onChange,
}: {
  filters: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
}) {
  const [text, setText] = useState("");
  return (
    <Group
      component="form"
      role="search"
      gap="xs"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filters, q: text.trim() || undefined });
      }}
    >
      <TextInput
        aria-label={t("memberSearchPlaceholder")}
        placeholder={t("memberSearchPlaceholder")}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={240}
      />
      <Select
        aria-label={t("colRole")}
        w={170}
        data={[{ value: "", label: t("roleAll") }, ...ROLES.map((r) => ({ value: r, label: roleLabel(r) }))]}
        value={filters.role ?? ""}
        allowDeselect={false}
        onChange={(value) => onChange({ ...filters, role: value || undefined })}
      />
      <Select
        aria-label={t("colState")}
        w={130}
        data={[
          { value: "", label: t("stateAll") },
          ...MEMBER_STATES.map((s) => ({ value: s, label: t(`state${s}` as MessageKey) })),
        ]}
        value={filters.state ?? ""}
        allowDeselect={false}
        onChange={(value) => onChange({ ...filters, state: value || undefined })}
      />
      <Button type="submit" variant="default">
        {t("search")}
      </Button>
    </Group>
  );
}

export function MembersTab() {
  const user = useSessionUser();
  const client = useQueryClient();
  const [filters, setFilters] = useState<MemberFilterValues>({});
  const [sort, setSort] = useState<GridSort>({ sort: "createdAt", order: "desc" });
  const paging = usePaging(ADMIN_PAGE_SIZES[0]);
  const { page, pageSize } = paging;
  const [history, setHistory] = useState<MemberRow | null>(null);
  const members = useQuery(membersQuery({ ...filters, ...sort, page, pageSize }));
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.members });

  const act = useMutation({
    mutationFn: (run: () => Promise<string>) => run(),
    onSuccess: async (message) => {
      notifySuccess(message);
      await refresh();
    },
    onError: (e: Error) => notifyError(e.message),
  });

  const confirm = (text: string, run: MemberChange) =>
    confirmAction({
      title: t("confirm"),
      message: text,
      confirm: t("confirm"),
      onConfirm: () => act.mutate(run),
    });

  const onRole = (row: MemberRow, role: Role) =>
    confirm(t("memberRoleConfirm", { name: row.nameKo, userId: row.userId, role: roleLabel(role) }), async () => {
      await changeRole(row.userId, role);
      return t("memberRoleChanged");
    });

  const columns: GridColumn<MemberRow>[] = [
    {
      key: "userId",
      title: t("colUserId"),
      sortKey: "userId",
      width: 130,
      // On a phone the name and state columns give way to the role: both show under the id.
      render: (r) => (
        <>
          <Text size="sm">{r.userId}</Text>
          <Group gap={4} hiddenFrom="sm" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {r.nameKo}
            </Text>
            {r.state !== "active" && (
              <Badge size="xs" color={stateColor[r.state]} variant="light">
                {t(`state${r.state}` as MessageKey)}
              </Badge>
            )}
          </Group>
        </>
      ),
    },
    { key: "nameKo", title: t("colName"), sortKey: "nameKo", width: 110, hideOnPhone: true, render: (r) => r.nameKo },
    {
      key: "company",
      title: t("colCompany"),
      sortKey: "companyName",
      hideOnPhone: true,
      render: (r) => (
        <Text size="sm" truncate="end" maw={200}>
          {r.companyName ?? "-"}
        </Text>
      ),
    },
    {
      key: "role",
      title: t("colRole"),
      sortKey: "role",
      width: 150,
      render: (r) => (
        <Select
          size="xs"
          aria-label={t("memberRoleFor", { userId: r.userId })}
          data={options.roles}
          value={r.role}
          allowDeselect={false}
          disabled={r.userId === user?.userId}
          onChange={(value) => value && value !== r.role && onRole(r, value as Role)}
        />
      ),
    },
    {
      key: "state",
      title: t("colState"),
      width: 90,
      align: "center",
      hideOnPhone: true,
      render: (r) => (
        <Badge color={stateColor[r.state]} variant="light">
          {t(`state${r.state}` as MessageKey)}
        </Badge>
      ),
    },
    {
      key: "lastLogin",
      title: t("colLastLogin"),
      sortKey: "lastLoginAt",
      width: 140,
      hideOnPhone: true,
      render: (r) => (r.lastLoginAt ? fullDate(r.lastLoginAt) : "-"),
    },
    {
      key: "actions",
      title: t("colActions"),
      width: 130,
      render: (r) => (
        <MemberActions
          row={r}
          self={r.userId === user?.userId}
          act={(run) => act.mutate(run)}
          confirm={confirm}
          onHistory={() => setHistory(r)}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <MemberFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          paging.firstPage();
        }}
      />
      <DataGrid<MemberRow>
        columns={columns}
        rows={members.data?.items ?? []}
        rowKey={(r) => r.userId}
        loading={members.isFetching}
        emptyText={t("membersEmpty")}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          paging.firstPage();
        }}
        page={page}
        pageSize={pageSize}
        pageSizes={ADMIN_PAGE_SIZES}
        pageSizeLabel={t("memberPageSizeLabel")}
        total={members.data?.total ?? 0}
        onPage={paging.onPage}
        onPageSize={paging.onPageSize}
      />
      <LoginHistoryModal member={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
