/**
 * /app/FUL/MyPage: the member's own page, a full page without the main menu (members spec
 * sections 2 "My page", 3, 4, 5): member information, company registration request, alliance
 * participation, password change (only without a social login) and linked social accounts, and the
 * visit reservations with cancel, the notification preferences (issue 40), the second factor (issue 43 §2) and the withdrawal (issue 24 §4). An administrator finds the way
 * to the administration screens here and no company registration or alliance participation, which
 * are for members (issue 38 §4). A visitor is sent to the login
 * page by the route guard, and comes back here after logging in (issue 24 §2).
 * Back from linking a social account, the result (?linked= or ?socialError=) is shown once.
 */
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type OAuthProvider, PROVIDER_LABELS, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { socialErrorMessage } from "../../lib/social.ts";
import { NotificationPreferences } from "../notifications/index.ts";
import { MyReservations } from "../reservations/index.ts";
import { AllianceSection, PasswordSection, SocialLinkSection } from "./AccountSections.tsx";
import { profileQuery } from "./api.ts";
import { CompanySection } from "./CompanySection.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { SecondFactorSection } from "./SecondFactorSection.tsx";
import { WithdrawalSection } from "./WithdrawalSection.tsx";

/** Shows the outcome of a social account link once, then clears it from the address. */
function useLinkOutcome() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const linked = params.get("linked");
    const error = params.get("socialError");
    if (!linked && !error) return;
    if (linked && linked in PROVIDER_LABELS) {
      notifySuccess(t("socialLinked", { provider: t(PROVIDER_LABELS[linked as OAuthProvider]) }));
    }
    if (error) {
      const message = socialErrorMessage(error, params.get("provider"), params.get("detail"));
      if (message) notifyError(message);
    }
    setParams({}, { replace: true });
  }, [params, setParams]);
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      {children}
    </Paper>
  );
}

/** An administrator's way to the administration screens. */
function AdminSection() {
  return (
    <Group justify="space-between" gap="sm">
      <div>
        <Title order={2} size="h4">
          {t("myPageAdminTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("myPageAdminText")}
        </Text>
      </div>
      <Button component={Link} to="/app/totalboard" variant="light">
        {t("myPageAdminLink")}
      </Button>
    </Group>
  );
}

/** The my page container: the member's sections. */
export function MyPage() {
  const user = useSessionUser();
  const profile = useQuery({ ...profileQuery, enabled: Boolean(user?.termsAgreed) });
  useLinkOutcome();
  return (
    <FullPageFrame>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t("myPageTitle")}
        </Title>
        {user && profile.isPending && <Text c="dimmed">{t("loading")}</Text>}
        {profile.error && <Text c="red">{profile.error.message}</Text>}
        {user && profile.data && (
          <>
            <Section>
              <ProfileSection key={profile.data.userId} profile={profile.data} />
            </Section>
            {user.role === "A" ? (
              <Section>
                <AdminSection />
              </Section>
            ) : (
              <>
                <Section>
                  <CompanySection profile={profile.data} />
                </Section>
                <Section>
                  <AllianceSection profile={profile.data} />
                </Section>
              </>
            )}
            <Section>
              <Stack gap="lg">
                <PasswordSection profile={profile.data} />
                <SocialLinkSection profile={profile.data} />
              </Stack>
            </Section>
            <Section>
              <SecondFactorSection />
            </Section>
            <Section>
              <MyReservations />
            </Section>
            <Section>
              <NotificationPreferences />
            </Section>
            <Section>
              <WithdrawalSection profile={profile.data} />
            </Section>
          </>
        )}
      </Stack>
    </FullPageFrame>
  );
}
