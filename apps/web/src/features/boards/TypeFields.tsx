/**
 * Write-screen fields of the board types: a video board's video (an uploaded file with its
 * progress, or a link from YouTube, Vimeo, Naver TV or Kakao TV) and a company board's card
 * (name, field, contact, homepage, logo). Uploads go to the board as drafts; the post takes them.
 */
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { parseVideoLink, t } from "@portal/contract";
import { IconMovie, IconPhoto, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { uploadMedia } from "../files/index.ts";
import { boardQuery } from "./api.ts";
import type { PostFormValues } from "./post-form-values.ts";

/**
 * Uploads one picture or video as a draft, showing its progress; errors show under the field (a file
 * over the board's limit at once, before uploading).
 */
function useDraftUpload(boardId: string, purpose: "video" | "logo") {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const board = useQuery(boardQuery(boardId));
  const upload = async (file: File, done: (fileId: number, url: string, name: string) => void) => {
    setError(null);
    setProgress(0);
    try {
      const info = await uploadMedia(boardId, purpose, file, board.data?.maxFileBytes, setProgress);
      done(info.fileId, info.url, info.originalName);
    } catch (e) {
      setError(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, upload };
}

/** A video board post's video: an uploaded file, or a link from an allowed host. */
export function VideoField({ form, boardId }: { form: UseFormReturnType<PostFormValues>; boardId: string }) {
  const values = form.getValues();
  const draft = useDraftUpload(boardId, "video");
  const linkError = values.videoUrl && !parseVideoLink(values.videoUrl) ? t("videoLinkInvalid") : null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("videoField")}{" "}
        <Text span c="red">
          *
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {t("videoFieldHint")}
      </Text>
      {values.videoFileId ? (
        <Group gap="xs">
          <IconMovie size={18} aria-hidden />
          <Text size="sm">{values.videoName}</Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("videoRemove")}
            onClick={() => form.setValues({ videoFileId: null, videoName: "" })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t("videoLinkLabel")}
            placeholder="https://www.youtube.com/watch?v=…"
            style={{ flex: 1, minWidth: 240 }}
            {...form.getInputProps("videoUrl")}
            error={form.errors.videoUrl ?? linkError}
          />
          <FileButton
            accept="video/mp4,video/webm,video/quicktime"
            onChange={(file) =>
              file &&
              void draft.upload(file, (fileId, _url, name) =>
                form.setValues({ videoFileId: fileId, videoName: name, videoUrl: "" }),
              )
            }
          >
            {(props) => (
              <Button {...props} variant="default" mt={25} leftSection={<IconMovie size={16} aria-hidden />}>
                {t("videoUpload")}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {draft.progress !== null && <Progress value={draft.progress} animated aria-label={t("videoUpload")} />}
      {draft.error && (
        <Text size="xs" c="red" role="alert">
          {draft.error}
        </Text>
      )}
    </Stack>
  );
}

/** A company board post's card fields and logo. */
export function CompanyFields({ form, boardId }: { form: UseFormReturnType<PostFormValues>; boardId: string }) {
  const values = form.getValues();
  const draft = useDraftUpload(boardId, "logo");
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("companyName")} withAsterisk maxLength={100} {...form.getInputProps("companyName")} />
        <TextInput label={t("companyFieldOfWork")} maxLength={100} {...form.getInputProps("companyField")} />
        <TextInput label={t("companyContact")} maxLength={100} {...form.getInputProps("companyContact")} />
        <TextInput
          label={t("companyHomepage")}
          placeholder="https://"
          maxLength={300}
          {...form.getInputProps("companyHomepage")}
        />
      </SimpleGrid>
      <Group gap="md" align="center">
        <Text size="sm" fw={500}>
          {t("companyLogo")}
        </Text>
        {values.logoUrl ? (
          <>
            <Image
              src={values.logoUrl}
              alt={t("companyLogoAlt", { name: values.companyName })}
              w={64}
              h={64}
              fit="contain"
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("companyLogoRemove")}
              onClick={() => form.setValues({ logoFileId: null, logoUrl: "" })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </>
        ) : (
          <FileButton
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(file) =>
              file && void draft.upload(file, (fileId, url) => form.setValues({ logoFileId: fileId, logoUrl: url }))
            }
          >
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconPhoto size={14} aria-hidden />}>
                {t("companyLogoUpload")}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {draft.progress !== null && <Progress value={draft.progress} animated aria-label={t("companyLogoUpload")} />}
      {draft.error && (
        <Text size="xs" c="red" role="alert">
          {draft.error}
        </Text>
      )}
    </Stack>
  );
}
