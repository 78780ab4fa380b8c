/**
 * The mark of a list row whose post is hidden by moderation (issue 41 §2: "the board shows that an item
 * was placed under 임시조치 where it stood"): 검토 중, 숨김 or 임시조치, beside the title (others read the
 * sentence in the title's place; the author reads their title).
 */
import { Badge } from "@mantine/core";
import { type ModerationState, t } from "@portal/contract";
import { IconEyeOff } from "@tabler/icons-react";

/** Nothing for a post shown to everyone. */
export function ModerationMark({ state }: { state: ModerationState | null }) {
  if (!state) return null;
  const label = t(`moderationMark_${state}`);
  return (
    <Badge
      size="sm"
      variant="light"
      color={state === "temporary" ? "orange" : "gray"}
      leftSection={<IconEyeOff size={12} aria-hidden />}
      title={t("moderationMarkLabel", { state: label })}
      style={{ flexShrink: 0 }}
      data-testid="moderation-mark"
    >
      {label}
    </Badge>
  );
}
