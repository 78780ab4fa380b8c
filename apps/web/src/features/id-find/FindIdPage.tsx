/**
 * /app/findid, 아이디 찾기 (issue 24 §4): name then e-mail, both required, checked together on
 * submit with each message next to its field; Enter submits; cancel goes home. The server answers
 * the same whether or not an account matches and mails the id (or, for a social-login member, the
 * provider) to the address; its message stays on the page with links to the login and password
 * find. A signed-in member is told to log out first.
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { EMAIL_PATTERN, t } from "@portal/contract";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { notifyError } from "../../lib/notify.ts";
import { useSession } from "../../lib/session.ts";
import { findId } from "./api.ts";

export function FindIdPage() {
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
    initialValues: { name: "", email: "" },
    validate: {
      name: (value) => (value.trim() ? null : t("idFindEnterName")),
      email: (value) => (EMAIL_PATTERN.test(value.trim()) ? null : t("emailInvalid")),
    },
  });

  const find = useMutation({
    mutationFn: findId,
    onError: (error) => {
      if (error instanceof ApiError && (error.field === "name" || error.field === "email")) {
        form.setFieldError(error.field, error.message);
      } else notifyError(error instanceof ApiError ? error.message : t("errorUnknown"));
    },
  });

  const submit = form.onSubmit((values) => find.mutate({ name: values.name.trim(), email: values.email.trim() }));

  if (ready && user) return null;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} maw={480} mx="auto" my="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t("idFindTitle")}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t("idFindIntro")}
            </Text>
          </div>
          {find.isSuccess ? (
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
              {find.data.message}
            </Alert>
          ) : (
            <>
              <TextInput
                label={t("fieldNameKo")}
                autoComplete="name"
                withAsterisk
                key={form.key("name")}
                {...form.getInputProps("name")}
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
                  {t("idFindSubmit")}
                </Button>
              </Group>
            </>
          )}
          <Group justify="space-between">
            <Anchor component={Link} to="/app/FUL/Login" size="sm">
              {t("loginTitle")}
            </Anchor>
            <Anchor component={Link} to="/app/findsession" size="sm">
              {t("idFindPasswordLink")}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
