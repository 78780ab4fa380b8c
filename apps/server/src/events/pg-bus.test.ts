/**
 * Live events across app nodes on PostgreSQL LISTEN/NOTIFY (issue 15): what one node publishes
 * reaches the subscribers of every node, the publisher's own included, once each; other channels
 * hear nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, DIALECTS } from "../../test/harness.ts";
import type { BusPayload, EventBus } from "./bus.ts";
import { createPgBus } from "./pg-bus.ts";

const log = { error: () => {} };

describe.each(DIALECTS.filter((d) => d === "postgres"))("event bus on %s", () => {
  let drop: () => Promise<void>;
  let nodeA: EventBus;
  let nodeB: EventBus;
  beforeAll(async () => {
    const created = await createPgDatabase(process.env.TEST_DATABASE_URL ?? "");
    drop = created.drop;
    nodeA = await createPgBus(created.url, log);
    nodeB = await createPgBus(created.url, log);
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await drop();
  });

  it("delivers an event published on one node to the subscribers of both, once each", async () => {
    const onA: BusPayload[] = [];
    const onB: BusPayload[] = [];
    const elsewhere: BusPayload[] = [];
    const stopA = nodeA.subscribe("member:kim01", (payload) => onA.push(payload));
    const stopB = nodeB.subscribe("member:kim01", (payload) => onB.push(payload));
    const stopOther = nodeB.subscribe("member:lee02", (payload) => elsewhere.push(payload));
    await nodeA.publish("member:kim01", { type: "notes.unread", received: 3 });
    await expect.poll(() => onB).toEqual([{ type: "notes.unread", received: 3 }]);
    await expect.poll(() => onA).toEqual([{ type: "notes.unread", received: 3 }]);
    stopB();
    await nodeA.publish("member:kim01", { type: "notes.unread", received: 4 });
    await expect.poll(() => onA.length).toBe(2);
    expect(onB).toHaveLength(1);
    expect(elsewhere).toEqual([]);
    stopA();
    stopOther();
  });
});
