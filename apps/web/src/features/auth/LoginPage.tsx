/**
 * /app/FUL/Login: the login box (boards spec sections 4, 5 and 7): id and password required with
 * the spec's messages, Enter submits, "remember me" keeps a longer session (the password is
 * never stored in the browser), and the server's Korean message shows on failure. After a login
 * the member goes on as the login flow says (lib/after-login.ts: consent screen, or my page when
 * no e-mail is registered). Social login buttons show for the configured providers only; the
 * server's callback comes back here (?social=done, or ?socialError=… shown as the spec says).
 * `?returnTo=` (a same-site path, `safeReturn`) is where the member goes afterwards, by password or
 * social login (the route guard sends visitors here with the address they asked for, and names the
 * reason in the navigation state). After a sign-up the new id (`userId` in the navigation state) is
 * filled in and the password field focused. A member whose second factor is on (issue 43 §2) is asked,
 * after the password, for the authenticator's six digits or a recovery code: the server answers
 * SECOND_FACTOR_REQUIRED, the code field appears and the next submit sends id, password and code.
 */
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { isMessageKey, loginBodySchema, safeReturn, t } from "@portal/contract";
import { IconTruckDelivery } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useAfterLogin } from "../../lib/after-login.ts";
import { ApiError } from "../../lib/api.ts";
import { contractResolver } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { sessionQuery, useLogin } from "../../lib/session.ts";
import { providerName, providersQuery, socialErrorMessage, socialStartUrl } from "../../lib/social.ts";
import classes from "./LoginPage.module.css";

const BRAND: Record<string, { bg: string; color: string; border?: string }> = {
  kakao: { bg: "#FEE500", color: "#191919" },
  // Naver green darkened from #03C75A (2.3:1 with white) to 4.8:1: KWCAG 1.4.3 text contrast.
  naver: { bg: "#00843D", color: "#ffffff" },
  google: { bg: "#ffffff", color: "#1f1f1f", border: "#747775" },
};

/** The buttons of the configured social login providers. */
function SocialButtons({ returnTo }: { returnTo: string }) {
  const providers = useQuery(providersQuery);
  const items = providers.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <>
      <Divider label={t("loginSocialTitle")} labelPosition="center" />
      <Stack gap="xs">
        {items.map(({ provider }) => {
          const brand = BRAND[provider] ?? { bg: "#eee", color: "#111" };
          return (
            <Button
              key={provider}
              component="a"
              href={socialStartUrl(provider, returnTo)}
              fullWidth
              styles={{
                root: {
                  background: brand.bg,
                  color: brand.color,
                  border: `1px solid ${brand.border ?? brand.bg}`,
                },
              }}
            >
              {t("loginWith", { provider: providerName(provider) })}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}

/** Answers of the login that ask for (another) second-factor code. */
const CODE_STEP = new Set(["SECOND_FACTOR_REQUIRED", "SECOND_FACTOR_WRONG"]);

/** Handles the return from a social login: routes on after success, shows a refusal. */
function useSocialReturn(returnTo: string) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const afterLogin = useAfterLogin();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const error = params.get("socialError");
    if (error) {
      handled.current = true;
      const message = socialErrorMessage(error, params.get("provider"), params.get("detail"));
      if (message) notifyError(message);
      setParams({}, { replace: true });
    } else if (params.get("social") === "done") {
      handled.current = true;
      void client.fetchQuery({ ...sessionQuery, staleTime: 0 }).then((session) => {
        if (!session.user) return;
        if (session.user.termsAgreed) notifySuccess(t("loginWelcome", { name: session.user.nameKo }));
        afterLogin(session.user, returnTo);
      });
    }
  }, [params, setParams, client, afterLogin, returnTo]);
}

export function LoginPage() {
  const [params] = useSearchParams();
  const state = useLocation().state as { notice?: string; userId?: string } | null;
  const notice = state?.notice;
  const signedUpId = state?.userId;
  const returnTo = safeReturn(params.get("returnTo"));
  const login = useLogin();
  const afterLogin = useAfterLogin();
  useSocialReturn(returnTo);
  // How many times the server asked for the second factor's code: the code field shows from the first.
  const [codeAsks, setCodeAsks] = useState(0);
  const codeStep = codeAsks > 0;
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { userId: "", password: "", remember: false, code: "" },
    validate: contractResolver(loginBodySchema),
  });
  // After the hydration (the server's page has no navigation state), like a change the member made.
  useEffect(() => {
    if (!signedUpId) return;
    form.setFieldValue("userId", signedUpId);
    document.getElementById("login-password")?.focus();
  }, [signedUpId, form.setFieldValue]);

  // Each ask puts the focus in the code field, once React has drawn it (a frame's wait could come first).
  useEffect(() => {
    if (codeAsks > 0) document.getElementById("login-code")?.focus();
  }, [codeAsks]);

  const submit = form.onSubmit((values) =>
    login.mutate(
      { ...values, code: codeStep && values.code.trim() ? values.code.trim() : undefined },
      {
        onSuccess: (session) => {
          if (!session.user) return;
          if (session.user.termsAgreed) notifySuccess(t("loginWelcome", { name: session.user.nameKo }));
          afterLogin(session.user, returnTo);
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError && CODE_STEP.has(failure.code))) return;
          setCodeAsks((asks) => asks + 1);
          form.setFieldValue("code", "");
        },
      },
    ),
  );

  const askingCode = login.error instanceof ApiError && login.error.code === "SECOND_FACTOR_REQUIRED";
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
          {notice && isMessageKey(notice) && !error && (
            <Alert color="blue" role="status">
              {t(notice)}
            </Alert>
          )}
          {error && (
            <Alert color={askingCode ? "blue" : "red"} role={askingCode ? "status" : "alert"}>
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
            id="login-password"
            label={t("loginPassword")}
            autoComplete="current-password"
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          {codeStep && (
            <TextInput
              id="login-code"
              label={t("loginCodeLabel")}
              description={t("loginCodeHelp")}
              autoComplete="one-time-code"
              inputMode="text"
              key={form.key("code")}
              {...form.getInputProps("code")}
            />
          )}
          <Checkbox
            label={t("loginRemember")}
            key={form.key("remember")}
            {...form.getInputProps("remember", { type: "checkbox" })}
          />
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t("loginSubmit")}
          </Button>
          <Group justify="space-between">
            <Group gap="md">
              <Anchor component={Link} to="/app/findid" size="sm">
                {t("idFindTitle")}
              </Anchor>
              <Anchor component={Link} to="/app/findsession" size="sm">
                {t("loginFindPassword")}
              </Anchor>
            </Group>
            <Anchor component={Link} to="/app/FUL/Terms" size="sm">
              {t("loginSignUp")}
            </Anchor>
          </Group>
          <SocialButtons returnTo={returnTo} />
        </Stack>
      </Paper>
    </div>
  );
}
