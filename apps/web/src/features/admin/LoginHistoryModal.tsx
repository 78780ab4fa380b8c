/** A member's login history (successes and failures with time and address), from the audit log. */
import { Badge, Modal, Pagination, Stack, Table, Text } from "@mantine/core";
import { type MemberRow, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { WideTable } from "../../components/table/WideTable.tsx";
import { fullDate } from "../../lib/format.ts";
import { loginHistoryQuery } from "./api.ts";
import { describeDetail } from "./auditText.ts";

export function LoginHistoryModal({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...loginHistoryQuery(member?.userId ?? "", page), enabled: member !== null });
  const items = history.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / (history.data?.pageSize ?? 10)));
  return (
    <Modal
      opened={member !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={member ? t("memberHistoryTitle", { name: member.nameKo, userId: member.userId }) : ""}
      size="lg"
    >
      <Stack gap="sm">
        {history.isSuccess && items.length === 0 && <Text c="dimmed">{t("historyEmpty")}</Text>}
        {items.length > 0 && (
          <WideTable minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("colAt")}</Table.Th>
                  <Table.Th>{t("colResult")}</Table.Th>
                  <Table.Th>{t("colIp")}</Table.Th>
                  <Table.Th>{t("colDetail")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{fullDate(entry.at)}</Table.Td>
                    <Table.Td>
                      <Badge color={entry.action === "login.success" ? "teal" : "red"} variant="light">
                        {entry.action === "login.success" ? t("resultSuccess") : t("resultFailure")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{entry.ip ?? "-"}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{describeDetail(entry)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            role="navigation"
            aria-label={t("pagination")}
          />
        )}
      </Stack>
    </Modal>
  );
}
