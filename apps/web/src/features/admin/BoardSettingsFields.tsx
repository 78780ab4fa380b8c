/**
 * Per-board settings (issue 4, what Rhymix and GNUBoard offer): read and comment permission,
 * secret mode, notice, replies, comments, reply notification, anonymity, largest attachment and
 * default sort. The server enforces each one.
 */
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_ATTACHMENT_SIZE_LIMIT, t } from "@portal/contract";
import type { BoardFormValues } from "./boardForm.ts";
import { options } from "./labels.ts";

export function BoardSettingsFields({ form }: { form: UseFormReturnType<BoardFormValues> }) {
  const select = (field: keyof BoardFormValues, label: string, data: { value: string; label: string }[]) => (
    <Select label={label} data={data} allowDeselect={false} {...form.getInputProps(field)} />
  );
  const check = (field: keyof BoardFormValues, label: string, description?: string) => (
    <Checkbox label={label} description={description} {...form.getInputProps(field, { type: "checkbox" })} />
  );
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("boardSettingsTitle")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {select("readRole", t("fieldReadRole"), options.readRoles)}
        {select("commentRole", t("fieldCommentRole"), options.writeRoles)}
        {select("secretMode", t("fieldSecretMode"), options.secretModes)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: "end" }}>
        <NumberInput
          label={t("fieldMaxAttachmentSize")}
          description={t("fieldMaxAttachmentSizeHint")}
          min={0}
          max={MAX_ATTACHMENT_SIZE_LIMIT / 1024 / 1024}
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps("maxAttachmentSizeMb")}
        />
        {select("defaultSort", t("fieldDefaultSort"), options.sortFields)}
        {select("defaultOrder", t("fieldDefaultOrder"), options.orders)}
        <NumberInput
          label={t("boardReportThreshold")}
          min={0}
          max={100}
          allowNegative={false}
          allowDecimal={false}
          {...form.getInputProps("reportThreshold")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="sm">
        {check("noticeAllowed", t("fieldNoticeAllowed"))}
        {check("replyAllowed", t("fieldBoardReplyAllowed"))}
        {check("commentsAllowed", t("fieldCommentsAllowed"))}
        {check("notifyOnReply", t("fieldNotifyOnReply"), t("fieldNotifyOnReplyHint"))}
        {check("anonymous", t("fieldAnonymous"), t("fieldAnonymousHint"))}
      </SimpleGrid>
    </Stack>
  );
}
