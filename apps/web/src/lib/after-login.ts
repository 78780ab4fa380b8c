/**
 * Where a member goes right after a login (boards spec section 4 "Login"; members spec section 4
 * "Consent"): terms not agreed → the consent screen (with the member's id as state); no e-mail →
 * the alert 'register your e-mail' and my page; an administrator still to enrol a second factor
 * (issue 43 §2) → that message and my page's 2단계 인증 section; otherwise the page they came for
 * (`returnTo`, a same-site path; after the consent screen too).
 */
import { type SessionUser, safeReturn, t } from "@portal/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { notifyError } from "./notify.ts";

/** Returns `(user, returnTo) => void` that navigates as the login flow says. */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (user: SessionUser, returnTo = "/") => {
      if (!user.termsAgreed) {
        // The consent screen comes back to `returnTo` once the member agrees.
        navigate("/app/FUL/Terms", { replace: true, state: { userId: user.userId, returnTo } });
      } else if (!user.email) {
        notifyError(t("loginNoEmail"));
        navigate("/app/FUL/MyPage", { replace: true });
      } else if (user.secondFactorRequired) {
        notifyError(t("secondFactorEnrolRequired"));
        navigate("/app/FUL/MyPage#second-factor", { replace: true });
      } else {
        navigate(safeReturn(returnTo), { replace: true });
      }
    },
    [navigate],
  );
}
