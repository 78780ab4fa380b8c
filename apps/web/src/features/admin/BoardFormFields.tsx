/**
 * The fields of the board creation and edit screen (boards spec section 2): board name,
 * description, type, template, write permission, file attachment, number of attachable files and
 * in use, each marked required.
 */
import { Group, NumberInput, Radio, Select, SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { BOARD_DESCRIPTION_MAX_LENGTH, BOARD_NAME_MAX_LENGTH, MAX_ATTACHMENTS, t } from "@portal/contract";
import type { BoardFormValues } from "./boardForm.ts";
import { options } from "./labels.ts";

/** 사용 (Y) / 미사용 (N) radios (boards spec section 9: use maps to Y, not use to N). */
function UseRadio({
  form,
  field,
  label,
}: {
  form: UseFormReturnType<BoardFormValues>;
  field: "attachmentsAllowed" | "inUse";
  label: string;
}) {
  return (
    <Radio.Group label={label} withAsterisk {...form.getInputProps(field)}>
      <Group mt={6}>
        <Radio value="Y" label={t("use")} />
        <Radio value="N" label={t("notUse")} />
      </Group>
    </Radio.Group>
  );
}

export function BoardFormFields({ form }: { form: UseFormReturnType<BoardFormValues> }) {
  const attachments = form.getValues().attachmentsAllowed === "Y";
  return (
    <>
      <TextInput
        label={t("fieldBoardName")}
        withAsterisk
        maxLength={BOARD_NAME_MAX_LENGTH}
        {...form.getInputProps("name")}
      />
      <Textarea
        label={t("fieldBoardDescription")}
        withAsterisk
        autosize
        minRows={2}
        maxRows={6}
        maxLength={BOARD_DESCRIPTION_MAX_LENGTH}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t("fieldBoardType")}
          withAsterisk
          data={options.types}
          allowDeselect={false}
          {...form.getInputProps("type")}
        />
        <Select
          label={t("fieldTemplate")}
          withAsterisk
          data={options.templates}
          allowDeselect={false}
          {...form.getInputProps("template")}
        />
        <Select
          label={t("fieldWriteRole")}
          withAsterisk
          data={options.writeRoles}
          allowDeselect={false}
          {...form.getInputProps("writeRole")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <UseRadio form={form} field="attachmentsAllowed" label={t("fieldAttachments")} />
        <NumberInput
          label={t("fieldMaxAttachments")}
          withAsterisk
          min={0}
          max={MAX_ATTACHMENTS}
          allowDecimal={false}
          allowNegative={false}
          disabled={!attachments}
          {...form.getInputProps("maxAttachments")}
        />
        <UseRadio form={form} field="inUse" label={t("fieldInUse")} />
      </SimpleGrid>
      <Text size="xs" c={form.getValues().inUse === "N" ? "red.7" : "dimmed"} mt={-8}>
        {t("fieldInUseHint")}
      </Text>
    </>
  );
}
