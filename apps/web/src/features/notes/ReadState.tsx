/** Read state of a note: the viewer's own (received lists), and each recipient's as its sender sees it. */
import { Badge, Group, Text, Tooltip } from "@mantine/core";
import { type NoteRow, t } from "@portal/contract";
import { fullDate } from "../../lib/format.ts";

/** 'read' (with the time as a tooltip) or 'unread'. */
export function ReadBadge({ readAt }: { readAt: string | null }) {
  if (!readAt) {
    return (
      <Badge size="sm" color="blue" variant="filled">
        {t("notesUnread")}
      </Badge>
    );
  }
  return (
    <Badge size="sm" color="gray" variant="light" title={t("notesReadAt", { time: fullDate(readAt) })}>
      {t("notesRead")}
    </Badge>
  );
}

/** Each recipient's name with whether and when they read the note. */
export function RecipientStates({ recipients }: { recipients: NoteRow["recipients"] }) {
  return (
    <Group gap={4} wrap="wrap">
      {recipients.map((r) => {
        const state = r.readAt ? t("notesReadAt", { time: fullDate(r.readAt) }) : t("notesUnread");
        return (
          <Tooltip key={r.userId} label={state} withArrow>
            <Badge
              size="sm"
              variant={r.readAt ? "light" : "outline"}
              color={r.readAt ? "gray" : "blue"}
              tt="none"
              aria-label={`${r.name}: ${state}`}
              data-read={r.readAt ? "true" : "false"}
            >
              <Text span size="xs" fw={r.readAt ? 400 : 700}>
                {r.name} · {r.readAt ? t("notesRead") : t("notesUnread")}
              </Text>
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
