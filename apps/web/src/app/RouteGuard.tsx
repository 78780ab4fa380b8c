/** Applies `checkRoute` on every navigation: shows the spec's message and redirects. */
import { t } from "@portal/contract";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { notifyError } from "../lib/notify.ts";
import { useSession } from "../lib/session.ts";
import { checkRoute } from "./guard.ts";

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, ready } = useSession();
  const allowed = !ready || checkRoute(pathname, user).allowed;

  useEffect(() => {
    if (!ready) return;
    const result = checkRoute(pathname, user);
    if (!result.allowed) {
      if (result.message) notifyError(t(result.message));
      navigate(result.redirect, { replace: true, state: result.state });
    }
  }, [pathname, user, ready, navigate]);

  return allowed ? children : null;
}
