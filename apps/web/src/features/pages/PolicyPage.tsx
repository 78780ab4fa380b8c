/**
 * /app/FUL/TermsOfservice and /app/FUL/PrivacyPolicy, the footer's terms of service and privacy
 * policy (members spec section 2: one shared page; any other path on it shows the privacy policy).
 * The texts are packages/contract/src/terms.ts, the same the consent screen shows.
 */
import { Paper, Stack, Text, Title } from "@mantine/core";
import { PRIVACY_POLICY, TERMS_OF_SERVICE, t } from "@portal/contract";
import { useLocation } from "react-router";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { PolicyText } from "../../components/policy/PolicyText.tsx";

export function PolicyPage() {
  const { pathname } = useLocation();
  const document = pathname === "/app/FUL/TermsOfservice" ? TERMS_OF_SERVICE : PRIVACY_POLICY;
  return (
    <FullPageFrame>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {document.title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t("termsEffective", { date: document.effectiveDate })}
            </Text>
          </div>
          <PolicyText document={document} />
        </Stack>
      </Paper>
    </FullPageFrame>
  );
}
