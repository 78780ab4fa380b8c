/**
 * My page, 'member information' (members spec sections 2, 3, 4 "My page save", 5, 8): edits the
 * Korean name (2–4 Hangul), e-mail (pattern; one account per e-mail) and the numbers. Save asks
 * 'Do you want to edit?', shows the server's message, updates the name in the header and goes home.
 */
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Profile, profileUpdateSchema, t } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { contractResolver } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { sessionQuery } from "../../lib/session.ts";
import { profileQuery, updateProfile } from "./api.ts";

export function ProfileSection({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: {
      nameKo: profile.nameKo,
      nameEn: profile.nameEn ?? "",
      email: profile.email ?? "",
      mobileNo: profile.mobileNo ?? "",
      telNo: profile.telNo ?? "",
      faxNo: profile.faxNo ?? "",
    },
    validate: contractResolver(profileUpdateSchema),
  });

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      client.setQueryData(profileQuery.queryKey, answer.profile);
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
      navigate("/");
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : t("errorUnknown");
      if (error instanceof ApiError && error.field) form.setFieldError(error.field, message);
      notifyError(message);
    },
  });

  const submit = form.onSubmit(
    (values) => {
      confirmAction({
        title: t("profileTitle"),
        message: t("profileEditConfirm"),
        confirm: t("profileSave"),
        onConfirm: () => save.mutate(values),
      });
    },
    (errors) => {
      // One alert, in the spec's order: the Korean name, then the e-mail.
      const first = ["nameKo", "email", "nameEn", "mobileNo", "telNo", "faxNo"].map((k) => errors[k]).find(Boolean);
      if (first) notifyError(String(first));
    },
  );

  return (
    <section aria-labelledby="my-profile">
      <Title order={2} size="h4" id="my-profile" mb="sm">
        {t("profileTitle")}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t("fieldUserId")} value={profile.userId} readOnly variant="filled" />
            <TextInput label={t("profileRole")} value={t(`role${profile.role}`)} readOnly variant="filled" />
            <TextInput
              label={t("fieldNameKo")}
              withAsterisk
              autoComplete="name"
              key={form.key("nameKo")}
              {...form.getInputProps("nameKo")}
            />
            <TextInput label={t("fieldNameEn")} lang="en" key={form.key("nameEn")} {...form.getInputProps("nameEn")} />
            <TextInput
              label={t("fieldEmail")}
              type="email"
              withAsterisk
              autoComplete="email"
              key={form.key("email")}
              {...form.getInputProps("email")}
            />
            <TextInput
              label={t("fieldMobileNo")}
              inputMode="tel"
              key={form.key("mobileNo")}
              {...form.getInputProps("mobileNo")}
            />
            <TextInput
              label={t("fieldTelNo")}
              inputMode="tel"
              key={form.key("telNo")}
              {...form.getInputProps("telNo")}
            />
            <TextInput
              label={t("fieldFaxNo")}
              inputMode="tel"
              key={form.key("faxNo")}
              {...form.getInputProps("faxNo")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} miw={100}>
              {t("profileSave")}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
