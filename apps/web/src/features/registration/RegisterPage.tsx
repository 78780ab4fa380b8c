/**
 * /app/FUL/Register, the sign-up form (members spec sections 2 "Sign-up form", 3, 4, 5, 8): every
 * field of the registration entity; id and e-mail duplicate checks whose "checked" state resets
 * when the field is edited; the password with its confirmation; the company-registration option
 * that enables the business number (with its own check) and the company name. On submit every
 * problem is shown at once next to its field (issue 24; the contract's registrationSchema and the
 * form's own checks), the first one focused, then a confirmation, then the sign-up, and the login page
 * with the new id filled in. The red notice of the problems stays and counts them down as the fields
 * are mended (a passed duplicate check mends its field), and goes with the last one. Reached without the consent screen's state: 'wrong access' and
 * back to the consent screen. The server checks every rule again.
 */
import { Button, Checkbox, Divider, Group, PasswordInput, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type Consents,
  checkBusinessNoSchema,
  checkEmailSchema,
  checkIdSchema,
  type RegistrationInput,
  registrationSchema,
  t,
} from "@portal/contract";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormCard } from "../../components/layout/FormCard.tsx";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { contractResolver, problemOf, type Schema, withRules } from "../../lib/form.ts";
import { clearErrorNotices, notifyError, notifyFormProblems, notifySuccess } from "../../lib/notify.ts";
import { usePasswordProblem } from "../../lib/usePasswordProblem.ts";
import { checkBusinessNo, checkEmail, checkUserId, register } from "./api.ts";

const INITIAL = {
  userId: "",
  password: "",
  passwordConfirm: "",
  nameKo: "",
  nameEn: "",
  email: "",
  mobileNo: "",
  telNo: "",
  faxNo: "",
  salesUserName: "",
  companyRegister: false,
  businessNo: "",
  companyName: "",
};
type Values = typeof INITIAL;
type Field = keyof Values;

/** A passed check: the value it was made for and the server's message. */
interface Check {
  value: string;
  message: string;
}

/** The sign-up request of the form's values (`consents` from the consent screen). */
function requestOf(v: Values, consents: RegistrationInput["consents"]): RegistrationInput {
  return {
    userId: v.userId.trim(),
    password: v.password,
    nameKo: v.nameKo.trim(),
    email: v.email.trim(),
    nameEn: v.nameEn.trim(),
    mobileNo: v.mobileNo.trim(),
    telNo: v.telNo.trim(),
    faxNo: v.faxNo.trim(),
    salesUserName: v.salesUserName.trim(),
    company: v.companyRegister ? { businessNo: v.businessNo.trim(), companyName: v.companyName.trim() } : null,
    consents,
  };
}

/** Form fields of the request's company fields. */
const COMPANY_FIELDS = { "company.businessNo": "businessNo", "company.companyName": "companyName" };

/** The form's fields with a problem, in the form's order (the first one is focused). */
const fieldsWithProblems = (errors: Record<string, unknown>) =>
  (Object.keys(INITIAL) as Field[]).filter((f) => errors[f]);

/** An input with its check button beside it, the check's result under it. */
function withButton(button: ReactNode) {
  return (input: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
      {button}
    </Group>
  );
}

function Passed({ check, hint }: { check: Check | null; hint?: string }) {
  if (check) {
    return (
      <Text span size="xs" c="teal.8" style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
        <IconCircleCheck size={14} aria-hidden />
        {check.message}
      </Text>
    );
  }
  return hint ?? null;
}

const ORDER: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];

/** The id of the red notice that counts the form's problems. */
const PROBLEMS_NOTICE = "register-problems";

/**
 * After a refused submit (`setSummarised(true)`), the red notice counts the fields still to mend
 * (`problemCount`; each error clears as its field is edited or checked), and goes with the other red
 * notices once none is left. Resolves with the setter.
 */
function useProblemSummary(problemCount: number) {
  const [summarised, setSummarised] = useState(false);
  useEffect(() => {
    if (!summarised) return;
    if (problemCount > 0) {
      notifyFormProblems(PROBLEMS_NOTICE, t("registerProblems", { count: problemCount }));
    } else {
      notifyFormProblems(PROBLEMS_NOTICE, null);
      clearErrorNotices();
      setSummarised(false);
    }
  }, [summarised, problemCount]);
  useEffect(() => () => notifyFormProblems(PROBLEMS_NOTICE, null), []);
  return setSummarised;
}

/** A field's input props (`id` for focusing it, value, change and error). */
type InputOf = (field: Field) => ReturnType<ReturnType<typeof useForm<Values>>["getInputProps"]> & { id: string };

/** A duplicate check's state and button. */
interface CheckControl {
  check: Check | null;
  run: () => void;
  loading: boolean;
}

