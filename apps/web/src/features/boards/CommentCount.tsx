/** The comment count after a title, "[4]", on one line whatever the width; nothing when there are none. */
import { Text } from "@mantine/core";
import { t } from "@portal/contract";

export function CommentCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Text
      span
      size="sm"
      c="red.9"
      fw={600}
      style={{ whiteSpace: "nowrap", flexShrink: 0 }}
      aria-label={t("commentCountLabel", { count })}
    >
      [{count}]
    </Text>
  );
}
