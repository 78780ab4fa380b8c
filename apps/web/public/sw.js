/**
 * The portal's service worker (issue 40 §2; docs/notifications.md "Web Push"), registered only when a
 * member turns push on for the device (마이페이지 알림 설정). A push message is `{ text, link }`: its plain
 * text is shown as a notification (the Notifications API shows text, never markup) and a click opens
 * its portal path (anything but a same-origin path opens the notification page). It caches nothing and
 * answers no request.
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
