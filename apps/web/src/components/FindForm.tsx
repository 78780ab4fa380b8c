/**
 * The visitor's find forms (아이디 찾기 /app/findid, 비밀번호 찾기 /app/findsession): a card with a
 * title, an intro and two or three required fields, validated by the contract's schema of the request
 * (Enter submits, cancel goes home); the server answers the same whether or not an account matches,
 * and its answer replaces the fields on the page (a status the screen reader reads), with the links
 * under it. A signed-in member is told to log out first and sent home.
 */
import { Alert, Anchor, Box, Button, Group, TextInput } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { type MessageKey, t } from "@portal/contract";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../lib/api.ts";
import { contractResolver } from "../lib/form.ts";
import { notifyError } from "../lib/notify.ts";
import { useSession } from "../lib/session.ts";
import { FormCard } from "./layout/FormCard.tsx";

type Values = Record<string, string>;

/** The fields a find form may ask for: label and browser hints of each request field. */
const FIELDS = {
  name: { label: "fieldNameKo", autoComplete: "name", type: undefined },
  userId: { label: "fieldUserId", autoComplete: "username", type: undefined },
  email: { label: "fieldEmail", autoComplete: "email", type: "email" },
} as const satisfies Record<string, { label: MessageKey; autoComplete: string; type: "email" | undefined }>;

interface Props {
  /** The card's title, intro and submit button. */
  words: { title: MessageKey; intro: MessageKey; submit: MessageKey };
  /** The request's fields, in order. */
  fields: (keyof typeof FIELDS)[];
  /** The request's schema in the contract (what the server validates it with). */
  schema: Parameters<typeof contractResolver>[0];
  send: (values: Values) => Promise<{ message: string }>;
  /** Problems as an alert too, the first field's first (the spec alerts a missing field). */
  alertProblems?: boolean;
  /** Links under the form (to another page of the portal). */
  links?: { to: string; label: MessageKey }[];
}

export function FindForm({ words, fields, schema, send, alertProblems, links = [] }: Props) {
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
    initialValues: Object.fromEntries(fields.map((field) => [field, ""])),
    validate: contractResolver(schema),
  });

  const find = useMutation({
    mutationFn: send,
    onError: (error) => {
      if (error instanceof ApiError && error.field && (fields as string[]).includes(error.field)) {
        form.setFieldError(error.field, error.message);
      } else notifyError(error instanceof ApiError ? error.message : t("errorUnknown"));
    },
  });

  const submit = form.onSubmit(
    (values) => find.mutate(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]))),
    (errors: FormErrors) => {
      const first = fields.map((field) => errors[field]).find(Boolean);
      if (alertProblems && first) notifyError(String(first));
    },
  );

  if (ready && user) return null;
  return (
    <Box my="xl">
      <FormCard title={t(words.title)} intro={t(words.intro)} onSubmit={submit}>
        {find.isSuccess ? (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {find.data.message}
          </Alert>
        ) : (
          <>
            {fields.map((field) => (
              <TextInput
                key={form.key(field)}
                label={t(FIELDS[field].label)}
                type={FIELDS[field].type}
                autoComplete={FIELDS[field].autoComplete}
                withAsterisk
                {...form.getInputProps(field)}
              />
            ))}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => navigate("/")}>
                {t("cancel")}
              </Button>
              <Button type="submit" loading={find.isPending}>
                {t(words.submit)}
              </Button>
            </Group>
          </>
        )}
        {links.length > 0 && (
          <Group justify="space-between">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
        )}
      </FormCard>
    </Box>
  );
}
