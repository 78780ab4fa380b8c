/**
 * Fields of the write, reply and edit screens (boards spec section 2): which ones show depends
 * on the board (calendar: start, end, all-day, no password or secret; video and company boards:
 * their own fields), the mode (reply) and the role (administrator-only flags).
 */
import { Checkbox, Group, PasswordInput, Radio, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { BoardTypeCode, type FileInfo, type SecretMode, t } from "@portal/contract";
import { RichEditor } from "../../components/editor/RichEditor.tsx";
import { DateTimeInput } from "../../lib/DateTimeInput.tsx";
import type { PostFormValues } from "./post-form-values.ts";
import { ScheduleFields } from "./ScheduleFields.tsx";
import { CompanyFields, VideoField } from "./TypeFields.tsx";

interface Props {
  form: UseFormReturnType<PostFormValues>;
  calendar: boolean;
  reply: boolean;
  admin: boolean;
  categories: { categoryId: number; name: string }[];
  /** The board's secret mode: off and forced fix the secret flag. */
  secretMode: SecretMode;
  /** The board's notice switch. */
  noticeAllowed: boolean;
  /** BBS_TY_CODE: 2 video, 3 company profile. */
  boardType: number;
  boardId: string;
  /** Uploads a body picture or video (absent: none). */
  uploadMedia?: (file: File) => Promise<FileInfo>;
  /** Offer members to mention after `@` in the body (a member's new post or reply, not on the anonymous board). */
  mentions: boolean;
}

function FlagRadio({
  label,
  value,
  onChange,
  fixed,
  description,
}: {
  label: string;
  value: "Y" | "N";
  onChange: (v: "Y" | "N") => void;
  fixed?: "Y" | "N";
  description?: string;
}) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={fixed ?? value}
      onChange={(v) => onChange(v === "Y" ? "Y" : "N")}
      withAsterisk
    >
      <Group mt={6}>
        <Radio value="Y" label={t("use")} disabled={fixed !== undefined} />
        <Radio value="N" label={t("notUse")} disabled={fixed !== undefined} />
      </Group>
    </Radio.Group>
  );
}

export function PostFormFields({
  form,
  calendar,
  reply,
  admin,
  categories,
  secretMode,
  noticeAllowed,
  boardType,
  boardId,
  uploadMedia,
  mentions,
}: Props) {
  const values = form.getValues();
  return (
    <>
      <TextInput label={t("fieldTitle")} withAsterisk maxLength={200} {...form.getInputProps("title")} />
      {!reply && categories.length > 0 && (
        <Select
          label={t("fieldCategory")}
          w={220}
          clearable
          data={categories.map((c) => ({ value: String(c.categoryId), label: c.name }))}
          {...form.getInputProps("categoryId")}
        />
      )}
      {calendar && <ScheduleFields form={form} />}
      {boardType === BoardTypeCode.company && !reply && <CompanyFields form={form} boardId={boardId} />}
      {boardType === BoardTypeCode.video && !reply && <VideoField form={form} boardId={boardId} />}
      <RichEditor
        value={values.bodyHtml}
        onChange={(html) => form.setFieldValue("bodyHtml", html)}
        error={form.errors.bodyHtml as string | undefined}
        uploadMedia={calendar ? undefined : uploadMedia}
        mentions={mentions}
      />
      {!calendar && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FlagRadio
            label={t("fieldSecret")}
            value={values.secret}
            onChange={(v) => form.setFieldValue("secret", v)}
            fixed={secretMode === "forced" ? "Y" : secretMode === "off" ? "N" : undefined}
            description={
              secretMode === "forced" ? t("secretForcedHint") : secretMode === "off" ? t("secretNotAllowed") : undefined
            }
          />
          <PasswordInput
            label={t("fieldPassword")}
            description={t("fieldPasswordHint")}
            autoComplete="new-password"
            maxLength={100}
            {...form.getInputProps("password")}
          />
        </SimpleGrid>
      )}
      {admin && !reply && (
        <Group gap="xl">
          {!calendar && noticeAllowed && (
            <Checkbox label={t("fieldNotice")} {...form.getInputProps("notice", { type: "checkbox" })} />
          )}
          <Checkbox label={t("fieldBold")} {...form.getInputProps("bold", { type: "checkbox" })} />
          <Checkbox label={t("fieldReplyAllowed")} {...form.getInputProps("replyAllowed", { type: "checkbox" })} />
          <Checkbox label={t("fieldCommentAllowed")} {...form.getInputProps("commentAllowed", { type: "checkbox" })} />
        </Group>
      )}
      {admin && !reply && !calendar && noticeAllowed && values.notice && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(["noticeStart", "noticeEnd"] as const).map((name) => (
            <DateTimeInput
              key={name}
              clearable
              label={t(name === "noticeStart" ? "fieldNoticeStart" : "fieldNoticeEnd")}
              value={values[name]}
              onChange={(value) => form.setFieldValue(name, value)}
              error={form.errors[name]}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
