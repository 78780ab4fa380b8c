/**
 * Web Push (issue 40 §2; docs/notifications.md "Web Push"): the VAPID key pair (configuration, else made
 * once and kept in the database for every node), a member's device subscriptions (subscribe, unsubscribe:
 * only their own), and the fan-out's pushes. A push carries the notification's plain text and its portal
 * path only (`PushPayload`), encrypted for the browser (RFC 8291, by the `web-push` library) and posted
 * to the subscription's push service, which must be one of WEB_PUSH_SERVICES (the server posts nowhere
 * else, and follows no redirect). A subscription the push service answers 404 or 410 is removed.
 */
import type { PushPayload, PushRenewal, PushStatus, PushSubscriptionInput } from "@portal/contract";
import webpush from "web-push";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import {
  deleteGoneDevice,
  deleteOwnDevice,
  deviceEndpoints,
  devicesOf,
  type PushDevice,
  renewDevice,
  upsertDevice,
} from "./push-queries.ts";
import { claimEventRows, signingKey, userRow } from "./queries.ts";
import { notificationText, readableLink, targetResolver } from "./service.ts";

/** Seconds a push service keeps a message for a device that is off (a day: older news waits in the bell). */
export const PUSH_TTL_SECONDS = 86_400;
/** Milliseconds one push service request may take. */
export const PUSH_TIMEOUT_MS = 10_000;
const VAPID_PURPOSE = "web-push-vapid";

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keyCache = new WeakMap<AppContext, Promise<VapidKeys | null>>();

/**
 * The VAPID pair of the portal, or null with WEB_PUSH=off: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set,
 * else a pair made on first use and kept in `signingKeys` (the first node's insert wins; every node and
 * every restart reads the same pair, so the browsers' subscriptions stay valid).
 */
export function vapidKeys(ctx: AppContext): Promise<VapidKeys | null> {
  let keys = keyCache.get(ctx);
  if (!keys) {
    const settings = ctx.config.webPush;
    keys = !settings.enabled
      ? Promise.resolve(null)
      : settings.vapidKeys
        ? Promise.resolve(settings.vapidKeys)
        : signingKey(ctx.db, VAPID_PURPOSE, JSON.stringify(webpush.generateVAPIDKeys())).then(
            (stored) => JSON.parse(stored) as VapidKeys,
          );
    keyCache.set(ctx, keys);
  }
  return keys;
}

/** Whether `endpoint` is an address of one of `services` (origins; a host may start with `*.`). */
export function allowedEndpoint(services: string[], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some((service) => {
    const [, scheme = "", wildcard, host = ""] = /^(https?):\/\/(\*\.)?(.+)$/.exec(service) ?? [];
    if (url.protocol !== `${scheme}:`) return false;
    return wildcard ? url.host.endsWith(`.${host}`) : url.host === host;
  });
}

/** GET /api/notifications/push: whether push is on, the public key to subscribe with, the member's devices. */
export async function pushStatus(ctx: AppContext, user: Member): Promise<PushStatus> {
  const keys = await vapidKeys(ctx);
  return {
    enabled: keys !== null,
    publicKey: keys?.publicKey ?? null,
    endpoints: keys ? await deviceEndpoints(ctx.db, user.userId) : [],
  };
}

/**
 * POST /api/notifications/push/subscriptions: keeps this browser's subscription for the member (its
 * keys renewed when it is already theirs).
 * @throws PUSH_DISABLED (WEB_PUSH=off), PUSH_ENDPOINT_REFUSED (not a push service of WEB_PUSH_SERVICES),
 *   PUSH_SUBSCRIPTION_TAKEN (the endpoint is another member's: the browser makes a fresh subscription)
 */
export async function subscribePush(ctx: AppContext, user: Member, input: PushSubscriptionInput): Promise<void> {
  if (!(await vapidKeys(ctx))) throw new AppError("PUSH_DISABLED");
  if (!allowedEndpoint(ctx.config.webPush.services, input.endpoint))
    throw new AppError("PUSH_ENDPOINT_REFUSED", { field: "endpoint" });
  const device = { endpoint: input.endpoint, userId: user.userId, ...input.keys };
  if (!(await upsertDevice(ctx.db, device, new Date().toISOString()))) throw new AppError("PUSH_SUBSCRIPTION_TAKEN");
}

