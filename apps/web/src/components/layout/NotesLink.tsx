/** The header's link to the note centre with the live count of unread received notes (issue 10). */
import { Button, VisuallyHidden } from "@mantine/core";
import { t } from "@portal/contract";
import { Link } from "react-router";
import { useNoteCounts } from "../../lib/noteCounts.ts";
import classes from "./Header.module.css";

/** The note centre's link with the live count of unread received notes; `phone`: beside the menu button. */
export function NotesLink({ phone = false }: { phone?: boolean }) {
  const { notes } = useNoteCounts();
  return (
    <Button
      component={Link}
      to="/app/FUL/Note"
      size="xs"
      variant="subtle"
      className={classes.notesLink}
      hiddenFrom={phone ? "md" : undefined}
      px={phone ? 6 : undefined}
      rightSection={
        notes > 0 ? (
          <span className={classes.notesCount} aria-hidden>
            {notes > 99 ? "99+" : notes}
          </span>
        ) : undefined
      }
    >
      {notes > 0 ? (
        <>
          {/* The whole name in the link's text, the visible word hidden from it: no aria-label whose
              words could differ from what is shown (KWCAG 2.5.3). */}
          <span aria-hidden>{t("headerNotes")}</span>
          <VisuallyHidden component="span">
            {`${t("headerNotes")}, ${t("headerNotesUnread", { count: notes })}`}
          </VisuallyHidden>
        </>
      ) : (
        t("headerNotes")
      )}
    </Button>
  );
}
