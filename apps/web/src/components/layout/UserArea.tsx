/**
 * The header's member area: login and sign-up for visitors; greeting, notes, my page and logout for
 * members, and for administrators the way to their screens (관리자, /app/totalboard; issue 38 §4).
 */
import { Button, Group, Text } from "@mantine/core";
import { t } from "@portal/contract";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { notifySuccess } from "../../lib/notify.ts";
import { useLogout, useSessionUser } from "../../lib/session.ts";
import classes from "./Header.module.css";

/** The note link with its live count: its own small chunk, loaded for members only (first bundle limit). */
export const NotesLink = lazy(() => import("./NotesLink.tsx").then((m) => ({ default: m.NotesLink })));

/** The notification bell with its live count: its own chunk too, for members only (issue 40). */
export const NotificationBell = lazy(() =>
  import("./NotificationBell.tsx").then((m) => ({ default: m.NotificationBell })),
);

/**
 * `phone`: in the phone menu's drawer, where the buttons wrap onto a second line; `onNavigate` (the
 * drawer's close) runs when one of its links is followed.
 */
export function UserArea({ phone = false, onNavigate }: { phone?: boolean; onNavigate?: () => void }) {
  const user = useSessionUser();
  const logout = useLogout();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Group gap="xs" wrap={phone ? "wrap" : "nowrap"}>
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
    <Group gap="xs" wrap={phone ? "wrap" : "nowrap"}>
      <Text size="sm" className={classes.userName} title={user.nameKo}>
        {t("loginWelcome", { name: user.nameKo })}
      </Text>
      <Suspense fallback={null}>
        {!phone && <NotificationBell />}
        <NotesLink />
      </Suspense>
      {user.role === "A" && (
        <Button component={Link} to="/app/totalboard" size="xs" variant="light" onClick={onNavigate}>
          {t("headerAdmin")}
        </Button>
      )}
      <Button component={Link} to="/app/FUL/MyPage" size="xs" variant="light" onClick={onNavigate}>
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
