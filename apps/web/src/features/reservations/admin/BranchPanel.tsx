/** Places (branch code, name, address): the list, inline editing and adding one. */
import { Button, Group, Paper, Stack, Table, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { useForm } from "@mantine/form";
import { branchCreateSchema, branchWriteSchema, type ReservationBranch, t } from "@portal/contract";
import { useState } from "react";
import { WideTable } from "../../../components/table/WideTable.tsx";
import { contractResolver } from "../../../lib/form.ts";
import { adminApi, useAdminMutation } from "./api.ts";

function BranchRow({ branch }: { branch: ReservationBranch }) {
  const [editing, setEditing] = useState(false);
  const form = useForm({
    initialValues: { name: branch.name, address: branch.address },
    validate: contractResolver(branchWriteSchema),
  });
  const update = useAdminMutation((values: typeof form.values) => adminApi.updateBranch(branch.branchCode, values));
  if (!editing) {
    return (
      <Table.Tr>
        <Table.Td>{branch.branchCode}</Table.Td>
        <Table.Td>{branch.name}</Table.Td>
        <Table.Td>{branch.address}</Table.Td>
        <Table.Td>
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
            {t("edit")}
          </Button>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr>
      <Table.Td>{branch.branchCode}</Table.Td>
      <Table.Td>
        <TextInput size="xs" aria-label={t("adminBranchName")} {...form.getInputProps("name")} />
      </Table.Td>
      <Table.Td>
        <TextInput size="xs" aria-label={t("adminBranchAddress")} {...form.getInputProps("address")} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            loading={update.isPending}
            onClick={() => update.mutate(form.values, { onSuccess: () => setEditing(false) })}
          >
            {t("save")}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setEditing(false)}>
            {t("cancel")}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The places card: list, edit in place, add. */
export function BranchPanel({ branches }: { branches: ReservationBranch[] }) {
  const form = useForm({
    initialValues: { branchCode: "", name: "", address: "" },
    validate: contractResolver(branchCreateSchema),
  });
  const create = useAdminMutation(adminApi.createBranch);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t("adminBranches")}
      </Title>
      <Stack gap="sm">
        <WideTable minWidth={520} label={t("adminBranches")}>
          <Table striped verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t("adminBranchCode")}</Table.Th>
                <Table.Th>{t("adminBranchName")}</Table.Th>
                <Table.Th>{t("adminBranchAddress")}</Table.Th>
                <Table.Th w={110}>
                  <VisuallyHidden>{t("colActions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {branches.map((branch) => (
                <BranchRow key={branch.branchCode} branch={branch} />
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
        <form onSubmit={form.onSubmit((values) => create.mutate(values, { onSuccess: () => form.reset() }))}>
          <Group align="flex-end" gap="xs">
            <TextInput size="xs" w={100} label={t("adminBranchCode")} {...form.getInputProps("branchCode")} />
            <TextInput size="xs" w={180} label={t("adminBranchName")} {...form.getInputProps("name")} />
            <TextInput
              size="xs"
              style={{ flex: 1, minWidth: 200 }}
              label={t("adminBranchAddress")}
              {...form.getInputProps("address")}
            />
            <Button size="xs" type="submit" loading={create.isPending}>
              {t("adminAddBranch")}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
