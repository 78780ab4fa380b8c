/**
 * /app/trade/register and /app/trade/update/{deal_no} ('used equipment sale', members spec
 * sections 2 and 5): title, photos, category, condition (상/중/하), item number, item name, purchase
 * year, price, place, rich-text description, contact phone. Each required field has the spec's own
 * message (the shared zod schema, as on the server); a new item asks 'save?'; after the save the
 * detail opens.
 */
import { Button, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type DealPhoto,
  type DealWriteInput,
  dealWriteSchema,
  type MessageKey,
  TRADE_MIN_YEAR,
  t,
  tradeMaxYear,
} from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { RichEditor } from "../../components/editor/RichEditor.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { tradeKeys } from "../../lib/contentKeys.ts";
import { contractResolver } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { createDeal, dealPath, dealQuery, tradeCategoriesQuery, updateDeal } from "./api.ts";
import { PhotoPicker } from "./PhotoPicker.tsx";

interface Values {
  title: string;
  photos: DealPhoto[];
  category: string;
  condition: string;
  modelNo: string;
  modelName: string;
  modelYear: number | string;
  amount: number | string;
  location: string;
  descriptionHtml: string;
  telNo: string;
}

const EMPTY: Values = {
  title: "",
  photos: [],
  category: "",
  condition: "",
  modelNo: "",
  modelName: "",
  modelYear: "",
  amount: "",
  location: "",
  descriptionHtml: "",
  telNo: "",
};

/** The request body of the form's values (numbers left as given, so the schema names what is wrong). */
function bodyOf(values: Values): DealWriteInput {
  const number = (v: number | string) => (v === "" ? undefined : Number(v));
  return {
    title: values.title,
    photoIds: values.photos.map((p) => p.photoId),
    category: values.category,
    condition: values.condition as DealWriteInput["condition"],
    modelNo: values.modelNo,
    modelName: values.modelName,
    modelYear: number(values.modelYear) as number,
    amount: number(values.amount) as number,
    location: values.location,
    descriptionHtml: values.descriptionHtml.replace(/^<p><\/p>$/, ""),
    telNo: values.telNo,
  };
}

/** Whole numbers only (purchase year, price). */
const WHOLE = { allowDecimal: false, allowNegative: false } as const;

/** Field errors from the shared schema (the first message per field). */
const validate = contractResolver<Values>(dealWriteSchema, { toRequest: bodyOf, fields: { photoIds: "photos" } });

/** The register (no deal number) or edit screen. */
export function DealFormPage() {
  const { dealNo: dealParam } = useParams();
  const dealNo = dealParam ? Number(dealParam) : null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const categories = useQuery(tradeCategoriesQuery);
  const existing = useQuery({ ...dealQuery(dealNo ?? 0), enabled: dealNo !== null });
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(dealNo === null);
  const form = useForm<Values>({ initialValues: EMPTY, validate });

  useEffect(() => {
    const deal = existing.data;
    if (!deal || loaded) return;
    form.setValues({
      title: deal.title,
      photos: deal.photos,
      category: deal.category,
      condition: deal.condition,
      modelNo: deal.modelNo,
      modelName: deal.modelName,
      modelYear: deal.modelYear,
      amount: deal.amount,
      location: deal.location,
      descriptionHtml: deal.descriptionHtml,
      telNo: deal.telNo ?? "",
    });
    setLoaded(true);
  }, [existing.data, loaded, form]);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = bodyOf(values);
      const saved = dealNo === null ? await createDeal(body) : await updateDeal(dealNo, body);
      await client.invalidateQueries({ queryKey: tradeKeys.all });
      notifySuccess(t("tradeSaved"));
      navigate(dealPath(saved));
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      const name = field === "photoIds" ? "photos" : field;
      if (name && name in values) form.setFieldError(name, (error as Error).message);
      else notifyError(error instanceof Error ? error.message : t("errorUnknown"));
    } finally {
      setSaving(false);
    }
  };

  /** What every required field shares: label with the asterisk, name (the first error is focused by it), binding. */
  const required = (name: keyof Values, label: MessageKey) => ({
    label: t(label),
    withAsterisk: true,
    name,
    ...form.getInputProps(name),
  });

  const submit = form.onSubmit(
    (values) => {
      if (dealNo !== null) return void save(values);
      confirmAction({
        title: t("save"),
        message: t("tradeSaveConfirm"),
        confirm: t("save"),
        onConfirm: () => void save(values),
      });
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  );

  if (existing.error) return <Text c="red">{(existing.error as Error).message}</Text>;
  if (!loaded) return <Text c="dimmed">{t("loading")}</Text>;
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 960 }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {dealNo === null ? t("tradeRegisterTitle") : t("tradeUpdateTitle")}
        </Title>
        <TextInput {...required("title", "tradeFieldTitle")} maxLength={100} />
        <PhotoPicker
          photos={form.values.photos}
          onChange={(photos) => form.setFieldValue("photos", photos)}
          error={form.errors.photos as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...required("category", "tradeFieldCategory")}
            data={(categories.data ?? []).map((c) => ({ value: c.code, label: c.nameKo }))}
          />
          <Radio.Group {...required("condition", "tradeFieldCondition")}>
            <Group mt={8}>
              <Radio value="H" label={t("tradeConditionH")} />
              <Radio value="M" label={t("tradeConditionM")} />
              <Radio value="L" label={t("tradeConditionL")} />
            </Group>
          </Radio.Group>
          <TextInput {...required("modelNo", "tradeFieldModelNo")} maxLength={100} />
          <TextInput {...required("modelName", "tradeFieldModelName")} maxLength={100} />
          <NumberInput
            {...required("modelYear", "tradeFieldModelYear")}
            {...WHOLE}
            min={TRADE_MIN_YEAR}
            max={tradeMaxYear()}
            thousandSeparator={false}
          />
          <NumberInput
            {...required("amount", "tradeFieldAmount")}
            {...WHOLE}
            min={0}
            thousandSeparator=","
            suffix={t("tradeWonUnit")}
          />
          <TextInput {...required("location", "tradeFieldLocation")} maxLength={100} />
          <TextInput
            label={t("tradeFieldTelNo")}
            name="telNo"
            type="tel"
            maxLength={20}
            inputMode="tel"
            {...form.getInputProps("telNo")}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("tradeFieldDescription")}{" "}
            <Text span c="red">
              *
            </Text>
          </Text>
          <RichEditor
            value={form.values.descriptionHtml}
            onChange={(html) => form.setFieldValue("descriptionHtml", html)}
            error={form.errors.descriptionHtml as string | undefined}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(-1)}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
