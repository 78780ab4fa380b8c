/**
 * /app/Menu (login-guarded; the boards spec's route table lists it without its content): every
 * group of the main menu with its links as the member sees them (`menuFor`: administrator and
 * company entries only to them), and the footer's information pages, on one screen.
 */
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FOOTER_LINKS, type MenuItem, menuFor, SITE_MAP_LINK, t } from "@portal/contract";
import { Link } from "react-router";
import { useSessionUser } from "../../lib/session.ts";

function MenuSection({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={label}>
      <Title order={2} size="h4" mb="sm">
        {label}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Anchor component={Link} to={item.to} c="var(--mantine-color-text)">
              {item.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

export function SiteMapPage() {
  const user = useSessionUser();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t("siteMapTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("siteMapDesc")}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {menuFor(user).map((group) => (
          <MenuSection key={group.label} label={group.label} items={group.items} />
        ))}
        <MenuSection label={t("siteMapInfo")} items={FOOTER_LINKS.filter((link) => link !== SITE_MAP_LINK)} />
      </SimpleGrid>
    </Stack>
  );
}
