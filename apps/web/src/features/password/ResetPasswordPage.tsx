/**
 * /app/FUL/PasswordReset#token=…, the page the mailed link opens (password find, or the link an
 * administrator sends): a new password with its confirmation, posted with the link's token. The
 * token is in the fragment, which the browser never sends, so no request log or Referer carries it.
 * The link works once, for 30 minutes; afterwards the server says so.
 */
import { Alert, Anchor, Button } from "@mantine/core";
import { passwordResetConfirmSchema, t } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { FormCard } from "../../components/layout/FormCard.tsx";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { ApiError } from "../../lib/api.ts";
import { problemOf } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { usePasswordProblem } from "../../lib/usePasswordProblem.ts";
import { confirmReset } from "./api.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().hash.slice(1)).get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  // The link does not name the member: the server also checks the password against their id.
  const rule = usePasswordProblem(password);

  const reset = useMutation({
    mutationFn: confirmReset,
    onSuccess: () => {
      notifySuccess(t("resetDone"));
      navigate("/app/FUL/Login", { replace: true });
    },
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown")),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const shape = problemOf(passwordResetConfirmSchema.pick({ newPassword: true }), { newPassword: password });
    const problem = shape
      ? { password: shape }
      : rule
        ? { password: t(rule) }
        : password !== confirm
          ? { confirm: t("changeMismatch") }
          : null;
    setErrors(problem ?? {});
    if (problem) {
      notifyError(problem.password ?? problem.confirm ?? "");
      return;
    }
    reset.mutate({ token, newPassword: password });
  };

  return (
    <FullPageFrame size="sm">
      <FormCard title={t("resetTitle")} intro={t("resetIntro")} width={480} onSubmit={submit}>
        {token.length < 20 ? (
          <Alert color="red" role="alert">
            {t("resetNoToken")}{" "}
            {/* The alert's own text colour, underlined: the portal's blue on the light red failed contrast. */}
            <Anchor component={Link} to="/app/findsession" c="inherit" underline="always" fw={600}>
              {t("findTitle")}
            </Anchor>
          </Alert>
        ) : (
          <>
            <NewPasswordFields
              password={password}
              confirm={confirm}
              onPassword={setPassword}
              onConfirm={setConfirm}
              errors={errors}
              problem={rule}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t("resetSubmit")}
            </Button>
          </>
        )}
      </FormCard>
    </FullPageFrame>
  );
}
