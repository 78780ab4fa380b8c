/**
 * /app/FUL/TermsOfservice and /app/FUL/PrivacyPolicy, the footer's terms of service and privacy
 * policy (members spec section 2: one shared page; any other path on it shows the privacy policy;
 * §9 constants in the text). The text is the stored page; every past version stays readable at its
 * own address, `?version=N`, listed under the text. The privacy policy names the privacy officer
 * and the operator from the stored operator details (issue 24 §3; 개인정보 보호법 §30, §31).
 */
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearchParams } from "react-router";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { fullDate } from "../../lib/format.ts";
import { operatorQuery } from "../../lib/operator.ts";
import { pageHistoryQuery, pageQuery, pageVersionQuery } from "./api.ts";
import { PageBody } from "./PageBody.tsx";

/** The privacy officer and the operator, as administrators stored them (nothing until they do). */
function PrivacyOfficer() {
  const operator = useQuery(operatorQuery).data?.operator;
  if (!operator) return null;
  return (
    <section aria-labelledby="privacy-officer">
      <Title order={2} size="h4" mb="xs" id="privacy-officer">
        {t("privacyOfficerHeading")}
      </Title>
      <Stack gap={4}>
        <Text size="sm">{t("privacyOfficerText", { organization: operator.organization })}</Text>
        <Text size="sm" fw={600}>
          {t("privacyOfficerLine", {
            name: operator.privacyOfficer,
            phone: operator.privacyOfficerPhone,
            email: operator.privacyOfficerEmail,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t("privacyOperatorLine", {
            organization: operator.organization,
            representative: operator.representative,
            address: operator.address,
            phone: operator.phone,
          })}
        </Text>
      </Stack>
    </section>
  );
}

export function PolicyPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pageId = pathname === "/app/FUL/TermsOfservice" ? "TermsOfservice" : "PrivacyPolicy";
  const basePath = `/app/FUL/${pageId}`;
  const version = Number(params.get("version")) || null;
  const current = useQuery({ ...pageQuery(pageId), enabled: version === null });
  const past = useQuery({ ...pageVersionQuery(pageId, version ?? 0), enabled: version !== null });
  const history = useQuery(pageHistoryQuery(pageId));
  const page = version === null ? current : past;
  return (
    <FullPageFrame>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        {page.error && <PageError error={page.error} />}
        {!page.data && !page.error && <PageLoading />}
        {page.data && (
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {page.data.title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t("pageUpdatedAt", { date: fullDate(page.data.updatedAt) })}
              </Text>
            </div>
            {page.data.past && (
              <Alert color="yellow">
                {t("pagePastVersion", { date: fullDate(page.data.updatedAt) })}{" "}
                <Anchor component={Link} to={basePath}>
                  {t("pageCurrentVersionLink")}
                </Anchor>
              </Alert>
            )}
            <PageBody html={page.data.bodyHtml} />
            {pageId === "PrivacyPolicy" && <PrivacyOfficer />}
            {history.data && history.data.items.length > 1 && (
              <nav aria-label={t("pagePastVersions")}>
                <Title order={2} size="h5" mb="xs">
                  {t("pagePastVersions")}
                </Title>
                <Group gap="md">
                  {history.data.items
                    .filter((v) => !v.current)
                    .map((v) => (
                      <Anchor key={v.version} component={Link} to={`${basePath}?version=${v.version}`} size="sm">
                        {t("pageHistoryVersion", { version: v.version })} ({fullDate(v.createdAt)})
                      </Anchor>
                    ))}
                </Group>
              </nav>
            )}
          </Stack>
        )}
      </Paper>
    </FullPageFrame>
  );
}
