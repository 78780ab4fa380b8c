/**
 * The comment count after a title, "[4]", on one line whatever the width; nothing when there are none.
 * Screen readers hear "댓글 4개" (hidden text: HTML allows no aria-label on a plain span).
 */
import { Text, VisuallyHidden } from "@mantine/core";
import { t } from "@portal/contract";

export function CommentCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Text span size="sm" c="red.9" fw={600} style={{ whiteSpace: "nowrap", flexShrink: 0 }}>
      <span aria-hidden>[{count}]</span>
      <VisuallyHidden>{t("commentCountLabel", { count })}</VisuallyHidden>
    </Text>
  );
}
