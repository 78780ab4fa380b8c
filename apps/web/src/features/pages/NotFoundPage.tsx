/** Any address that is not a route of the portal: says so and offers the way home. */
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { IconMapQuestion } from "@tabler/icons-react";
import { Link } from "react-router";
import { usePageTitle } from "../../lib/title.ts";

export function NotFoundPage() {
  usePageTitle(t("titleNotFound"));
  return (
    <Paper p="xl" radius="md" withBorder m="md">
      <Stack align="center" gap="sm" py="xl">
        <IconMapQuestion size={40} aria-hidden color="gray" />
        <Title order={1} size="h3">
          {t("errorRouteNotFound")}
        </Title>
        <Text c="dimmed">{t("pageNotFoundDesc")}</Text>
        <Button component={Link} to="/" variant="light">
          {t("home")}
        </Button>
      </Stack>
    </Paper>
  );
}
