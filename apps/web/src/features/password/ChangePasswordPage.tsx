/**
 * /app/FUL/PLT000101_13, the password change after the re-check (members spec sections 2, 4, 5, 8):
 * new and confirmation, both required ('Enter all passwords') — the current password was typed once,
 * on the re-check, which the server holds as its proof (issue 38 §4); live messages on whether the
 * new one is usable and whether the two match, one message per problem under its field; the server's
 * 'the same as the current one' is shown. Red notices go once the form is right; success says
 * 'Password change completed' and goes home. Opened without a re-check, it goes back to the re-check.
 */
import { Button, Group } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type PasswordChange, passwordChangeSchema, t } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormCard } from "../../components/layout/FormCard.tsx";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { ApiError } from "../../lib/api.ts";
import { contractResolver } from "../../lib/form.ts";
import { clearErrorNotices, notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { usePasswordProblem } from "../../lib/usePasswordProblem.ts";
import { changePassword } from "./api.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { useRefuseSocialMember } from "./RecheckPage.tsx";

type Values = PasswordChange;
type Field = keyof Values;

const byContract = contractResolver<Values>(passwordChangeSchema);

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const rechecked = (location.state as { rechecked?: boolean } | null)?.rechecked === true;
  const social = useRefuseSocialMember();
  const user = useSessionUser();
  // The contract's passwordChangeSchema names the first problem (all entered, the rule's shape, the
  // confirmation); then the whole rule with the id and the estimator.
  const form = useForm<Values>({
    initialValues: { newPassword: "", newPasswordConfirm: "" },
    validate: (values) => {
      const errors = byContract(values);
      return Object.keys(errors).length === 0 && rule ? { newPassword: t(rule) } : errors;
    },
  });
  const { newPassword: next, newPasswordConfirm: confirm } = form.values;
  const rule = usePasswordProblem(next, user?.userId);
  // Once both fields are right, the red notices of earlier tries are no longer true.
  const right = rule === null && confirm === next;
  useEffect(() => {
    if (right) clearErrorNotices();
  }, [right]);

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
      if (error instanceof ApiError && error.field) form.setErrors({ [error.field as Field]: message });
      notifyError(message);
    },
  });

  const submit = form.onSubmit(
    (values) => change.mutate(values),
    (errors) => {
      const first = (["newPassword", "newPasswordConfirm"] as const).map((f) => errors[f]).find(Boolean);
      if (first) notifyError(String(first));
    },
  );

  if (!rechecked || social) return null;
  return (
    <FullPageFrame size="sm">
      <FormCard title={t("changeTitle")} intro={t("changeIntro")} width={480} onSubmit={submit}>
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPassword={(value) => form.setFieldValue("newPassword", value)}
          onConfirm={(value) => form.setFieldValue("newPasswordConfirm", value)}
          problem={rule}
          errors={{ password: form.errors.newPassword, confirm: form.errors.newPasswordConfirm }}
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
