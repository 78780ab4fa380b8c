/**
 * Applies `checkRoute` on every navigation: shows the spec's message and redirects (a visitor to
 * the login page, which names the reason from the navigation state).
 */
import { t } from "@portal/contract";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { notifyError } from "../lib/notify.ts";
import { useSession } from "../lib/session.ts";
import { checkRoute } from "./guard.ts";

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user, ready } = useSession();
  const allowed = !ready || checkRoute(pathname, user, search).allowed;

  useEffect(() => {
    if (!ready) return;
    const result = checkRoute(pathname, user, search);
    if (!result.allowed) {
      if (result.message) notifyError(t(result.message));
      navigate(result.redirect, { replace: true, state: result.state });
    }
  }, [pathname, search, user, ready, navigate]);

  return allowed ? children : null;
}
