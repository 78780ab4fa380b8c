/**
 * The idle session's expiry warning (KWCAG 2.2 item 2.2.1 응답시간 조절; docs/accessibility.md):
 * three minutes before a signed-in member's idle session ends, a dialog counts down and offers
 * "연장" (ask the session again, which slides the server's idle clock) or "로그아웃". The idle
 * clock starts at the browser's last API answer (lib/api.ts `lastActivityAt`, shared by its tabs);
 * the server slides its clock at most once a minute (auth/sessions.ts `touchAfterMs`), so the end
 * is counted that much earlier. At the end the session is read again and the member is told.
 * Mounted with the overlay hosts (lib/overlay-hosts.tsx), which a login's welcome toast loads.
 */
import { Button, Group, Modal, Text } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, lastActivityAt } from "../lib/api.ts";
import { showError } from "../lib/notices.ts";
import { sessionQuery, useLogout } from "../lib/session.ts";

/** The warning opens this many seconds before the end. */
const WARN_SECONDS = 180;
/** Longer idle limits ("remember me", days) get no warning. */
const LONGEST_WARNED = 24 * 60 * 60;

export function SessionTimeout() {
  const { data } = useQuery(sessionQuery);
  const client = useQueryClient();
  const logout = useLogout();
  const limit = data?.user && data.idleSeconds && data.idleSeconds <= LONGEST_WARNED ? data.idleSeconds : null;
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    setLeft(null);
    if (!limit) return;
    const slack = Math.min(60, limit / 4);
    const tick = () => {
      const remaining = Math.floor((lastActivityAt() + (limit - slack) * 1000 - Date.now()) / 1000);
      if (remaining <= 0) {
        clearInterval(timer);
        setLeft(null);
        showError(t("sessionEnded"));
        void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
      } else setLeft(remaining <= WARN_SECONDS ? remaining : null);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [limit, client]);

  const extend = () => void api("GET", "/api/auth/session").then(() => setLeft(null));
  // A visitor, or a member whose session does not end by itself: nothing to warn of, no modal.
  if (!limit) return null;
  const time =
    left === null ? "" : t("sessionTimeLeft", { minutes: Math.floor(left / 60), seconds: String(left % 60) });
  return (
    <Modal opened={left !== null} onClose={extend} title={t("sessionTimeoutTitle")} centered>
      <Text role="timer" aria-live="off">
        {t("sessionTimeoutText", { time })}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => logout.mutate()}>
          {t("logout")}
        </Button>
        <Button onClick={extend} data-autofocus>
          {t("sessionExtend")}
        </Button>
      </Group>
    </Modal>
  );
}
