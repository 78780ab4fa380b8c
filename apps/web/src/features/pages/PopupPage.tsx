/**
 * Popup-only pages /app/POPUP/PLT000101_01 … and PoliciesPopup (boards spec §2): no header or footer
 * (the Shell leaves them bare), work when opened directly; PLT000101_01 (the right panel's statistics
 * window, 1050x690) adds the published survey results (charts) and the logistics council statistics. A close button closes the window.
 */
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { pageDef, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { usePageTitle } from "../../lib/title.ts";
import { pageQuery } from "./api.ts";
import { LogisticsStats } from "./LogisticsStats.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { PageBody } from "./PageBody.tsx";

// The survey charts (@mantine/charts) load only in the statistics window, not with every information page.
const SurveyStats = lazy(() => import("../surveys/index.ts").then((m) => ({ default: m.SurveyStats })));

export function PopupPage() {
  const { popupId = "" } = useParams();
  const pageId = `POPUP_${popupId}`;
  const def = pageDef(pageId);
  const page = useQuery({ ...pageQuery(pageId), enabled: def !== undefined });
  usePageTitle(def ? (page.data?.title ?? t("titleInfoPage")) : t("titleNotFound"));
  if (!def) return <NotFoundPage />;
  if (page.error) return <PageError error={page.error} />;
  if (!page.data) return <PageLoading />;
  return (
    <Paper radius={0} p={{ base: "md", sm: "xl" }} mih="100vh">
      <Stack gap="md" maw={1000} mx="auto">
        <Group justify="space-between">
          <Title order={1} size="h3">
            {page.data.title}
          </Title>
          <Button variant="default" onClick={() => window.close()}>
            {t("popupClose")}
          </Button>
        </Group>
        <PageBody html={page.data.bodyHtml} />
        {popupId === "PLT000101_01" && (
          <Suspense fallback={<PageLoading />}>
            <SurveyStats />
          </Suspense>
        )}
        {popupId === "PLT000101_01" && <LogisticsStats />}
      </Stack>
    </Paper>
  );
}
