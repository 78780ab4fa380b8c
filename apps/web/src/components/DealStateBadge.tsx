/**
 * A deal's state badge (members spec sections 2 and 4: FINISH_YN F 'completed', otherwise
 * 'trading'), the same on the trade cards, the deal detail and the note centre's trade notes.
 */
import { Badge, type MantineSize } from "@mantine/core";
import { t } from "@portal/contract";

/** 'trading' (light blue) or 'completed' (filled grey); never narrowed by the text beside it. */
export function DealStateBadge({ completed, size }: { completed: boolean; size?: MantineSize }) {
  return (
    <Badge
      variant={completed ? "filled" : "light"}
      color={completed ? "gray" : "blue"}
      size={size}
      style={{ flexShrink: 0 }}
    >
      {completed ? t("tradeCompleted") : t("tradeTrading")}
    </Badge>
  );
}
