/**
 * Administrators on an anonymous board: shows the real writer of a post or comment from the
 * admin-only trace endpoint (each look-up is written to the audit log by the server).
 */
import { Table } from "@mantine/core";
import { modals } from "@mantine/modals";
import { type AuthorTrace, t } from "@portal/contract";
import { api } from "../lib/api.ts";
import { notifyError } from "../lib/notify.ts";

/** Looks up and shows the writer of `kind` `id`. */
export async function showAuthorTrace(kind: "posts" | "comments", id: number): Promise<void> {
  try {
    const who = await api<AuthorTrace>("GET", `/api/admin/${kind}/${id}/author`);
    modals.open({
      title: t("anonymousTraceTitle"),
      children: (
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t("anonymousTraceId")}</Table.Th>
              <Table.Td>{who.userId}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("anonymousTraceName")}</Table.Th>
              <Table.Td>{who.nameKo}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("anonymousTraceEmail")}</Table.Th>
              <Table.Td>{who.email ?? ""}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ),
    });
  } catch (error) {
    notifyError(error instanceof Error ? error.message : t("errorUnknown"));
  }
}
