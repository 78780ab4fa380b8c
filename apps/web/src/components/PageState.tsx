/** Loading and error states of a stored page (the error's Korean detail, with a way home). */
import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { t } from "@portal/contract";
import { Link } from "react-router";

export function PageLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t("loading")} />
    </Center>
  );
}

export function PageError({ error }: { error: Error }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <Text>{error.message}</Text>
        <Button component={Link} to="/" variant="light">
          {t("home")}
        </Button>
      </Stack>
    </Paper>
  );
}