/** The account's fields: id (with its duplicate check), password twice, names, e-mail (with its check). */
function AccountFields({
  input,
  idCheck,
  emailCheck,
}: {
  input: InputOf;
  idCheck: CheckControl;
  emailCheck: CheckControl;
}) {
  return (
    <>
      <TextInput
        {...input("userId")}
        label={t("fieldUserId")}
        withAsterisk
        autoComplete="username"
        inputWrapperOrder={ORDER}
        description={<Passed check={idCheck.check} hint={t("fieldUserIdHint")} />}
        inputContainer={withButton(
          <Button variant="light" onClick={idCheck.run} loading={idCheck.loading} style={{ flexShrink: 0 }}>
            {idCheck.check ? t("checkDone") : t("checkDuplicate")}
          </Button>,
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          {...input("password")}
          label={t("fieldPassword")}
          withAsterisk
          autoComplete="new-password"
          inputWrapperOrder={ORDER}
          description={t("signUpPasswordHint")}
        />
        <PasswordInput
          {...input("passwordConfirm")}
          label={t("fieldPasswordConfirm")}
          withAsterisk
          autoComplete="new-password"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...input("nameKo")}
          label={t("fieldNameKo")}
          withAsterisk
          autoComplete="name"
          inputWrapperOrder={ORDER}
          description={t("fieldNameHint")}
        />
        <TextInput {...input("nameEn")} label={t("fieldNameEn")} lang="en" />
      </SimpleGrid>
      <TextInput
        {...input("email")}
        type="email"
        label={t("fieldEmail")}
        withAsterisk
        autoComplete="email"
        inputWrapperOrder={ORDER}
        description={<Passed check={emailCheck.check} />}
        inputContainer={withButton(
          <Button variant="light" onClick={emailCheck.run} loading={emailCheck.loading} style={{ flexShrink: 0 }}>
            {emailCheck.check ? t("checkDone") : t("checkDuplicate")}
          </Button>,
        )}
      />
    </>
  );
}

/** The company's fields: 기업 회원 등록, the business number (with its check) and the company name. */
function CompanyFields({
  input,
  checkbox,
  enabled,
  businessCheck,
}: {
  input: InputOf;
  checkbox: object;
  enabled: boolean;
  businessCheck: CheckControl;
}) {
  return (
    <>
      <Divider />
      <Checkbox
        {...checkbox}
        id="register-companyRegister"
        label={t("fieldCompanyRegister")}
        description={t("fieldCompanyRegisterHint")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...input("businessNo")}
          label={t("fieldBusinessNo")}
          placeholder={t("fieldBusinessNoPlaceholder")}
          inputMode="numeric"
          disabled={!enabled}
          inputWrapperOrder={ORDER}
          description={<Passed check={businessCheck.check} />}
          inputContainer={withButton(
            <Button
              variant="light"
              onClick={businessCheck.run}
              loading={businessCheck.loading}
              disabled={!enabled}
              style={{ flexShrink: 0 }}
            >
              {t("checkBusinessNo")}
            </Button>,
          )}
        />
        <TextInput {...input("companyName")} label={t("fieldCompanyName")} disabled={!enabled} />
      </SimpleGrid>
    </>
  );
}

/** The sign-up form. */
export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const consents = (location.state as { consents?: Consents } | null)?.consents;
  const [idCheck, setIdCheck] = useState<Check | null>(null);
  const [emailCheck, setEmailCheck] = useState<Check | null>(null);
  const [businessCheck, setBusinessCheck] = useState<Check | null>(null);

  useEffect(() => {
    if (!consents?.use || !consents.personal) {
      notifyError(t("wrongAccess"));
      navigate("/app/FUL/Terms", { replace: true });
    }
  }, [consents, navigate]);

  // Every problem at once, one per field: the contract's registrationSchema, then what only the form
  // knows (the confirmation, the duplicate checks, the password estimator with the id).
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: INITIAL,
    validate: withRules(
      contractResolver(registrationSchema, {
        toRequest: (v: Values) => requestOf(v, consents ?? { use: true, personal: true }),
        fields: COMPANY_FIELDS,
      }),
      (v) => ({
        password: passwordRule ? t(passwordRule) : null,
        passwordConfirm: v.password && v.password !== v.passwordConfirm ? t("passwordConfirmMismatch") : null,
        userId: idCheck?.value !== v.userId.trim() ? t("idCheckRequired") : null,
        email: emailCheck?.value !== v.email.trim() ? t("emailCheckRequired") : null,
        businessNo:
          v.companyRegister && businessCheck?.value !== v.businessNo.trim() ? t("businessNoCheckRequired") : null,
      }),
    ),
    onValuesChange: (values, previous) => {
      // A check holds only for the value it was made for: editing the field resets it.
      if (values.userId !== previous.userId) setIdCheck(null);
      if (values.email !== previous.email) setEmailCheck(null);
      if (values.businessNo !== previous.businessNo) setBusinessCheck(null);
    },
  });
  const values = form.getValues();
  const passwordRule = usePasswordProblem(values.password, values.userId.trim());
  const setSummarised = useProblemSummary(fieldsWithProblems(form.errors).length);

  const fail = (field: Field, message: string) => {
    form.setFieldError(field, message);
    notifyError(message);
    document.getElementById(`register-${field}`)?.focus();
  };

  const idMutation = useMutation({
    mutationFn: checkUserId,
    onSuccess: (answer, userId) => {
      setIdCheck({ value: userId, message: answer.message });
      form.clearFieldError("userId");
    },
    onError: (error) => fail("userId", error.message),
  });
  const emailMutation = useMutation({
    mutationFn: checkEmail,
    onSuccess: (answer, email) => {
      setEmailCheck({ value: email, message: answer.message });
      form.clearFieldError("email");
    },
    onError: (error) => fail("email", error.message),
  });
  const businessMutation = useMutation({
    mutationFn: checkBusinessNo,
    onSuccess: (answer, businessNo) => {
      setBusinessCheck({ value: businessNo, message: answer.message });
      form.clearFieldError("businessNo");
      if (answer.companyName) form.setFieldValue("companyName", answer.companyName);
    },
    onError: (error) => fail("businessNo", error.message),
  });
  const signUp = useMutation({
    mutationFn: register,
    onSuccess: (answer, request) => {
      notifySuccess(answer.message);
      navigate("/app/FUL/Login", { replace: true, state: { userId: request.userId } });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        notifyError(t("registerFailed"));
        return;
      }
      const field = (error.field?.split(".").at(-1) ?? "") as Field;
      if (error.code === "DUPLICATE_ID") setIdCheck(null);
      if (error.code === "DUPLICATE_EMAIL") setEmailCheck(null);
      if (field in INITIAL) fail(field, error.message);
      else notifyError(error.message || t("registerFailed"));
    },
  });

  /** Checks a value by the check's own schema in the contract, then asks the server. */
  const runCheck =
    <F extends "userId" | "email" | "businessNo">(field: F, schema: Schema, ask: (value: string) => void) =>
    () => {
      const value = values[field].trim();
      const problem = problemOf(schema, { [field]: value });
      if (problem) fail(field, problem);
      else ask(value);
    };
  const runIdCheck = runCheck("userId", checkIdSchema, idMutation.mutate);
  const runEmailCheck = runCheck("email", checkEmailSchema, emailMutation.mutate);
  const runBusinessCheck = runCheck("businessNo", checkBusinessNoSchema, businessMutation.mutate);

  const submit = form.onSubmit(
    (v) => {
      if (!consents) return;
      confirmAction({
        title: t("registerTitle"),
        message: t("registerConfirm"),
        confirm: t("registerSubmit"),
        onConfirm: () => signUp.mutate(requestOf(v, consents)),
      });
    },
    (errors) => {
      const problems = fieldsWithProblems(errors);
      notifyFormProblems(PROBLEMS_NOTICE, t("registerProblems", { count: problems.length }));
      setSummarised(true);
      document.getElementById(`register-${problems[0]}`)?.focus();
    },
  );

  if (!consents?.use || !consents.personal) return null;

  const input = (field: Field) => ({ id: `register-${field}`, ...form.getInputProps(field) });

  return (
    <FullPageFrame>
      <FormCard title={t("registerTitle")} intro={t("registerIntro")} width={760} onSubmit={submit}>
        <AccountFields
          input={input}
          idCheck={{ check: idCheck, run: runIdCheck, loading: idMutation.isPending }}
          emailCheck={{ check: emailCheck, run: runEmailCheck, loading: emailMutation.isPending }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput {...input("mobileNo")} label={t("fieldMobileNo")} inputMode="tel" autoComplete="tel" />
          <TextInput {...input("telNo")} label={t("fieldTelNo")} inputMode="tel" />
          <TextInput {...input("faxNo")} label={t("fieldFaxNo")} inputMode="tel" />
        </SimpleGrid>
        <TextInput {...input("salesUserName")} label={t("fieldSalesUserName")} />

        <CompanyFields
          input={input}
          checkbox={form.getInputProps("companyRegister", { type: "checkbox" })}
          enabled={values.companyRegister}
          businessCheck={{ check: businessCheck, run: runBusinessCheck, loading: businessMutation.isPending }}
        />

        <Group justify="center" gap="sm" mt="md">
          <Button variant="default" size="md" miw={120} onClick={() => navigate("/")}>
            {t("cancel")}
          </Button>
          <Button type="submit" size="md" miw={120} loading={signUp.isPending}>
            {t("registerSubmit")}
          </Button>
        </Group>
      </FormCard>
    </FullPageFrame>
  );
}
