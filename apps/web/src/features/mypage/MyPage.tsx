/**
 * /app/FUL/MyPage: the member's own page, a full page without the main menu (members spec 2).
 * A simple container of sections: for now the visit reservations; profile editing joins later.
 * Not logged in: 'please log in first' with a link to the login box.
 */
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { IconArrowLeft, IconTruckDelivery } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSession } from "../../lib/session.ts";
import { MyReservations } from "../reservations/MyReservations.tsx";
import classes from "./MyPage.module.css";

function PageHeader() {
  return (
    <header className={classes.header}>
      <Container size="md" className={classes.headerInner}>
        <Anchor component={Link} to="/" underline="never" className={classes.brand}>
          <IconTruckDelivery size={26} aria-hidden />
          {t("appName")}
        </Anchor>
        <Button component={Link} to="/" variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />}>
          {t("myPageBackHome")}
        </Button>
      </Container>
    </header>
  );
}

/** The my page container: a header with the way home, then the member's sections. */
export function MyPage() {
  const { user, ready } = useSession();
  return (
    <>
      <PageHeader />
      <Container size="md" py="lg">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t("myPageTitle")}
          </Title>
          {ready && !user && (
            <Paper withBorder p="lg" radius="md">
              <Group justify="space-between">
                <Text>{t("reservationLoginFirst")}</Text>
                <Button component={Link} to="/app/FUL/Login?returnTo=%2Fapp%2FFUL%2FMyPage">
                  {t("loginTitle")}
                </Button>
              </Group>
            </Paper>
          )}
          {user && (
            <Paper withBorder p="lg" radius="md">
              <MyReservations />
            </Paper>
          )}
        </Stack>
      </Container>
    </>
  );
}
