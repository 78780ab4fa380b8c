/**
 * What a reader who may not see a moderated item is shown in its page's place (issue 41 §2): the server's
 * sentence (신고 검토 중, 관리자가 숨김, 임시조치) and, under 임시조치, what it means (정보통신망법
 * 제44조의2), with the way back to the list.
 */
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { IconEyeOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { ApiError } from "../../lib/api.ts";

const REFUSALS = new Set(["UNDER_REVIEW", "HIDDEN_BY_ADMIN", "TEMPORARY_MEASURE"]);

/** Whether `error` is the refusal of an item hidden by moderation. */
export function isModerationRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && REFUSALS.has(error.code);
}

/** The notice of `error` (a moderation refusal) with a link back to `backTo`, labelled `backLabel`. */
export function HiddenNotice({ error, backTo, backLabel }: { error: ApiError; backTo: string; backLabel: string }) {
  return (
    <Stack gap="md" data-testid="moderation-hidden">
      <Alert color="orange" variant="light" icon={<IconEyeOff aria-hidden />}>
        <Title order={1} size="h4">
          {error.message}
        </Title>
        {error.code === "TEMPORARY_MEASURE" && (
          <Text size="sm" mt="xs">
            {t("moderationReaderTemporary")}
          </Text>
        )}
      </Alert>
      <Button component={Link} to={backTo} variant="default" w="fit-content">
        {backLabel}
      </Button>
    </Stack>
  );
}
