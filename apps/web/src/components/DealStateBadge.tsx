/**
 * A deal's state badge (members spec sections 2 and 4: FINISH_YN F 'completed', otherwise
 * 'trading'), the same on the trade cards, the deal detail and the note centre's trade notes.
 */
import { Badge, type MantineSize } from "@mantine/core";
import { t } from "@portal/contract";

/** 'trading' (light blue) or 'completed' (filled grey). */
export function DealStateBadge({ completed, size }: { completed: boolean; size?: MantineSize }) {
  return (
    <Badge variant={completed ? "filled" : "light"} color={completed ? "gray" : "blue"} size={size}>
      {completed ? t("tradeCompleted") : t("tradeTrading")}
    </Badge>
  );
}
