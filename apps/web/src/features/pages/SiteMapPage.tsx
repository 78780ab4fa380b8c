/**
 * /app/Menu (login-guarded; the boards spec's route table lists it without its content): every
 * group of the main menu with its links, and the footer's information pages, on one screen.
 */
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FOOTER_LINKS, MAIN_MENU, type MenuItem, t } from "@portal/contract";
import { Link } from "react-router";

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
        {MAIN_MENU.map((group) => (
          <MenuSection key={group.label} label={group.label} items={group.items} />
        ))}
        <MenuSection label={t("siteMapInfo")} items={FOOTER_LINKS} />
      </SimpleGrid>
    </Stack>
  );
}
