/** The not-found block shown when a filter finds nothing (boards spec section 2, "Board list"). */
import { Paper, Stack, Text } from "@mantine/core";
import { IconSearchOff } from "@tabler/icons-react";

export function NotFoundBlock({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper withBorder radius="sm" p="xl" role="status">
      <Stack align="center" gap={6} py="lg">
        <IconSearchOff size={40} aria-hidden color="var(--mantine-color-gray-5)" />
        <Text fw={700}>{title}</Text>
        {hint && (
          <Text c="dimmed" size="sm">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
