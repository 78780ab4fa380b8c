/**
 * What a page shows instead of its content when the member may not use it or it does not exist:
 * the message once, and a way back (a link to `backTo`, labelled `backLabel`).
 */
import { Alert, Button, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";

export function RefusedBlock({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" w="100%">
        {message}
      </Alert>
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
}
