/**
 * My page, 'company registration' (members spec sections 2, 3 COMPANY_STATUS, 4, 5, 8): the
 * member's company and the state of their request; a new request needs a passed business number
 * check first ('Please check whether the company is registered!'). An administrator approves it.
 */
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { companyRequestWriteSchema, formatBusinessNo, type Profile, t } from "@portal/contract";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { problemOf } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { checkBusinessNo } from "../registration/index.ts";
import { profileQuery, requestCompany } from "./api.ts";

const STATUS_COLORS = { pending: "yellow", approved: "teal", refused: "red" } as const;

export function CompanySection({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const [businessNo, setBusinessNo] = useState("");
  const [companyName, setCompanyName] = useState("");
  const [checked, setChecked] = useState<{ value: string; message: string } | null>(null);
  const [errors, setErrors] = useState<{ businessNo?: string; companyName?: string }>({});
  const message = (error: Error) => (error instanceof ApiError ? error.message : t("errorUnknown"));

  const check = useMutation({
    mutationFn: checkBusinessNo,
    onSuccess: (answer, value) => {
      setChecked({ value, message: answer.message });
      setErrors({});
      if (answer.companyName) setCompanyName(answer.companyName);
    },
    onError: (error) => {
      setErrors({ businessNo: message(error) });
      notifyError(message(error));
    },
  });
  const submit = useMutation({
    mutationFn: requestCompany,
    onSuccess: () => {
      notifySuccess(t("requestSubmitted"));
      setBusinessNo("");
      setCompanyName("");
      setChecked(null);
      void client.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
    onError: (error) => notifyError(message(error)),
  });

  const request = () => {
    const value = businessNo.trim();
    if (!checked || checked.value !== value) {
      setErrors({ businessNo: t("businessNoCheckRequired") });
      notifyError(t("businessNoCheckRequired"));
      return;
    }
    const nameProblem = problemOf(companyRequestWriteSchema.pick({ companyName: true }), { companyName });
    if (nameProblem) {
      setErrors({ companyName: nameProblem });
      notifyError(nameProblem);
      return;
    }
    confirmAction({
      title: t("companySectionTitle"),
      message: t("companyRequestConfirm", { company: companyName.trim(), businessNo: value }),
      confirm: t("companyRequestSubmit"),
      onConfirm: () => submit.mutate({ businessNo: value, companyName: companyName.trim() }),
    });
  };

  return (
    <section aria-labelledby="my-company">
      <Title order={2} size="h4" id="my-company" mb="sm">
        {t("companySectionTitle")}
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>{t("companyCurrent")}:</Text>
          {profile.companyName ? (
            <Text>
              {profile.companyName}
              {profile.businessNo ? ` (${formatBusinessNo(profile.businessNo)})` : ""}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              {t("companyNone")}
            </Text>
          )}
          {profile.companyStatus && (
            <Badge color={STATUS_COLORS[profile.companyStatus]} variant="light">
              {t("companyStatusLabel")}: {t(`companyStatus${profile.companyStatus}`)}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("fieldBusinessNo")}
            placeholder={t("fieldBusinessNoPlaceholder")}
            inputMode="numeric"
            value={businessNo}
            onChange={(event) => {
              setBusinessNo(event.currentTarget.value);
              setChecked(null);
            }}
            error={errors.businessNo}
            inputWrapperOrder={["label", "input", "description", "error"]}
            description={
              checked ? (
                <Text span size="xs" c="teal.8" style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
                  <IconCircleCheck size={14} aria-hidden />
                  {checked.message}
                </Text>
              ) : undefined
            }
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                <Button
                  variant="light"
                  onClick={() => check.mutate(businessNo.trim())}
                  loading={check.isPending}
                  style={{ flexShrink: 0 }}
                >
                  {t("checkBusinessNo")}
                </Button>
              </Group>
            )}
          />
          <TextInput
            label={t("fieldCompanyName")}
            value={companyName}
            onChange={(event) => setCompanyName(event.currentTarget.value)}
            error={errors.companyName}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" onClick={request} loading={submit.isPending}>
            {t("companyRequestSubmit")}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
