/**
 * My page, smaller sections: the alliance participation entry (company members only, else the
 * spec's alert), the password change button (only without a social login code), and the social
 * accounts that can be linked for a quicker login.
 */
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type Profile, t } from "@portal/contract";
import { IconCircleCheck, IconKey, IconLink } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { notifyError } from "../../lib/notify.ts";
import { providerName, providersQuery, socialStartUrl } from "../../lib/social.ts";
import { AllianceModal } from "./AllianceModal.tsx";
import { profileQuery } from "./api.ts";

const STATUS_COLORS = { pending: "yellow", approved: "teal", refused: "red" } as const;

export function AllianceSection({ profile }: { profile: Profile }) {
  const [opened, modal] = useDisclosure(false);
  const client = useQueryClient();
  const open = () => {
    if (!profile.companyCode) {
      notifyError(t("allianceCompanyOnly"));
      return;
    }
    modal.open();
  };
  return (
    <section aria-labelledby="my-alliance">
      <Title order={2} size="h4" id="my-alliance" mb="xs">
        {t("allianceSectionTitle")}
      </Title>
      <Group justify="space-between" gap="sm">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t("allianceSectionDesc")}
          </Text>
          {profile.allianceStatus && (
            <Badge color={STATUS_COLORS[profile.allianceStatus]} variant="light">
              {t("allianceStatusLabel")}: {t(`companyStatus${profile.allianceStatus}`)}
            </Badge>
          )}
        </Stack>
        <Button variant="light" onClick={open}>
          {t("allianceOpen")}
        </Button>
      </Group>
      <AllianceModal
        opened={opened}
        onClose={modal.close}
        companyName={profile.companyName ?? ""}
        onDone={() => void client.invalidateQueries({ queryKey: profileQuery.queryKey })}
      />
    </section>
  );
}

export function PasswordSection({ profile }: { profile: Profile }) {
  return (
    <section aria-labelledby="my-password">
      <Title order={2} size="h4" id="my-password" mb="xs">
        {t("passwordSectionTitle")}
      </Title>
      {profile.socialProvider ? (
        <Text size="sm" c="dimmed">
          {t("myPageSocialMember", { provider: providerName(profile.socialProvider) })}
        </Text>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t("passwordSectionDesc")}
          </Text>
          <Button component={Link} to="/app/FUL/PLT000101_12" variant="light" leftSection={<IconKey size={16} />}>
            {t("changeTitle")}
          </Button>
        </Group>
      )}
    </section>
  );
}

export function SocialLinkSection({ profile }: { profile: Profile }) {
  const providers = useQuery(providersQuery);
  const items = providers.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-social">
      <Title order={2} size="h4" id="my-social" mb="xs">
        {t("socialLinkTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("socialLinkDesc")}
      </Text>
      <Group gap="sm">
        {items.map(({ provider }) =>
          profile.linkedProviders.includes(provider) ? (
            <Badge key={provider} color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} />}>
              {t("socialLinkedBadge", { provider: providerName(provider) })}
            </Badge>
          ) : (
            <Button
              key={provider}
              component="a"
              href={socialStartUrl(provider, "/app/FUL/MyPage")}
              variant="default"
              leftSection={<IconLink size={16} />}
            >
              {t("socialLink", { provider: providerName(provider) })}
            </Button>
          ),
        )}
      </Group>
    </section>
  );
}
