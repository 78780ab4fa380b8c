/**
 * /app/FUL/Note, the note centre (issue 10; members spec section 2 "Note centre"): one screen with
 * the left menu (unread counts of received and trade received notes, live) and the right pane
 * showing the URL's mode. On a phone the menu becomes a select above the pane.
 */
import { Badge, Box, NavLink, Select, Stack, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { FullPageFrame } from "../../components/layout/FullPageFrame.tsx";
import { useNoteCounts } from "../../lib/noteCounts.ts";
import { BlockList } from "./BlockList.tsx";
import { isListMode, MENU, type Mode, useNoteUrl } from "./modes.ts";
import { NoteList } from "./NoteList.tsx";
import { NoteView } from "./NoteView.tsx";
import { NoteWrite } from "./NoteWrite.tsx";
import classes from "./notes.module.css";

function Pane({ mode }: { mode: Mode }) {
  if (isListMode(mode)) return <NoteList mode={mode} />;
  if (mode === "readNote") return <NoteView />;
  if (mode === "getIgnoreList") return <BlockList />;
  return <NoteWrite mode={mode} />;
}

export function NotePage() {
  const { mode, go } = useNoteUrl();
  const counts = useNoteCounts();
  const menuMode = mode === "readNote" || mode === "updateNote" ? null : mode;
  const countOf = (key?: "notes" | "trade") => (key ? counts[key] : 0);
  return (
    <FullPageFrame size="xl">
      <Title order={1} size="h2" mb="md">
        {t("notesTitle")}
      </Title>
      <div className={classes.layout}>
        <Box component="nav" aria-label={t("notesMenuLabel")} className={classes.menu}>
          <Stack gap={2} visibleFrom="sm">
            {MENU.map((item) => {
              const count = countOf(item.count);
              return (
                <NavLink
                  key={item.mode}
                  component="button"
                  label={t(item.label)}
                  active={item.mode === menuMode}
                  aria-current={item.mode === menuMode ? "page" : undefined}
                  onClick={() => go(item.mode)}
                  rightSection={
                    count > 0 ? (
                      <Badge size="sm" color="red" aria-label={t("notesUnreadBadge", { count })}>
                        {count}
                      </Badge>
                    ) : undefined
                  }
                />
              );
            })}
          </Stack>
          <Select
            hiddenFrom="sm"
            aria-label={t("notesMenuLabel")}
            data={MENU.map((item) => {
              const count = countOf(item.count);
              return { value: item.mode, label: count > 0 ? `${t(item.label)} (${count})` : t(item.label) };
            })}
            value={menuMode}
            placeholder={t("notesMenuLabel")}
            onChange={(value) => value && go(value as Mode)}
            allowDeselect={false}
          />
        </Box>
        <div className={classes.pane}>
          <Pane key={mode} mode={mode} />
        </div>
      </div>
    </FullPageFrame>
  );
}
