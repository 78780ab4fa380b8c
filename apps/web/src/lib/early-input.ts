/**
 * Acting on what a visitor did before the page hydrated (issue 38 §1; the head's queue: contract's
 * early-input.ts). Called once the screen has hydrated (App.tsx `HydratedMark`):
 * 1. each field typed into gets its last typed text through an input event, so its handler (a form's
 *    state, a search box) takes it;
 * 2. once React has rendered that, the queued actions run in order: a form is submitted
 *    (`requestSubmit`, so its React handler runs), a field gets its Enter, a button its click.
 * A field inside a part of the page still hydrating (its own Suspense boundary) is waited for, a
 * frame at a time for at most about two seconds: React tracks a field's value from hydration on.
 * Enter in a field and a submit are acted on only after that, so the handler reads the typed text.
 */
import { EARLY_INPUT_KEY } from "@portal/contract";

type TextField = HTMLInputElement | HTMLTextAreaElement;
type EarlyEntry =
  | { input: TextField; value: string }
  | { form: HTMLFormElement }
  | { enter: HTMLElement }
  | { click: HTMLElement };
type EarlyAction = Exclude<EarlyEntry, { input: TextField }>;

const MAX_FRAMES = 120;
const MAX_TRIES = 3;

/** Whether React has hydrated `field` (it keeps a tracker of the value it last saw on the element). */
const hydrated = (field: TextField) => Boolean((field as { _valueTracker?: unknown })._valueTracker);

/** Hands `typed` to React as `field`'s new text: back to the value React rendered, then the text as typed. */
function replayTyping(field: TextField, typed: string): void {
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function replayAction(action: EarlyAction): void {
  if ("form" in action) {
    if (action.form.isConnected) action.form.requestSubmit();
  } else if ("enter" in action) {
    if (action.enter.isConnected)
      action.enter.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, cancelable: true }),
      );
  } else if (action.click.isConnected) action.click.click();
}

/**
 * Replays the typing and the queued actions of the page's first load (once; a later call does nothing).
 * A field's text is handed over again while React has not rendered it (a render that was pending
 * when the field hydrated puts back React's own text; the field's `defaultValue` is what React last
 * rendered), at most `MAX_TRIES` times; text typed since hydration is React's already and left alone.
 */
export function replayEarlyInput(): void {
  const store = window as unknown as Record<string, EarlyEntry[] | undefined>;
  const queue = store[EARLY_INPUT_KEY] ?? [];
  store[EARLY_INPUT_KEY] = [];
  if (queue.length === 0) return;
  const typed = new Map<TextField, { value: string; tries: number }>();
  const actions: EarlyAction[] = [];
  for (const entry of queue) {
    if ("input" in entry) typed.set(entry.input, { value: entry.value, tries: 0 });
    else actions.push(entry);
  }
  let frames = 0;
  const step = () => {
    for (const [field, text] of typed) {
      const rendered = field.defaultValue === text.value;
      const ours = field.value === text.value || field.value === field.defaultValue;
      if (!field.isConnected || rendered || !ours || text.tries >= MAX_TRIES) typed.delete(field);
      else if (hydrated(field)) {
        text.tries += 1;
        replayTyping(field, text.value);
      }
    }
    if (typed.size > 0 && frames++ < MAX_FRAMES) requestAnimationFrame(step);
    // In a task of its own: React renders the typed text first (a submit handler reads the new state).
    else
      setTimeout(() => {
        for (const action of actions) replayAction(action);
      }, 0);
  };
  step();
}
