/**
 * /app/totalboard/operator (administrators; the route guard and the server both check): the
 * operator details shown in every page's footer and in the privacy policy (issue 24 §3). Every
 * field is checked by the API's schema before the save (all errors at once, next to their fields),
 * the save asks for confirmation, and the server's refusal shows next to its field.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type OperatorInfo, type OperatorWrite, operatorWriteSchema, t } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageLoading } from "../../components/PageState.tsx";
import { ApiError, api } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { contractResolver } from "../../lib/form.ts";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { operatorQuery } from "../../lib/operator.ts";

type Values = Required<{ [K in keyof OperatorWrite]: string }>;

const FIELDS = [
  { name: "organization", label: "operatorOrganization", autoComplete: "organization" },
  { name: "representative", label: "operatorRepresentative", autoComplete: "off" },
  { name: "address", label: "operatorAddress", autoComplete: "street-address", wide: true },
  { name: "phone", label: "operatorPhone", autoComplete: "tel", type: "tel" },
  { name: "businessNo", label: "operatorBusinessNo", autoComplete: "off", placeholder: "123-45-67890" },
  { name: "privacyOfficer", label: "operatorPrivacyOfficer", autoComplete: "off" },
  { name: "privacyOfficerPhone", label: "operatorPrivacyOfficerPhone", autoComplete: "off", type: "tel" },
  { name: "privacyOfficerEmail", label: "operatorPrivacyOfficerEmail", autoComplete: "off", type: "email" },
] as const;

const EMPTY: Values = {
  organization: "",
  representative: "",
  address: "",
  phone: "",
  businessNo: "",
  privacyOfficer: "",
  privacyOfficerPhone: "",
  privacyOfficerEmail: "",
};

export function OperatorPage() {
  const client = useQueryClient();
  const operator = useQuery(operatorQuery);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: contractResolver(operatorWriteSchema),
  });
  const stored = operator.data?.operator;
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!stored) return;
    const { updatedAt: _, ...values } = stored;
    setValues(values);
    resetDirty(values);
  }, [stored, setValues, resetDirty]);

  const save = useMutation({
    mutationFn: (values: Values) => api<{ operator: OperatorInfo }>("PUT", "/api/admin/operator", values),
    onSuccess: (answer) => {
      client.setQueryData(operatorQuery.queryKey, answer);
      notifySuccess(t("operatorSaved"));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field) form.setFieldError(error.field, error.message);
      else notifyError(error instanceof Error ? error.message : t("errorUnknown"));
    },
  });

  const submit = form.onSubmit((values) => {
    confirmAction({
      title: t("save"),
      message: t("saveConfirm"),
      confirm: t("save"),
      onConfirm: () => save.mutate(values),
    });
  });

  return (
    <Stack gap="md">
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              {t("operatorTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("operatorDesc")}
            </Text>
            {stored && (
              <Text size="xs" c="dimmed" mt={4}>
                {t("operatorUpdatedAt", { date: fullDate(stored.updatedAt) })}
              </Text>
            )}
          </div>
          {operator.isPending && <PageLoading />}
          {operator.data && !stored && <Text size="sm">{t("operatorNotSet")}</Text>}
          {operator.data && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FIELDS.map((field) => (
                <TextInput
                  key={field.name}
                  label={t(field.label)}
                  withAsterisk
                  type={"type" in field ? field.type : "text"}
                  placeholder={"placeholder" in field ? field.placeholder : undefined}
                  autoComplete={field.autoComplete}
                  style={"wide" in field ? { gridColumn: "1 / -1" } : undefined}
                  {...form.getInputProps(field.name)}
                />
              ))}
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!operator.data}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
