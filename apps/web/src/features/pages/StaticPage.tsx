/**
 * The information pages /app/PLT0101xx, PLT0201xx–0205xx and PLT0301xx–0305xx (boards spec §2,
 * members spec §2 "Static pages"): the stored page (members only for the login-guarded ones; the
 * route guard and the server both refuse visitors), the logistics council statistics on PLT010501,
 * the digital-twin and HICOS frames on PLT020101 and PLT020201, and an edit button for administrators.
 */
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { pageDef, t } from "@portal/contract";
import { IconEdit } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { fullDate } from "../../lib/format.ts";
import { useSessionUser } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/title.ts";
import { pageQuery } from "./api.ts";
import { LogisticsStats } from "./LogisticsStats.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { PageBody } from "./PageBody.tsx";
import { ServiceFrame } from "./ServiceFrame.tsx";

const FRAMES: Record<string, "digitalTwin" | "hicos"> = { PLT020101: "digitalTwin", PLT020201: "hicos" };

export function StaticPage(props: { pageId?: string; full?: boolean }) {
  const params = useParams();
  const pageId = props.pageId ?? params.pageId ?? "";
  const def = pageDef(pageId);
  const user = useSessionUser();
  const page = useQuery({ ...pageQuery(pageId), enabled: def !== undefined && def.kind !== "popup" });
  const shown = def !== undefined && def.kind !== "popup" && def.kind !== "policy";
  usePageTitle(shown ? (page.data?.title ?? t("titleInfoPage")) : t("titleNotFound"));
  if (!shown) return <NotFoundPage />;
  const frame = (node: ReactNode) => (props.full ? <FullPageFrame size="lg">{node}</FullPageFrame> : node);
  if (page.error) return frame(<PageError error={page.error} />);
  if (!page.data) return frame(<PageLoading />);
  const p = page.data;
  const body = (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {p.title}
            </Title>
            <Text size="xs" c="dimmed" mt={4}>
              {t("pageUpdatedAt", { date: fullDate(p.updatedAt) })}
            </Text>
          </div>
          {user?.role === "A" && (
            <Button
              component={Link}
              to={`/app/totalboard/pages/${pageId}`}
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t("pageEdit")}
            </Button>
          )}
        </Group>
        <PageBody html={p.bodyHtml} />
        {pageId === "PLT010501" && <LogisticsStats />}
        {FRAMES[pageId] && <ServiceFrame service={FRAMES[pageId]} />}
      </Stack>
    </Paper>
  );
  return frame(body);
}
