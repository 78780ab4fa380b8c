/**
 * This browser's Web Push subscription (issue 40 §2; docs/notifications.md "Web Push"): whether the
 * browser can take push at all, its current subscription, turning it on (the service worker `/sw.js`
 * registered on need, the permission asked, the subscription kept by the server for the member) and off.
 * In lib/ because logging out turns the device's push off too (lib/session.ts), so that the next member
 * on a shared computer gets nothing of the previous one's.
 */
import type { PushSubscriptionInput } from "@portal/contract";
import { ApiError, api } from "./api.ts";

const SUBSCRIPTIONS = "/api/notifications/push/subscriptions";
/** The service worker: a static file of the web build (apps/web/public/sw.js), same origin, scope "/". */
const WORKER = "/sw.js";

/** Whether this browser offers service workers, the Push API and notifications (iOS: only from the home screen). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The browser's push subscription for the portal, or null (none, or push not supported). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const toInput = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionInput;

/** A fresh subscription with the portal's key (one made with an older key is dropped first). */
async function freshSubscription(registration: ServiceWorkerRegistration, publicKey: string) {
  const old = await registration.pushManager.getSubscription();
  await old?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
}

/**
 * Turns push on for this browser: asks the permission, registers the worker, subscribes with the
 * portal's VAPID public key and has the server keep the subscription for the member. A subscription the
 * server says is another member's (409: a shared browser) is replaced by a fresh one.
 * Resolves with the permission ("granted" when on).
 */
export async function subscribeDevice(publicKey: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const registration = await navigator.serviceWorker.register(WORKER, { scope: "/" });
  await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) subscription = await freshSubscription(registration, publicKey);
  try {
    await api("POST", SUBSCRIPTIONS, toInput(subscription));
  } catch (failure) {
    if (!(failure instanceof ApiError && failure.status === 409)) throw failure;
    subscription = await freshSubscription(registration, publicKey);
    await api("POST", SUBSCRIPTIONS, toInput(subscription));
  }
  return permission;
}

/** Turns push off for this browser: the server forgets the member's subscription, the browser drops it. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api("DELETE", SUBSCRIPTIONS, { endpoint: subscription.endpoint }).catch((failure: unknown) => {
    if (!(failure instanceof ApiError && failure.status === 404)) throw failure;
  });
  await subscription.unsubscribe();
}
