/**
 * Header with the main menu (boards spec section 1): clicking a top menu opens its submenu and
 * closes the others; a click elsewhere closes all. On a phone the menu moves into a drawer, whose
 * code loads when the menu button is first pressed. On wide screens 통합검색's button opens its box in the
 * menu's place (HeaderSearch.tsx); on phones the box is in the drawer (issue 42 §2).
 */
import { ActionIcon, Anchor, Box } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { t } from "@portal/contract";
import { IconMenu2, IconTruckDelivery } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useSessionUser } from "../../lib/session.ts";
import classes from "./Header.module.css";
import { HeaderSearch } from "./HeaderSearch.tsx";
import { MainMenu } from "./MainMenu.tsx";
import { NotesLink, NotificationBell, UserArea } from "./UserArea.tsx";

const PhoneMenu = lazy(() => import("./PhoneMenu.tsx").then((m) => ({ default: m.PhoneMenu })));

export function Header() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [searching, setSearching] = useState(false);
  const user = useSessionUser();
  return (
    <Box component="header" className={classes.header}>
      <div className={classes.inner} data-signed-in={user ? "" : undefined}>
        <Anchor component={Link} to="/" underline="never" className={classes.logo}>
          <IconTruckDelivery size={28} aria-hidden />
          <span className={classes.logoText}>{t("appName")}</span>
        </Anchor>
        {!searching && <MainMenu />}
        <HeaderSearch open={searching} onOpenChange={setSearching} />
        <div className={classes.desktopUser}>
          <UserArea />
        </div>
        {user && (
          <Suspense fallback={null}>
            <NotificationBell phone />
            <NotesLink phone />
          </Suspense>
        )}
        {/* An icon button, not Mantine's Burger: its lines are a div, which HTML allows in no button. It stays
            three lines while the drawer is open: the drawer's own close button is the one "닫기". */}
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          onClick={() => {
            setDrawerUsed(true);
            drawer.toggle();
          }}
          hiddenFrom="md"
          aria-label={t("menuToggle")}
          aria-expanded={drawerOpened}
        >
          <IconMenu2 aria-hidden />
        </ActionIcon>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <PhoneMenu opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </Box>
  );
}
