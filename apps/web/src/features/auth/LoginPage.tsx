/**
 * /app/FUL/Login: the login box (boards spec sections 5 and 7): id and password required with
 * the spec's messages, Enter submits, "remember me" keeps a longer session (the password is
 * never stored in the browser), and the server's Korean message shows on failure.
 */
import { Alert, Anchor, Button, Checkbox, Group, Paper, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { t } from "@portal/contract";
import { IconTruckDelivery } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useLogin } from "../../lib/session.ts";
import classes from "./LoginPage.module.css";

/** Only same-site paths are followed after login. */
function safeReturn(value: string | null): string {
  return value?.startsWith("/") && !value.startsWith("//") ? value : "/";
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { userId: "", password: "", remember: false },
    validate: {
      userId: (v) => (v.trim() ? null : t("loginEnterId")),
      password: (v) => (v ? null : t("loginEnterPassword")),
    },
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: (session) => {
        notifySuccess(t("loginWelcome", { name: session.user?.nameKo ?? "" }));
        navigate(safeReturn(params.get("returnTo")), { replace: true });
      },
    }),
  );

  const error = login.error instanceof ApiError ? login.error.message : login.error ? t("loginContactAdmin") : null;

  return (
    <div className={classes.wrap}>
      <Paper component="form" onSubmit={submit} className={classes.box} shadow="md" radius="md" p="xl" noValidate>
        <Stack>
          <Anchor component={Link} to="/" underline="never" className={classes.brand}>
            <IconTruckDelivery size={30} aria-hidden />
            {t("appName")}
          </Anchor>
          <Title order={1} size="h3">
            {t("loginTitle")}
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t("loginId")}
            autoComplete="username"
            key={form.key("userId")}
            {...form.getInputProps("userId")}
          />
          <PasswordInput
            label={t("loginPassword")}
            autoComplete="current-password"
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Checkbox
            label={t("loginRemember")}
            key={form.key("remember")}
            {...form.getInputProps("remember", { type: "checkbox" })}
          />
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t("loginSubmit")}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/app/findsession" size="sm">
              {t("loginFindPassword")}
            </Anchor>
            <Anchor component={Link} to="/app/FUL/Terms" size="sm">
              {t("loginSignUp")}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
