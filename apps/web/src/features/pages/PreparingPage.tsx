/** Placeholder for screens that later issues build (static pages, trade, notes, dashboards). */
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { IconTools } from "@tabler/icons-react";
import { Link } from "react-router";

export function PreparingPage() {
  return (
    <Paper p="xl" radius="md" withBorder>
      <Stack align="center" gap="sm" py="xl">
        <IconTools size={40} aria-hidden color="var(--mantine-color-gray-6)" />
        <Title order={1} size="h3">
          {t("pagePreparing")}
        </Title>
        <Text c="dimmed">{t("pagePreparingDesc")}</Text>
        <Button component={Link} to="/" variant="light">
          {t("home")}
        </Button>
      </Stack>
    </Paper>
  );
}
