/**
 * /app/findsession, password find (boards spec sections 2, 4, 5, 8; members spec section 2): id
 * then e-mail, each required with the spec's message, id first; Enter submits; cancel goes home.
 * The server answers the same whether or not the pair exists and mails a single-use link; its
 * message is shown and the visitor goes home. A signed-in member is told to log out first.
 */
import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { EMAIL_PATTERN, t } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSession } from "../../lib/session.ts";
import { findPassword } from "./api.ts";

export function FindPasswordPage() {
  const navigate = useNavigate();
  const { user, ready } = useSession();

  useEffect(() => {
    if (ready && user) {
      notifyError(t("findLoggedIn"));
      navigate("/", { replace: true });
    }
  }, [ready, user, navigate]);

  const form = useForm({
    mode: "uncontrolled",
    initialValues: { userId: "", email: "" },
    validate: {
      userId: (value) => (value.trim() ? null : t("findCheckId")),
      email: (value, values) => (!values.userId.trim() || EMAIL_PATTERN.test(value.trim()) ? null : t("emailInvalid")),
    },
    validateInputOnBlur: false,
  });

  const find = useMutation({
    mutationFn: findPassword,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      navigate("/", { replace: true });
    },
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown")),
  });

  const submit = form.onSubmit(
    (values) => find.mutate({ userId: values.userId.trim(), email: values.email.trim() }),
    (errors) => {
      // The spec alerts the first missing field: the id, then the e-mail.
      const first = errors.userId ?? errors.email;
      if (first) notifyError(String(first));
    },
  );

  if (ready && user) return null;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} maw={480} mx="auto" my="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t("findTitle")}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t("findIntro")}
            </Text>
          </div>
          <TextInput
            label={t("fieldUserId")}
            autoComplete="username"
            withAsterisk
            key={form.key("userId")}
            {...form.getInputProps("userId")}
          />
          <TextInput
            label={t("fieldEmail")}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate("/")}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={find.isPending}>
              {t("findSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
