/**
 * The deal a trade note is about (members spec sections 3 "Trade note extras", 4: a trade note shows
 * finished or in progress, and its photo, FILE_MGT_CODE): its first photo, its state and its title,
 * linked to the deal's detail address as the server gives it; 'no longer shown' when the deal is
 * hidden or unknown.
 */
import { Anchor, Group, Image, Stack, Text } from "@mantine/core";
import { type NoteRow, t } from "@portal/contract";
import { Link } from "react-router";
import { DealStateBadge } from "../../components/DealStateBadge.tsx";

/** Photo sizes in pixels (4:3, as the card picture). */
const PHOTO = { xs: { w: 48, h: 36 }, sm: { w: 96, h: 72 } } as const;

/**
 * Photo, state badge and linked title of `note`'s deal: on one line in a list (the title is cut to
 * fit), the photo above the line on the opened note.
 */
export function TradeDeal({
  note,
  size,
}: {
  note: Pick<NoteRow, "finished" | "dealPath" | "dealTitle" | "dealPhotoUrl">;
  size: "xs" | "sm";
}) {
  if (note.finished === null || note.dealPath === null) {
    return (
      <Text size={size} c="dimmed">
        {t("notesTradeGone")}
      </Text>
    );
  }
  const photo = note.dealPhotoUrl && (
    // The title beside it names the deal: the picture adds nothing for a screen reader.
    <Image
      src={note.dealPhotoUrl}
      alt=""
      {...PHOTO[size]}
      fit="cover"
      radius="sm"
      loading="lazy"
      data-testid="trade-note-photo"
      style={{ flex: "none" }}
    />
  );
  const line = (
    <Group gap={6} wrap="nowrap" miw={0}>
      {size === "xs" && photo}
      <DealStateBadge completed={note.finished} size={size} />
      <Anchor component={Link} to={note.dealPath} size={size} truncate="end" miw={0} data-testid="trade-note-deal">
        {note.dealTitle}
      </Anchor>
    </Group>
  );
  // On the opened note the larger photo stands above the line, so a narrow screen keeps the title.
  return size === "sm" && photo ? (
    <Stack gap={6} miw={0}>
      {photo}
      {line}
    </Stack>
  ) : (
    line
  );
}
