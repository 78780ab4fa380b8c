/**
 * Any address that is not a route of the portal: says so and offers the way home. With `forbidden`,
 * a page the viewer may not see (the server's answer to a refused public address, issue 25 §3).
 */
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { IconLock, IconMapQuestion } from "@tabler/icons-react";
import { Link } from "react-router";
import { usePageTitle } from "../../lib/title.ts";

export function NotFoundPage({ forbidden = false }: { forbidden?: boolean }) {
  usePageTitle(t(forbidden ? "titleForbidden" : "titleNotFound"));
  const Icon = forbidden ? IconLock : IconMapQuestion;
  return (
    <Paper p="xl" radius="md" withBorder m="md">
      <Stack align="center" gap="sm" py="xl">
        <Icon size={40} aria-hidden color="gray" />
        <Title order={1} size="h3">
          {t(forbidden ? "errorForbidden" : "errorRouteNotFound")}
        </Title>
        <Text c="dimmed">{t(forbidden ? "pageForbiddenDesc" : "pageNotFoundDesc")}</Text>
        <Button component={Link} to="/" variant="light">
          {t("home")}
        </Button>
      </Stack>
    </Paper>
  );
}
