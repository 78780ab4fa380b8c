/**
 * getIgnoreList (members spec sections 2, 4): the members whose notes are blocked (TYPE I), each
 * with 'allow again' after a confirmation (the entry is deleted; their later notes arrive again).
 */
import { Button, Center, Loader, Table, Text } from "@mantine/core";
import { type NoteBlock, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { blocksQuery, removeBlock, useNoteMutation } from "./api.ts";

export function BlockList() {
  const blocks = useQuery(blocksQuery("I"));
  const remove = useNoteMutation(removeBlock);
  const allow = (b: NoteBlock) =>
    confirmAction({
      title: t("notesAllow"),
      message: t("notesAllowConfirm", { name: b.targetName }),
      confirm: t("notesAllow"),
      onConfirm: () =>
        remove.mutate(
          { targetUserId: b.targetUserId, type: "I" },
          { onSuccess: () => notifySuccess(t("notesAllowed")), onError: (e) => notifyError(e.message) },
        ),
    });
  if (blocks.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("loading")} />
      </Center>
    );
  }
  const items = blocks.data?.items ?? [];
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("notesColSender")}</Table.Th>
          <Table.Th w={150}>{t("notesBlockedAt")}</Table.Th>
          <Table.Th w={110} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={3}>
              <Text c="dimmed" ta="center" py={48}>
                {blocks.error ? blocks.error.message : t("notesBlockedEmpty")}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {items.map((b) => (
          <Table.Tr key={b.blockId}>
            <Table.Td>
              <Text size="sm">
                {b.targetName} ({b.targetUserId})
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{fullDate(b.createdAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => allow(b)} loading={remove.isPending}>
                {t("notesAllow")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
