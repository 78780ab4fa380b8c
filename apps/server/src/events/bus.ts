/**
 * The event bus: how a change made by one request reaches the browsers that must learn of it
 * (live unread counts of the note centre, and anything else pushed over Server-Sent Events).
 *
 * A publisher names a channel (for example `member:{userId}`) and a small JSON payload; every
 * subscriber of that channel, in this process, is called with the payload. `createLocalBus` keeps
 * subscribers in this process only; an implementation for several app nodes (PostgreSQL
 * LISTEN/NOTIFY or Redis pub/sub) implements the same three methods, so features never know
 * which one runs.
 */

/** A payload delivered to subscribers: plain JSON, a few hundred bytes at most. */
export type BusPayload = Record<string, unknown>;

/** Publish/subscribe by channel name. */
export interface EventBus {
  /** Delivers `payload` to every subscriber of `channel` (on every node, for a shared bus). Never throws. */
  publish(channel: string, payload: BusPayload): Promise<void>;
  /** Calls `listener` for each payload published on `channel`; returns the function that unsubscribes. */
  subscribe(channel: string, listener: (payload: BusPayload) => void): () => void;
  /** Releases connections; subscribers are dropped. */
  close(): Promise<void>;
}

/** A bus for one process: subscribers are kept in memory, delivery is synchronous and in order. */
export function createLocalBus(): EventBus {
  const channels = new Map<string, Set<(payload: BusPayload) => void>>();
  return {
    async publish(channel, payload) {
      for (const listener of channels.get(channel) ?? []) {
        try {
          listener(payload);
        } catch {
          // a failing subscriber must not stop the others, nor the publisher
        }
      }
    },
    subscribe(channel, listener) {
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) channels.delete(channel);
      };
    },
    async close() {
      channels.clear();
    },
  };
}
