/**
 * Header with the main menu (boards spec section 1): clicking a top menu opens its submenu and
 * closes the others; a click elsewhere closes all. On a phone the menu moves into a drawer.
 */
import { Anchor, Box, Burger, Button, Drawer, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { MAIN_MENU, t } from "@portal/contract";
import { IconTruckDelivery } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { notifySuccess } from "../../lib/notify.ts";
import { useLogout, useSession } from "../../lib/session.ts";
import classes from "./Header.module.css";
import { MainMenu } from "./MainMenu.tsx";

function UserArea() {
  const { user } = useSession();
  const logout = useLogout();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={`/app/FUL/Login?returnTo=${encodeURIComponent(pathname + search)}`}
          size="xs"
          variant="light"
        >
          {t("loginTitle")}
        </Button>
        <Button component={Link} to="/app/FUL/Terms" size="xs" variant="subtle">
          {t("loginSignUp")}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" className={classes.userName} title={user.nameKo}>
        {t("loginWelcome", { name: user.nameKo })}
      </Text>
      <Button component={Link} to="/app/FUL/MyPage" size="xs" variant="light">
        {t("myPageTitle")}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSuccess: () => notifySuccess(t("loggedOut")) })}
      >
        {t("logout")}
      </Button>
    </Group>
  );
}

export function Header() {
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <div className={classes.inner}>
        <Anchor component={Link} to="/" underline="never" className={classes.logo}>
          <IconTruckDelivery size={28} aria-hidden />
          <span>{t("appName")}</span>
        </Anchor>
        <MainMenu />
        <div className={classes.desktopUser}>
          <UserArea />
        </div>
        <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="md" aria-label={t("menuToggle")} />
      </div>
      <Drawer opened={drawerOpened} onClose={drawer.close} title={t("appName")} hiddenFrom="md" size="85%">
        <ScrollArea h="calc(100vh - 80px)">
          <Stack gap="md">
            <UserArea />
            {MAIN_MENU.map((group) => (
              <NavLink key={group.label} label={group.label} childrenOffset={12} defaultOpened={false}>
                {group.items.map((item) => (
                  <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={drawer.close} />
                ))}
              </NavLink>
            ))}
          </Stack>
        </ScrollArea>
      </Drawer>
    </Box>
  );
}
