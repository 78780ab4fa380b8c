/**
 * /app/FUL/PLT000101_12, the way into the password change (members spec sections 2, 5, 8): first
 * the re-check — the current password, required ('Please enter your password'); the server's
 * message on a wrong one — then /app/FUL/PLT000101_13, the change form, which does not ask it
 * again (the session holds the re-check for 10 minutes). Members created by a
 * social login have no password to change and are sent back to my page.
 */
import { Button, Group, PasswordInput } from "@mantine/core";
import { passwordVerifySchema, t } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { FormCard } from "../../components/layout/FormCard.tsx";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { ApiError } from "../../lib/api.ts";
import { problemOf } from "../../lib/form.ts";
import { clearErrorNotices, notifyError } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { recheckPassword } from "./api.ts";

/** Sends a member without a portal password (social login) back to my page. */
export function useRefuseSocialMember() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const social = Boolean(user?.socialProvider);
  useEffect(() => {
    if (social) {
      notifyError(t("changeSocial"));
      navigate("/app/FUL/MyPage", { replace: true });
    }
  }, [social, navigate]);
  return social;
}

export function RecheckPage() {
  const navigate = useNavigate();
  const social = useRefuseSocialMember();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const recheck = useMutation({
    mutationFn: recheckPassword,
    onSuccess: () => {
      clearErrorNotices();
      navigate("/app/FUL/PLT000101_13", { state: { rechecked: true } });
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? failure.message : t("errorUnknown");
      setError(message);
      notifyError(message);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = problemOf(passwordVerifySchema, { password });
    if (problem) {
      setError(problem);
      notifyError(problem);
      return;
    }
    recheck.mutate(password);
  };

  if (social) return null;
  return (
    <FullPageFrame size="sm">
      <FormCard title={t("recheckTitle")} intro={t("recheckIntro")} width={480} onSubmit={submit}>
        <PasswordInput
          label={t("fieldPassword")}
          withAsterisk
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate("/app/FUL/MyPage")}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={recheck.isPending}>
            {t("confirm")}
          </Button>
        </Group>
      </FormCard>
    </FullPageFrame>
  );
}
