/**
 * The portal's service worker (issue 40 §2; docs/notifications.md "Web Push"), registered only when a
 * member turns push on for the device (마이페이지 알림 설정). A push message is `{ text, link }`: its plain
 * text is shown as a notification (the Notifications API shows text, never markup) and a click opens
 * its portal path (anything but a same-origin path opens the notification page). When the browser
 * renews the subscription by itself (`pushsubscriptionchange`), it subscribes again with the same VAPID
 * key and sends the new subscription to the portal, which replaces the old one (proven by the old
 * address and auth secret; without the old subscription, by the member's session). It caches nothing
 * and answers no request.
 */
const FALLBACK = "/app/FUL/Notifications";

/** The same-origin address of `link`, or the notification page. */
function target(link) {
  if (typeof link !== "string" || !link.startsWith("/") || link.startsWith("//")) return FALLBACK;
  const url = new URL(link, self.location.origin);
  return url.origin === self.location.origin ? url.href : FALLBACK;
}

self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.text !== "string" || message.text === "") return;
  event.waitUntil(
    self.registration.showNotification(message.text, {
      icon: "/favicon.svg",
      lang: "ko",
      data: { link: target(message.link) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = event.notification.data?.link ?? target(null);
  event.waitUntil(self.clients.openWindow(link));
});

/** base64url of an ArrayBuffer (a subscription's key). */
function base64url(buffer) {
  const text = String.fromCharCode(...new Uint8Array(buffer));
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A same-origin JSON request with the member's cookies; throws on an error answer. */
async function send(method, path, body, headers = {}) {
  const answer = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
  return answer.json();
}

/** The renewed subscription: the browser's, or a fresh one with the old VAPID key (else the portal's). */
async function renewedSubscription(event) {
  if (event.newSubscription) return event.newSubscription;
  const key =
    event.oldSubscription?.options?.applicationServerKey ?? (await send("GET", "/api/notifications/push")).publicKey;
  return self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Tells the portal of the renewed subscription, replacing the old one. */
async function renew(event) {
  const subscription = (await renewedSubscription(event)).toJSON();
  const old = event.oldSubscription;
  const auth = old?.getKey?.("auth");
  if (old && auth) {
    await send("POST", "/api/notifications/push/renewal", {
      oldEndpoint: old.endpoint,
      oldAuth: base64url(auth),
      subscription,
    });
    return;
  }
  // No old subscription to prove the device: the member's session does (a logged-out browser keeps none).
  const { csrfToken } = await send("GET", "/api/auth/session");
  await send("POST", "/api/notifications/push/subscriptions", subscription, { "x-csrf-token": csrfToken });
}

self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renew(event));
});
