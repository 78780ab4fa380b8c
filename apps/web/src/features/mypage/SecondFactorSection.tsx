/**
 * My page, 2단계 인증 (issue 43 §2; docs/admin.md "Second factor"): a switch, off by default for
 * members and required for administrators (administration answers 403 until they enrol). Turning
 * it on shows the QR code, the secret as text (for typing into the app) and asks for the current
 * six-digit code; then the ten recovery codes are shown once in a dialog. Turning it off asks for
 * the password in a dialog.
 */
import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  List,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type SecondFactorSetup, t } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { sessionQuery } from "../../lib/session.ts";
import { confirmSecondFactor, removeSecondFactor, secondFactorQuery, startSecondFactor } from "./api.ts";

/** The enrolment: QR code, secret text and the code that proves the app has it. */
function Enrolment({ setup, onDone }: { setup: SecondFactorSetup; onDone: (codes: string[]) => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: (answer) => onDone(answer.recoveryCodes),
    onError: (failure) =>
      failure instanceof ApiError && failure.field ? setError(failure.message) : notifyError(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t("secondFactorConfirmWrong"));
    mutation.mutate({ code: code.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Image src={setup.qrDataUrl} alt={t("secondFactorQrAlt")} w={200} h={200} />
        <Text size="sm" id="second-factor-secret-label">
          {t("secondFactorSecretLabel")}
        </Text>
        <Code block aria-labelledby="second-factor-secret-label" data-testid="second-factor-secret">
          {setup.secret}
        </Code>
        <TextInput
          label={t("secondFactorCodeLabel")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          maw={240}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t("secondFactorConfirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turning it off: the password again. */
function RemoveDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: removeSecondFactor,
    onSuccess: async (answer) => {
      onClose();
      notifySuccess(answer.message);
      await client.invalidateQueries({ queryKey: secondFactorQuery.queryKey });
      await client.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onError: (failure) =>
      failure instanceof ApiError && failure.field ? setError(failure.message) : notifyError(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t("recheckEnter"));
    mutation.mutate({ password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("secondFactorRemoveConfirm")}</Text>
        <PasswordInput
          label={t("secondFactorRemovePassword")}
          autoComplete="current-password"
          withAsterisk
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            {t("secondFactorRemove")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ten recovery codes, shown once. */
function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t("secondFactorRecoveryTitle")} centered>
      <Stack gap="md">
        <Text size="sm">{t("secondFactorRecoveryIntro")}</Text>
        <List size="sm" spacing={4} data-testid="recovery-codes">
          {codes.map((code) => (
            <List.Item key={code}>
              <Code>{code}</Code>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t("secondFactorRecoveryDone")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SecondFactorSection() {
  const client = useQueryClient();
  const status = useQuery(secondFactorQuery);
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const start = useMutation({
    mutationFn: startSecondFactor,
    onSuccess: setSetup,
    onError: (failure) => notifyError(failure.message),
  });
  const enabled = Boolean(status.data?.enabled);
  const toggle = (on: boolean) => {
    if (on && !enabled) start.mutate();
    else if (!on && setup) setSetup(null);
    else if (!on && enabled) setRemoving(true);
  };
  const enrolled = async (recoveryCodes: string[]) => {
    setSetup(null);
    setCodes(recoveryCodes);
    notifySuccess(t("secondFactorEnrolled"));
    await client.invalidateQueries({ queryKey: secondFactorQuery.queryKey });
    await client.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };
  return (
    <section aria-labelledby="my-second-factor" id="second-factor">
      <Title order={2} size="h4" id="my-second-factor" mb="xs">
        {t("secondFactorTitle")}
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("secondFactorIntro")}
        </Text>
        {status.data?.required && (
          <Alert color="orange" role="status">
            {t("secondFactorAdminNotice")}
          </Alert>
        )}
        {status.isPending ? (
          <Text c="dimmed">{t("loading")}</Text>
        ) : (
          <Group gap="md">
            <Switch
              label={t("secondFactorSwitch")}
              checked={enabled || setup !== null}
              disabled={start.isPending}
              onChange={(event) => toggle(event.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed">
              {enabled
                ? `${t("secondFactorOn")} · ${t("secondFactorRecoveryLeft", { count: status.data?.recoveryCodesLeft ?? 0 })}`
                : t("secondFactorOff")}
            </Text>
          </Group>
        )}
        {setup && <Enrolment setup={setup} onDone={enrolled} />}
      </Stack>
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />}
      <Modal opened={removing} onClose={() => setRemoving(false)} title={t("secondFactorRemove")} centered>
        {removing && <RemoveDialog onClose={() => setRemoving(false)} />}
      </Modal>
    </section>
  );
}
