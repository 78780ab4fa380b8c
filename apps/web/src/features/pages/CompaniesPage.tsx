/**
 * Company administration (issue 12): administrators set each company's kind (logistics,
 * manufacturing, other), which the logistics council statistics count. /app/totalboard/companies.
 */
import { Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import type { AdminCompany } from "@portal/contract";
import { COMPANY_KINDS, type CompanyKind, t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageLoading } from "../../components/PageState.tsx";
import { WideTable } from "../../components/table/WideTable.tsx";
import { api } from "../../lib/api.ts";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { pageKeys } from "./api.ts";

const KIND_LABEL = {
  logistics: t("companyKindLogistics"),
  manufacturing: t("companyKindManufacturing"),
  other: t("companyKindOther"),
} satisfies Record<CompanyKind, string>;

const companiesQuery = {
  queryKey: pageKeys.companies,
  queryFn: () => api<{ items: AdminCompany[] }>("GET", "/api/admin/companies"),
};

export function CompaniesPage() {
  const client = useQueryClient();
  const companies = useQuery(companiesQuery);
  const setKind = async (code: string, kind: CompanyKind) => {
    try {
      await api("PUT", `/api/admin/companies/${encodeURIComponent(code)}/kind`, { kind });
      notifySuccess(t("companyKindSaved"));
      await client.invalidateQueries({ queryKey: pageKeys.companies });
      await client.invalidateQueries({ queryKey: pageKeys.logistics });
    } catch (e) {
      notifyError(e instanceof Error ? e.message : t("errorUnknown"));
    }
  };
  return (
    <Stack gap="md">
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Title order={1} size="h3" mb="md">
          {t("adminCompaniesTab")}
        </Title>
        {!companies.data && <PageLoading />}
        {companies.data?.items.length === 0 && <Text c="dimmed">{t("adminCompaniesEmpty")}</Text>}
        {companies.data && companies.data.items.length > 0 && (
          <WideTable minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("adminCompanyName")}</Table.Th>
                  <Table.Th>{t("adminCompanyCode")}</Table.Th>
                  <Table.Th>{t("adminCompanyBusinessNo")}</Table.Th>
                  <Table.Th>{t("companyKindLabel")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.data.items.map((c) => (
                  <Table.Tr key={c.companyCode}>
                    <Table.Td>
                      {c.name}
                      <Text size="xs" c="dimmed">
                        {fullDate(c.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{c.companyCode}</Table.Td>
                    <Table.Td>{c.businessNo ?? "-"}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${c.name} ${t("companyKindLabel")}`}
                        data={COMPANY_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
                        value={c.kind}
                        allowDeselect={false}
                        onChange={(v) => v && void setKind(c.companyCode, v as CompanyKind)}
                        w={120}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </Paper>
    </Stack>
  );
}
