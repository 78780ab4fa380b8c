/**
 * The member's one live event stream (GET /api/events, Server-Sent Events; issue 10, issue 26 §3): every
 * part of the page that wants live events (the unread note counts, a ledger import's phases) listens here,
 * and the page holds ONE EventSource while anyone listens; it closes when the last listener leaves (or
 * the member logs out: the note counts stop listening). The browser reconnects a dropped stream by itself
 * (the server asks for 3 s); the server says `hello` on every (re)connect.
 */

let source: EventSource | undefined;
let listening: Promise<void> = Promise.resolve();
let listeners = 0;

function open(): EventSource {
  const opened = new EventSource("/api/events");
  listening = new Promise((resolve) => opened.addEventListener("hello", () => resolve(), { once: true }));
  return opened;
}

/**
 * Calls `listener` with each event of `type` (`notes`, `import`, `hello`, …) on the stream, opening it
 * if needed. Returns the function that stops listening (closing the stream after its last listener).
 */
export function onServerEvent(type: string, listener: (message: MessageEvent<string>) => void): () => void {
  source ??= open();
  const current = source;
  const handle = listener as EventListener;
  current.addEventListener(type, handle);
  listeners += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    current.removeEventListener(type, handle);
    listeners -= 1;
    if (listeners === 0 && source === current) {
      current.close();
      source = undefined;
      listening = Promise.resolve();
    }
  };
}

/** Resolves once the open stream has said `hello` (it listens on the server); at once when none is open. */
export function streamListening(): Promise<void> {
  return listening;
}
