/**
 * The rich text body editor (boards spec section 2: Korean UI, 100% wide, 500 px high):
 * Tiptap through @mantine/tiptap with Korean control labels. With `boardId`, pictures and videos
 * can be placed in the body: they are uploaded to the board as drafts and kept with the post. With
 * `mentions`, `@` offers members to mention (useEditorMentions.tsx).
 */
import { FileButton, Loader } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { type FileInfo, t } from "@portal/contract";
import { IconMovie, IconPhoto } from "@tabler/icons-react";
import { type Editor, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import "@mantine/tiptap/styles.css";
import { notifyError } from "../../lib/notify.ts";
import { BodyImage, BodyVideo } from "./editorMedia.ts";
import { useEditorMentions } from "./useEditorMentions.tsx";

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
  /** Uploads a picture or video for the body (absent: no media buttons). */
  uploadMedia?: (file: File) => Promise<FileInfo>;
  /** Offer members to mention after `@` (a new post or reply by a member, not on the anonymous board). */
  mentions?: boolean;
}

/** A toolbar button that uploads a picture or a video and places it at the cursor. */
function MediaControl({
  editor,
  kind,
  upload,
}: {
  editor: Editor | null;
  kind: "image" | "video";
  upload: (file: File) => Promise<FileInfo>;
}) {
  const [busy, setBusy] = useState(false);
  const place = async (file: File | null) => {
    if (!file || !editor) return;
    setBusy(true);
    try {
      const uploaded = await upload(file);
      const chain = editor.chain().focus();
      if (uploaded.kind === "video") chain.insertContent({ type: "video", attrs: { src: uploaded.url } }).run();
      else chain.setImage({ src: uploaded.url, alt: uploaded.originalName }).run();
    } catch (e) {
      notifyError(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setBusy(false);
    }
  };
  const label = kind === "image" ? t("editorImage") : t("editorVideo");
  return (
    <FileButton onChange={(file) => void place(file)} accept={kind === "image" ? "image/*" : "video/*"}>
      {(props) => (
        <RichTextEditor.Control
          {...props}
          aria-label={busy ? t("editorUploading") : label}
          title={label}
          disabled={busy}
        >
          {busy ? (
            <Loader size={14} />
          ) : kind === "image" ? (
            <IconPhoto size={16} stroke={1.5} aria-hidden />
          ) : (
            <IconMovie size={16} stroke={1.5} aria-hidden />
          )}
        </RichTextEditor.Control>
      )}
    </FileButton>
  );
}

/** The body editor; with `uploadMedia`, toolbar buttons place pictures and videos. */
export function RichEditor({ value, onChange, error, uploadMedia, mentions = false }: Props) {
  const mention = useEditorMentions(mentions);
  const wrapper = useRef<HTMLDivElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), BodyImage, BodyVideo, mention.extension],
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
    <div ref={wrapper} style={{ position: "relative" }}>
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
          {uploadMedia && (
            <RichTextEditor.ControlsGroup>
              <MediaControl editor={editor} kind="image" upload={uploadMedia} />
              <MediaControl editor={editor} kind="video" upload={uploadMedia} />
            </RichTextEditor.ControlsGroup>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content style={{ height: 500, overflowY: "auto" }} />
      </RichTextEditor>
      {mention.listIn(wrapper.current)}
      {error && (
        <div role="alert" style={{ color: "var(--mantine-color-error)", fontSize: 13, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