/**
 * POST /api/notifications/push/renewal (the service worker's `pushsubscriptionchange`, no session): the
 * renewed subscription replaces the device kept under the old address and auth secret, for the same
 * member. @throws PUSH_DISABLED, PUSH_ENDPOINT_REFUSED (the new address outside WEB_PUSH_SERVICES),
 *   PUSH_RENEWAL_UNKNOWN (no device with that address and secret), PUSH_SUBSCRIPTION_TAKEN (the new
 *   address is already kept)
 */
export async function renewPush(ctx: AppContext, input: PushRenewal): Promise<void> {
  if (!(await vapidKeys(ctx))) throw new AppError("PUSH_DISABLED");
  const { endpoint, keys } = input.subscription;
  if (!allowedEndpoint(ctx.config.webPush.services, endpoint))
    throw new AppError("PUSH_ENDPOINT_REFUSED", { field: "subscription.endpoint" });
  try {
    const old = { endpoint: input.oldEndpoint, auth: input.oldAuth };
    if (!(await renewDevice(ctx.db, old, { endpoint, ...keys }))) throw new AppError("PUSH_RENEWAL_UNKNOWN");
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("PUSH_SUBSCRIPTION_TAKEN");
    throw error;
  }
}

/**
 * DELETE /api/notifications/push/subscriptions: removes the member's own subscription of the endpoint.
 * @throws PUSH_SUBSCRIPTION_NOT_FOUND (none, or another member's)
 */
export async function unsubscribePush(ctx: AppContext, user: Member, endpoint: string): Promise<void> {
  if (!(await deleteOwnDevice(ctx.db, user.userId, endpoint))) throw new AppError("PUSH_SUBSCRIPTION_NOT_FOUND");
}

/** The members among `userIds` with at least one subscribed device (push is sent only to them). */
export async function membersWithDevices(ctx: AppContext, userIds: string[]): Promise<Set<string>> {
  if (!ctx.config.webPush.enabled) return new Set();
  return new Set((await devicesOf(ctx.db, userIds)).map((device) => device.userId));
}

/**
 * Posts one encrypted message to one device's push service. Resolves with the service's status; a device
 * answered 404 or 410 (the subscription expired or was withdrawn) is removed.
 */
async function sendToDevice(ctx: AppContext, keys: VapidKeys, device: PushDevice, payload: string): Promise<number> {
  if (!allowedEndpoint(ctx.config.webPush.services, device.endpoint)) return 0;
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { vapidDetails: { subject: ctx.config.webPush.subject, ...keys }, TTL: PUSH_TTL_SECONDS, urgency: "normal" },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== "content-length"),
  ) as Record<string, string>;
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body as Buffer<ArrayBuffer> | null,
    redirect: "error",
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) await deleteGoneDevice(ctx.db, device.endpoint);
  return response.status;
}

/**
 * The fan-out's pushes: the event's rows of `recipientIds` (members who want the type by push) not yet
 * pushed are claimed (each once) and sent to each of the member's devices, when the target is readable
 * now. Resolves with the deliveries that failed otherwise than 404/410 (not retried: the claim stands).
 */
export async function pushAtOnce(ctx: AppContext, eventKey: string, recipientIds: string[]): Promise<string[]> {
  const keys = recipientIds.length > 0 ? await vapidKeys(ctx) : null;
  if (!keys) return [];
  const rows = await claimEventRows(ctx.db, "pushedAt", eventKey, recipientIds);
  const devices = await devicesOf(ctx.db, recipientIds);
  const failures: string[] = [];
  for (const row of rows) {
    const user = await userRow(ctx.db, row.recipientId);
    const link = user ? await readableLink(row, targetResolver(ctx, user)) : null;
    if (!link) continue;
    const payload: PushPayload = { text: notificationText(row), link };
    const mine = devices.filter((device) => device.userId === row.recipientId);
    const results = await Promise.allSettled(
      mine.map((device) => sendToDevice(ctx, keys, device, JSON.stringify(payload))),
    );
    for (const result of results) {
      if (result.status === "rejected") failures.push(String(result.reason));
      else if (result.value >= 400 && result.value !== 404 && result.value !== 410)
        failures.push(`push service answered ${result.value}`);
    }
  }
  return failures;
}
