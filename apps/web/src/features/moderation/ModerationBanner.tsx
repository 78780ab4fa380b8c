/**
 * The banner an author (and an administrator) sees above an item hidden from others (issue 41): why
 * it is hidden — reports under review, an administrator, or 임시조치 until a date.
 */
import { Alert } from "@mantine/core";
import { type ModerationNotice, seoulMinuteText, t } from "@portal/contract";
import { IconEyeOff } from "@tabler/icons-react";

const TEXT = {
  review: "moderationBannerReview",
  hidden: "moderationBannerHidden",
  temporary: "moderationBannerTemporary",
} as const;

/** Nothing for an item shown to everyone. */
export function ModerationBanner({ notice }: { notice: ModerationNotice | null | undefined }) {
  if (!notice) return null;
  const text =
    notice.state === "temporary" && !notice.until
      ? t("moderationBannerTemporaryOpen")
      : t(TEXT[notice.state], { until: notice.until ? seoulMinuteText(notice.until) : "" });
  return (
    <Alert color="orange" variant="light" icon={<IconEyeOff aria-hidden />} data-testid="moderation-banner">
      {text}
    </Alert>
  );
}
