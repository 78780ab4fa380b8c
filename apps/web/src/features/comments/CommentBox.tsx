/**
 * A comment input (boards spec 2 "Comments"): Enter submits (Shift+Enter breaks the line; Enter
 * while composing Hangul does not submit), text is required ('please write a comment'), and it is
 * disabled with the hint 'available after login' when the viewer may not comment. A new comment's box
 * offers members to mention after `@` (components/editor/useMentions.tsx) unless told not to (the
 * anonymous board, where a mention is plain text).
 */
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { COMMENT_MAX_LENGTH, ENTER_SUBMITS, t } from "@portal/contract";
import { useRef, useState } from "react";
import { useMentions } from "../../components/editor/useMentions.tsx";
import { problemOf, type Schema } from "../../lib/form.ts";
import classes from "./CommentBox.module.css";

interface Props {
  /** Initial text (editing). */
  initial?: string;
  placeholder?: string;
  /** Disabled with this hint instead of the placeholder. */
  disabledHint?: string | null;
  submitLabel: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  label: string;
  /**
   * Loads the contract's schema of the comment's request (`{ body }`), board comments' by default: on
   * the first submit, so that a post's page does not evaluate zod and the schemas on its first load.
   */
  schema?: () => Promise<Schema>;
  /** Offer members to mention after `@` (a new comment, not on the anonymous board). */
  mentions?: boolean;
}

const loadCommentSchema = () => import("./schema.ts").then((m) => m.commentUpdateSchema);

/** A comment input with its submit (and, when editing or replying, cancel) button. */
export function CommentBox({
  initial = "",
  placeholder,
  disabledHint,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
  label,
  schema = loadCommentSchema,
  mentions = false,
}: Props) {
  const [text, setText] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);
  const mention = useMentions({ ref: box, text, setText, enabled: mentions && !disabledHint });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const disabled = Boolean(disabledHint);

  // Set from a submit's start to its end, across the schema's loading (the first submit) and the
  // request: a second Enter meanwhile sends nothing (`busy`, a state, shows only once rendered).
  const submitting = useRef(false);

  const submit = async () => {
    if (disabled || submitting.current) return;
    submitting.current = true;
    try {
      const rules = await schema().catch(() => null);
      const problem = rules ? problemOf(rules, { body: text }) : t("errorNetwork");
      if (problem) {
        setError(problem);
        return;
      }
      setBusy(true);
      await onSubmit(text.trim());
      setText("");
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Textarea
          ref={box}
          aria-label={label}
          {...mention.inputProps}
          {...{ [ENTER_SUBMITS]: true }}
          style={{ flex: 1 }}
          rows={2}
          classNames={{ input: classes.input }}
          maxLength={COMMENT_MAX_LENGTH}
          value={text}
          disabled={disabled}
          placeholder={disabledHint ?? placeholder}
          autoFocus={autoFocus}
          error={error ?? undefined}
          onChange={(e) => {
            setText(e.currentTarget.value);
            mention.onInput(e.currentTarget.value, e.currentTarget.selectionStart);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (mention.onKeyDown(e)) return;
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229) {
              e.preventDefault();
              void submit();
            }
            if (e.key === "Escape" && onCancel) onCancel();
          }}
        />
        <Button onClick={() => void submit()} loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t("commentCancel")}
          </Button>
        )}
      </Group>
      {mention.list}
      {disabledHint && (
        <Text size="xs" c="dimmed">
          {disabledHint}
        </Text>
      )}
    </Stack>
  );
}
