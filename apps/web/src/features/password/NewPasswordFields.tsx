/**
 * The new password and its confirmation with live messages (members spec sections 2, 5): whether
 * the new password is usable (the portal's rule, `usePasswordProblem`: else the reason it is not)
 * and whether the two match. The confirmation stays disabled until a new password is entered
 * ("the new password first"). A field's error (`errors`) takes the place of its live message, so a
 * problem is said once under the field.
 */
import { PasswordInput, Text } from "@mantine/core";
import { type PasswordProblem, t } from "@portal/contract";
import type { ReactNode } from "react";

function Live({ ok, yes, no }: { ok: boolean; yes: string; no: string }): ReactNode {
  return (
    <Text span size="xs" c={ok ? "teal.8" : "red.7"} aria-live="polite">
      {ok ? yes : no}
    </Text>
  );
}

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors?: { password?: ReactNode; confirm?: ReactNode };
  /** What `usePasswordProblem` says of the password (undefined: not known yet). */
  problem: PasswordProblem | null | undefined;
}

export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  problem,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        id="password-new"
        label={t("fieldNewPassword")}
        withAsterisk
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        inputWrapperOrder={["label", "input", "description", "error"]}
        description={
          errors?.password ? undefined : problem === undefined ? (
            t("signUpPasswordHint")
          ) : (
            <Live ok={problem === null} yes={t("changeUsable")} no={problem ? t(problem) : ""} />
          )
        }
        error={errors?.password}
      />
      <PasswordInput
        id="password-confirm"
        label={t("fieldNewPasswordConfirm")}
        withAsterisk
        autoComplete="new-password"
        value={confirm}
        disabled={!password}
        placeholder={password ? undefined : t("changeNewFirst")}
        onChange={(event) => onConfirm(event.currentTarget.value)}
        inputWrapperOrder={["label", "input", "description", "error"]}
        description={
          confirm && !errors?.confirm ? (
            <Live ok={confirm === password} yes={t("changeMatch")} no={t("changeMismatch")} />
          ) : undefined
        }
        error={errors?.confirm}
      />
    </>
  );
}
