/**
 * The rich text body editor (boards spec section 2: Korean UI, 100% wide, 500 px high):
 * Tiptap through @mantine/tiptap with Korean control labels.
 */
import { RichTextEditor } from "@mantine/tiptap";
import { t } from "@portal/contract";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import "@mantine/tiptap/styles.css";

const LABELS = {
  boldControlLabel: t("editorBold"),
  italicControlLabel: t("editorItalic"),
  underlineControlLabel: t("editorUnderline"),
  strikeControlLabel: t("editorStrike"),
  h2ControlLabel: t("editorH2"),
  h3ControlLabel: t("editorH3"),
  bulletListControlLabel: t("editorBulletList"),
  orderedListControlLabel: t("editorOrderedList"),
  blockquoteControlLabel: t("editorBlockquote"),
  linkControlLabel: t("editorLink"),
  unlinkControlLabel: t("editorUnlink"),
  undoControlLabel: t("editorUndo"),
  redoControlLabel: t("editorRedo"),
  hrControlLabel: t("editorHr"),
  clearFormattingControlLabel: t("editorClear"),
  linkEditorInputLabel: t("editorLinkPlaceholder"),
  linkEditorInputPlaceholder: "https://",
  linkEditorExternalLink: t("editorLinkOpenInNewTab"),
  linkEditorInternalLink: t("editorLinkOpenInNewTab"),
  linkEditorSave: t("editorLinkSave"),
};

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

export function RichEditor({ value, onChange, error }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
    editorProps: { attributes: { "aria-label": t("fieldBody"), role: "textbox", "aria-multiline": "true" } },
  });

  // Load content that arrives after the editor was created (the edit screen).
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <RichTextEditor editor={editor} labels={LABELS} style={{ width: "100%" }}>
        <RichTextEditor.Toolbar sticky stickyOffset={64}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content style={{ height: 500, overflowY: "auto" }} />
      </RichTextEditor>
      {error && (
        <div role="alert" style={{ color: "var(--mantine-color-error)", fontSize: 13, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
