/**
 * Fallback pages: screens of the spec that later issues build (trade, notes,
 * dashboards, administration) say they are being prepared; any other address is not found.
 */
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { type MessageKey, t } from "@portal/contract";
import { IconMapQuestion, IconTools } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";

/** Routes of the spec (boards spec §2, members spec §2) that are not built yet. */
const SPEC_ROUTES = [
  /^\/app\/FUL\/.+$/,
  /^\/app\/trade(\/.*)?$/,
  /^\/app\/totalboard(\/.*)?$/,
  /^\/app\/(boardregister|boardupdate\/.+|findsession|board2|boardgallery2?|Menu|dashboard|commonboardgellery2?)$/,
];

function Fallback({ title, text, icon }: { title: MessageKey; text: MessageKey; icon: React.ReactNode }) {
  return (
    <Paper p="xl" radius="md" withBorder m="md">
      <Stack align="center" gap="sm" py="xl">
        {icon}
        <Title order={1} size="h3">
          {t(title)}
        </Title>
        <Text c="dimmed">{t(text)}</Text>
        <Button component={Link} to="/" variant="light">
          {t("home")}
        </Button>
      </Stack>
    </Paper>
  );
}

export function PreparingPage() {
  const { pathname } = useLocation();
  if (SPEC_ROUTES.some((route) => route.test(pathname))) {
    return (
      <Fallback
        title="pagePreparing"
        text="pagePreparingDesc"
        icon={<IconTools size={40} aria-hidden color="gray" />}
      />
    );
  }
  return (
    <Fallback
      title="errorRouteNotFound"
      text="pageNotFoundDesc"
      icon={<IconMapQuestion size={40} aria-hidden color="gray" />}
    />
  );
}
