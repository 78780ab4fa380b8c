/**
 * /app/FUL/Terms, the consent screen (members spec sections 2 "Consent screen", 4; boards spec 4):
 * select-all and the four consents — terms of use and personal data (required), location terms
 * and promotion (optional) — each with its scrollable text. Next is enabled only with both
 * required boxes; cancel goes home. A visitor goes on to the sign-up form carrying the four flags;
 * a signed-in member who has not agreed yet (password or social login, or a consent past the
 * 2-year cycle) posts the consent and goes on to the page asked for at the login (`returnTo` in
 * the navigation state; home otherwise), or to my page when no e-mail is registered.
 */
import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import {
  CONSENT_DOCUMENTS,
  CONSENT_KEYS,
  type ConsentKey,
  type Consents,
  REQUIRED_CONSENTS,
  TERMS_EFFECTIVE_DATE,
  t,
} from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { PolicyText } from "../../components/policy/PolicyText.tsx";
import { useAfterLogin } from "../../lib/after-login.ts";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useLogout, useSessionUser, useSetSession } from "../../lib/session.ts";
import { postConsents } from "./api.ts";
import classes from "./TermsPage.module.css";

const NONE: Consents = { use: false, personal: false, location: false, promotion: false };

function ConsentItem({
  name,
  checked,
  onChange,
}: {
  name: ConsentKey;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const required = REQUIRED_CONSENTS.includes(name);
  const document = CONSENT_DOCUMENTS[name];
  const label = t(`consent${name}`);
  return (
    <div className={classes.item}>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={
          <Text span fw={600}>
            {label}{" "}
            <Text span c={required ? "blue.8" : "dimmed"} fw={600}>
              {t(required ? "termsRequiredTag" : "termsOptionalTag")}
            </Text>
          </Text>
        }
        mb="xs"
      />
      <ScrollArea.Autosize
        mah={170}
        type="auto"
        offsetScrollbars
        className={classes.text}
        // The viewport is what scrolls: it takes the focus so the keyboard can scroll it (KWCAG 2.1.1).
        viewportProps={{ role: "region", "aria-label": t("termsTextLabel", { title: document.title }), tabIndex: 0 }}
      >
        <PolicyText document={document} compact />
      </ScrollArea.Autosize>
    </div>
  );
}

/** The consent screen. */
export function TermsPage() {
  const navigate = useNavigate();
  const returnTo = (useLocation().state as { returnTo?: string } | null)?.returnTo ?? "/";
  const user = useSessionUser();
  const pending = user !== null && !user.termsAgreed;
  const [consents, setConsents] = useState<Consents>(NONE);
  const setSession = useSetSession();
  const afterLogin = useAfterLogin();
  const logout = useLogout();

  const allChecked = CONSENT_KEYS.every((key) => consents[key]);
  const someChecked = CONSENT_KEYS.some((key) => consents[key]);
  const canGoOn = REQUIRED_CONSENTS.every((key) => consents[key]);

  const agree = useMutation({
    mutationFn: postConsents,
    onSuccess: (session) => {
      setSession(session);
      notifySuccess(t("termsAgreedDone"));
      if (session.user) afterLogin(session.user, returnTo);
    },
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown")),
  });

  const next = () => {
    if (!canGoOn) {
      notifyError(t("consentsRequired"));
      return;
    }
    if (pending) agree.mutate(consents);
    else navigate("/app/FUL/Register", { state: { consents } });
  };

  const cancel = () => {
    if (pending) {
      // Without the consent the member cannot use the portal: end the session, then go home.
      logout.mutate(undefined, { onSettled: () => notifyError(t("termsDeclined")) });
    }
    navigate("/", { replace: true });
  };

  return (
    <FullPageFrame>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} maw={760} mx="auto">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t("termsTitle")}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t(pending ? "termsReconsentIntro" : "termsIntro")} {t("termsEffective", { date: TERMS_EFFECTIVE_DATE })}
            </Text>
          </div>
          <div className={classes.all}>
            <Checkbox
              size="md"
              checked={allChecked}
              indeterminate={someChecked && !allChecked}
              onChange={(event) => {
                const value = event.currentTarget.checked;
                setConsents({ use: value, personal: value, location: value, promotion: value });
              }}
              label={
                <Text component="span" fw={700}>
                  {t("termsAgreeAll")}
                </Text>
              }
              description={t("termsAgreeAllHint")}
            />
          </div>
          {CONSENT_KEYS.map((key) => (
            <ConsentItem
              key={key}
              name={key}
              checked={consents[key]}
              onChange={(value) => setConsents((current) => ({ ...current, [key]: value }))}
            />
          ))}
          <Group justify="center" gap="sm" mt="sm">
            <Button variant="default" size="md" miw={120} onClick={cancel}>
              {t("cancel")}
            </Button>
            <Button size="md" miw={120} onClick={next} disabled={!canGoOn} loading={agree.isPending}>
              {t("termsNext")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </FullPageFrame>
  );
}
