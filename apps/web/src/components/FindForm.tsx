/**
 * The visitor's find forms (아이디 찾기 /app/findid, 비밀번호 찾기 /app/findsession): a card with a
 * title, an intro and two or three required fields, validated by the contract's schema of the request
 * (Enter submits, cancel goes home); the server answers the same whether or not an account matches.
 * A signed-in member is told to log out first and sent home.
 */
import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { t } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../lib/api.ts";
import { contractResolver } from "../lib/form.ts";
import { notifyError } from "../lib/notify.ts";
import { useSession } from "../lib/session.ts";

type Values = Record<string, string>;

/** One field of a find form: its request name, label and browser hints. */
export interface FindField {
  name: string;
  label: string;
  autoComplete: string;
  type?: "email";
}

interface Props {
  title: string;
  intro: string;
  fields: FindField[];
  /** The request's schema in the contract (what the server validates it with). */
  schema: Parameters<typeof contractResolver>[0];
  submitLabel: string;
  send: (values: Values) => Promise<{ message: string }>;
  /** Called with the server's answer; without it, the answer replaces the fields (`answer`). */
  onSent?: (message: string) => void;
  /** How the answer shows on the page. */
  answer?: (message: string) => ReactNode;
  /** Problems as an alert too, the first field's first (the spec alerts a missing field). */
  alertProblems?: boolean;
  /** Links under the form. */
  footer?: ReactNode;
}

export function FindForm({
  title,
  intro,
  fields,
  schema,
  submitLabel,
  send,
  onSent,
  answer,
  alertProblems,
  footer,
}: Props) {
  const navigate = useNavigate();
  const { user, ready } = useSession();

  useEffect(() => {
    if (ready && user) {
      notifyError(t("findLoggedIn"));
      navigate("/", { replace: true });
    }
  }, [ready, user, navigate]);

  const form = useForm<Values>({
    mode: "uncontrolled",
    initialValues: Object.fromEntries(fields.map((field) => [field.name, ""])),
    validate: contractResolver(schema),
  });

  const find = useMutation({
    mutationFn: send,
    onSuccess: (sent) => onSent?.(sent.message),
    onError: (error) => {
      if (error instanceof ApiError && error.field && fields.some((field) => field.name === error.field)) {
        form.setFieldError(error.field, error.message);
      } else notifyError(error instanceof ApiError ? error.message : t("errorUnknown"));
    },
  });

  const submit = form.onSubmit(
    (values) => find.mutate(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]))),
    (errors: FormErrors) => {
      const first = fields.map((field) => errors[field.name]).find(Boolean);
      if (alertProblems && first) notifyError(String(first));
    },
  );

  if (ready && user) return null;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} maw={480} mx="auto" my="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {intro}
            </Text>
          </div>
          {find.isSuccess && answer ? (
            answer(find.data.message)
          ) : (
            <>
              {fields.map((field) => (
                <TextInput
                  key={form.key(field.name)}
                  label={field.label}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  withAsterisk
                  {...form.getInputProps(field.name)}
                />
              ))}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate("/")}>
                  {t("cancel")}
                </Button>
                <Button type="submit" loading={find.isPending}>
                  {submitLabel}
                </Button>
              </Group>
            </>
          )}
          {footer}
        </Stack>
      </form>
    </Paper>
  );
}
