/**
 * The @ autocomplete in the post editor (issue 40 §1 "mention"; docs/notifications.md "Mentions"): the
 * comment box's (useMentions.tsx: the same search, keys, list and rule) on the Tiptap editor. A small
 * ProseMirror plugin reads the token before the caret in the current paragraph after every change or
 * move, takes the keys first while the list is open (priority above the editor's own Enter), and puts
 * `@name ` in place of the token as plain text, which the server reads from the saved post's text.
 * The editable keeps the focus and carries the list's `aria-controls` and `aria-activedescendant`.
 */
import type { EditorState } from "@tiptap/pm/state";
import { Plugin } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { Extension } from "@tiptap/react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { mentionToken, type Token, useMentionList } from "./useMentions.tsx";

/** The token before an empty selection in its paragraph, in document positions, or null. */
function tokenAt(state: EditorState): Token | null {
  const { $from, empty } = state.selection;
  if (!empty || !$from.parent.isTextblock) return null;
  // One character per inline leaf (a picture, a line break), so string offsets are document offsets.
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, "\ufffc");
  const found = mentionToken(before, before.length);
  return found && { start: $from.start() + found.start, query: found.query };
}

/** How wide the list is at most (px); it sits under the `@`, inside the editor's width. */
const LIST_WIDTH = 360;

/**
 * The autocomplete of a RichEditor: add `extension` to the editor's extensions (once, at creation) and
 * render `listIn(wrapper)` inside the editor's wrapper (`position: relative`): the list under the `@`;
 * `enabled` false (the anonymous board, a visitor, an edit) offers nothing.
 */
export function useEditorMentions(enabled: boolean) {
  const view = useRef<EditorView | null>(null);
  const mention = useMentionList(enabled, (token, inserted) => {
    const current = view.current;
    if (!current) return;
    current.dispatch(current.state.tr.insertText(inserted, token.start, token.start + 1 + token.query.length));
    current.focus();
  });
  const latest = useRef(mention);
  latest.current = mention;

  const extension = useMemo(
    () =>
      Extension.create({
        name: "mentionAutocomplete",
        priority: 1000,
        addProseMirrorPlugins: () => [
          new Plugin({
            view: (editorView) => {
              view.current = editorView;
              return {
                update: (updated) => latest.current.track(tokenAt(updated.state)),
                destroy: () => {
                  view.current = null;
                },
              };
            },
            props: {
              handleKeyDown: (_view, event) => {
                if (!latest.current.onKey(event.key, event.isComposing)) return false;
                event.preventDefault();
                return true;
              },
            },
          }),
        ],
      }),
    [],
  );

  const { inputProps } = mention;
  useEffect(() => {
    const dom = view.current?.dom;
    if (!dom || !enabled) return;
    for (const [name, value] of Object.entries(inputProps)) {
      if (value === undefined) dom.removeAttribute(name);
      else dom.setAttribute(name, value);
    }
  }, [inputProps, enabled]);

  const listIn = (wrapper: HTMLElement | null): ReactNode => {
    const { list, token } = mention;
    if (!list || !token || !wrapper || !view.current) return list;
    const box = wrapper.getBoundingClientRect();
    const at = view.current.coordsAtPos(token.start);
    const width = Math.min(LIST_WIDTH, box.width);
    const left = Math.max(0, Math.min(at.left - box.left, box.width - width));
    return <div style={{ position: "absolute", top: at.bottom - box.top + 4, left, width, zIndex: 20 }}>{list}</div>;
  };

  return { extension, listIn };
}
