/**
 * The administrators' lists of the stored pages (issue 38 §4): /app/totalboard/pages (information
 * pages: every kind but popups) and /app/totalboard/popups (the popup windows), each row with the
 * page's title and address (opens it) in one cell, so a phone shows every column, its last change,
 * and a link to its editor
 * (/app/totalboard/pages/{pageId}, PageEditPage). GET /api/admin/pages answers administrators only.
 */
import { Anchor, Button, Paper, Table, Text, Title } from "@mantine/core";
import { type AdminPage, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { api } from "../../lib/api.ts";
import { fullDate } from "../../lib/format.ts";
import { KEYBOARD_SCROLL } from "../../lib/scroll.ts";
import { pageKeys } from "./api.ts";

const pagesQuery = {
  queryKey: pageKeys.adminList,
  queryFn: () => api<{ items: AdminPage[] }>("GET", "/api/admin/pages"),
};

/** `popups`: the popup windows; otherwise the information pages. */
export function PageListPage({ popups = false }: { popups?: boolean }) {
  const pages = useQuery(pagesQuery);
  const items = pages.data?.items.filter((page) => (page.kind === "popup") === popups) ?? [];
  return (
    <>
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} mt="md">
        <Title order={1} size="h3" mb="xs">
          {t(popups ? "titleAdminPopups" : "titleAdminPages")}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t(popups ? "adminPopupsIntro" : "adminPagesIntro")}
        </Text>
        {pages.error && <PageError error={pages.error} />}
        {pages.isPending && <PageLoading />}
        {pages.data && (
          <Table.ScrollContainer minWidth={340} scrollAreaProps={KEYBOARD_SCROLL}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("adminPageColTitle")}</Table.Th>
                  <Table.Th>{t("adminPageColUpdated")}</Table.Th>
                  <Table.Th>{t("adminPageEdit")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((page) => (
                  <Table.Tr key={page.pageId}>
                    <Table.Td>
                      <Text size="sm">{page.title}</Text>
                      <Anchor href={page.path} target={popups ? "_blank" : undefined} size="xs">
                        {page.path}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t("adminPageUpdatedBy", { date: fullDate(page.updatedAt), name: page.updatedByName })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        component={Link}
                        to={`/app/totalboard/pages/${page.pageId}`}
                        size="xs"
                        variant="light"
                        aria-label={t("adminPageEditOf", { title: page.title })}
                      >
                        {t("adminPageEdit")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}
