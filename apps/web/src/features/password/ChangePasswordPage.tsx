/**
 * /app/FUL/PLT000101_13, the password change after the re-check (members spec sections 2, 4, 5, 8):
 * current, new and confirmation, all required ('Enter all passwords'); live messages on whether the
 * new one is usable and whether the two match; the new one must differ from the current one. The
 * server's 'current password is different' is shown; success says 'Password change completed' and
 * goes home. Opened without a re-check, it goes back to the re-check.
 */
import { Button, Group, PasswordInput } from "@mantine/core";
import { type MessageKey, type PasswordProblem, t } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormCard } from "../../components/layout/FormCard.tsx";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSession } from "../../lib/session.ts";
import { usePasswordProblem } from "../../lib/usePasswordProblem.ts";
import { changePassword } from "./api.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { useRefuseSocialMember } from "./RecheckPage.tsx";

type Field = "currentPassword" | "newPassword" | "newPasswordConfirm";

function firstProblem(
  current: string,
  next: string,
  confirm: string,
  rule: PasswordProblem | null | undefined,
): [Field, MessageKey] | null {
  if (!current) return ["currentPassword", "changeEnterAll"];
  if (!next) return ["newPassword", "changeEnterAll"];
  if (!confirm) return ["newPasswordConfirm", "changeEnterAll"];
  if (rule) return ["newPassword", rule];
  if (next !== confirm) return ["newPasswordConfirm", "changeMismatch"];
  if (next === current) return ["newPassword", "changeSameAsCurrent"];
  return null;
}

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const rechecked = (location.state as { rechecked?: boolean } | null)?.rechecked === true;
  const social = useRefuseSocialMember();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { user } = useSession();
  const rule = usePasswordProblem(next, user?.userId);

  useEffect(() => {
    if (!rechecked && !social) navigate("/app/FUL/PLT000101_12", { replace: true });
  }, [rechecked, social, navigate]);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      navigate("/", { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "REAUTH_REQUIRED") {
        notifyError(error.message);
        navigate("/app/FUL/PLT000101_12", { replace: true });
        return;
      }
      const message = error instanceof ApiError ? error.message : t("errorUnknown");
      if (error instanceof ApiError && error.field) setErrors({ [error.field as Field]: message });
      notifyError(message);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(current, next, confirm, rule);
    if (problem) {
      setErrors({ [problem[0]]: t(problem[1]) });
      notifyError(t(problem[1]));
      return;
    }
    setErrors({});
    change.mutate({ currentPassword: current, newPassword: next, newPasswordConfirm: confirm });
  };

  if (!rechecked || social) return null;
  return (
    <FullPageFrame size="sm">
      <FormCard title={t("changeTitle")} intro={t("changeIntro")} width={480} onSubmit={submit}>
        <PasswordInput
          id="password-current"
          label={t("fieldCurrentPassword")}
          withAsterisk
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPassword={setNext}
          onConfirm={setConfirm}
          problem={rule}
          errors={{ password: errors.newPassword, confirm: errors.newPasswordConfirm }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate("/app/FUL/MyPage")}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t("changeTitle")}
          </Button>
        </Group>
      </FormCard>
    </FullPageFrame>
  );
}
