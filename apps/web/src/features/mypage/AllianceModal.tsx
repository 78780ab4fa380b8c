/**
 * The alliance participation popup (members spec sections 2, 4, 5, 6, 8, 9): participating company
 * name and representative (contact) name, each required and at most 20 characters, with the spec's
 * messages. Only company members open it (my page checks first); the server checks again.
 * 500 px wide with a 500 ms fade, like the portal's other modals.
 */
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ALLIANCE_NAME_MAX, allianceWriteSchema, t } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../lib/api.ts";
import { contractResolver } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { applyAlliance } from "./api.ts";

export function AllianceModal({
  opened,
  onClose,
  companyName,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  companyName: string;
  onDone: () => void;
}) {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { companyName, representativeName: "" },
    validate: contractResolver(allianceWriteSchema),
  });
  const apply = useMutation({
    mutationFn: applyAlliance,
    onSuccess: () => {
      notifySuccess(t("allianceSubmitted"));
      form.reset();
      onDone();
      onClose();
    },
    // The server's message; the popup stays open so the member can correct it.
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown")),
  });
  const submit = form.onSubmit(
    (values) =>
      apply.mutate({ companyName: values.companyName.trim(), representativeName: values.representativeName.trim() }),
    (errors) => {
      const first = errors.companyName ?? errors.representativeName;
      if (first) notifyError(String(first));
    },
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("allianceModalTitle")}
      size={500}
      transitionProps={{ transition: "fade", duration: 500 }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("allianceCompanyField")}
            withAsterisk
            maxLength={ALLIANCE_NAME_MAX + 5}
            key={form.key("companyName")}
            {...form.getInputProps("companyName")}
            data-autofocus
          />
          <TextInput
            label={t("allianceRepresentativeField")}
            withAsterisk
            maxLength={ALLIANCE_NAME_MAX + 5}
            key={form.key("representativeName")}
            {...form.getInputProps("representativeName")}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t("close")}
            </Button>
            <Button type="submit" loading={apply.isPending}>
              {t("allianceSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
