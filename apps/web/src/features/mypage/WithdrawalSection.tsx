/**
 * My page, 회원 탈퇴 (issue 24 §4; docs/members.md "Withdrawal"): a button that opens a dialog saying
 * exactly what happens to each kind of data, then asks for the password again (a member who joined
 * by a social login and has no password types the confirmation phrase instead) and an explicit
 * agreement. On success every session has ended: the browser reads its new visitor session, drops
 * the cached member data and goes home with the done message.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type Profile, t, WITHDRAWAL_PHRASE } from "@portal/contract";
import { IconAlertTriangle, IconUserOff } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { sessionQuery } from "../../lib/session.ts";
import { withdraw } from "./api.ts";

const EFFECTS = [
  "withdrawEffectProfile",
  "withdrawEffectPosts",
  "withdrawEffectNotes",
  "withdrawEffectDeals",
  "withdrawEffectReservations",
] as const;

function WithdrawalDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [secret, setSecret] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ secret?: string; agreed?: string }>({});
  const mutation = useMutation({
    mutationFn: withdraw,
    onSuccess: async (answer) => {
      onClose();
      notifySuccess(answer.message);
      // Home first: once the session reads as a visitor's, my page's guard would send the page to the login.
      navigate("/", { replace: true });
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
      await client.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.field === "password" || error.field === "confirmPhrase")) {
        setErrors({ secret: error.message });
      } else notifyError(error.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!secret.trim()) next.secret = profile.hasPassword ? t("recheckEnter") : t("withdrawPhraseWrong");
    if (!agreed) next.agreed = t("withdrawAgreeRequired");
    setErrors(next);
    if (next.secret || next.agreed) return;
    mutation.mutate(profile.hasPassword ? { password: secret } : { confirmPhrase: secret });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t("withdrawSectionDesc")}
        </Alert>
        <div>
          <Text fw={600} size="sm" mb={6}>
            {t("withdrawIntro")}
          </Text>
          <List size="sm" spacing={6}>
            {EFFECTS.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
            <List.Item>{t("withdrawEffectId", { userId: profile.userId })}</List.Item>
            <List.Item>{t("withdrawEffectLaw")}</List.Item>
          </List>
        </div>
        {profile.hasPassword ? (
          <PasswordInput
            label={t("loginPassword")}
            description={t("withdrawPasswordHint")}
            autoComplete="current-password"
            withAsterisk
            value={secret}
            onChange={(event) => setSecret(event.currentTarget.value)}
            error={errors.secret}
            data-autofocus
          />
        ) : (
          <TextInput
            label={t("withdrawPhraseLabel")}
            description={t("withdrawPhraseHint", { phrase: WITHDRAWAL_PHRASE })}
            placeholder={WITHDRAWAL_PHRASE}
            withAsterisk
            value={secret}
            onChange={(event) => setSecret(event.currentTarget.value)}
            error={errors.secret}
            data-autofocus
          />
        )}
        <Checkbox
          label={t("withdrawAgree")}
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          error={errors.agreed}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            {t("withdrawSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function WithdrawalSection({ profile }: { profile: Profile }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <section aria-labelledby="my-withdrawal">
      <Title order={2} size="h4" id="my-withdrawal" mb="xs">
        {t("withdrawSectionTitle")}
      </Title>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t("withdrawSectionDesc")}
        </Text>
        <Button variant="outline" color="red" leftSection={<IconUserOff size={16} aria-hidden />} onClick={modal.open}>
          {t("withdrawOpen")}
        </Button>
      </Group>
      <Modal opened={opened} onClose={modal.close} title={t("withdrawSectionTitle")} size="lg" centered>
        {opened && <WithdrawalDialog profile={profile} onClose={modal.close} />}
      </Modal>
    </section>
  );
}
