/**
 * The event bus across app nodes on PostgreSQL LISTEN/NOTIFY (issue 15): `publish` sends one NOTIFY
 * on the channel `portal_events`; every node (the publisher too) LISTENs on its own connection and
 * hands each notification to its local subscribers. A lost listening connection is opened again after
 * a second; events published meanwhile are not replayed (browsers re-read their counts when their
 * stream reconnects).
 */
import pg from "pg";
import { type BusPayload, createLocalBus, type EventBus } from "./bus.ts";

const CHANNEL = "portal_events";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7900;

/** Opens the listening connection and resolves with a bus shared by every node on `databaseUrl`. */
export async function createPgBus(
  databaseUrl: string,
  log: { error(object: object, message: string): void },
): Promise<EventBus> {
  const local = createLocalBus();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on("error", (error) => log.error({ err: error }, "event bus: idle publishing connection closed"));
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { channel, payload } = JSON.parse(message.payload) as { channel: string; payload: BusPayload };
        void local.publish(channel, payload);
      } catch (error) {
        log.error({ err: error }, "event bus: unreadable notification");
      }
    });
    client.on("error", (error) => {
      log.error({ err: error }, "event bus: listening connection lost; reconnecting");
      void client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await listen();

  return {
    async publish(channel, payload) {
      const text = JSON.stringify({ channel, payload });
      if (Buffer.byteLength(text) > MAX_PAYLOAD) {
        log.error({ channel }, "event bus: payload too large, not sent");
        return;
      }
      try {
        await publisher.query("select pg_notify($1, $2)", [CHANNEL, text]);
      } catch (error) {
        log.error({ err: error, channel }, "event bus: publish failed");
      }
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await local.close();
      await listener?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
