/**
 * 마이페이지's "이 기기에서 푸시 알림 받기" (issue 40 §2; docs/notifications.md "Web Push"): turns Web Push
 * on or off for this browser (lib/webPush.ts). It is on when the browser holds a subscription the server
 * keeps for the member. Off and disabled, with the reason, when the browser cannot take push, the portal
 * sends none (WEB_PUSH=off) or the browser blocked the portal's notifications. The iOS note is always
 * shown (push there needs the portal added to the home screen).
 */
import { Stack, Switch, Text } from "@mantine/core";
import { type MessageKey, t } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { currentSubscription, pushSupported, subscribeDevice, unsubscribeDevice } from "../../lib/webPush.ts";
import { pushStatusQuery } from "./api.ts";

type DeviceState = "unsupported" | "unavailable" | "denied" | "on" | "off";

const DESCRIPTIONS = {
  unsupported: "pushDeviceUnsupported",
  unavailable: "pushDeviceUnavailable",
  denied: "pushDeviceDenied",
  on: "pushDeviceOn",
  off: "pushDeviceOff",
} as const satisfies Record<DeviceState, MessageKey>;

/** This browser's push endpoint (null: none), read after the page has hydrated (undefined until then). */
function useDeviceEndpoint() {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const refresh = () =>
    currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when shown
  useEffect(() => {
    void refresh();
  }, []);
  return { endpoint, refresh };
}

/** The device switch with its state's explanation and the iOS note. */
export function PushDeviceSwitch() {
  const client = useQueryClient();
  const status = useQuery(pushStatusQuery);
  const device = useDeviceEndpoint();
  const [permission, setPermission] = useState<NotificationPermission | null>(null);
  useEffect(() => setPermission(pushSupported() ? Notification.permission : null), []);
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) return unsubscribeDevice().then(() => "granted" as const);
      return subscribeDevice(status.data?.publicKey ?? "");
    },
    onSuccess: async (answer, on) => {
      setPermission(answer);
      await Promise.all([device.refresh(), client.invalidateQueries({ queryKey: pushStatusQuery.queryKey })]);
      if (answer === "granted") notifySuccess(t(on ? "pushDeviceSavedOn" : "pushDeviceSavedOff"));
    },
    // The portal's refusals in their words; the browser's own (its push service unreachable) in ours.
    onError: (failure) => notifyError(failure instanceof ApiError ? failure.message : t("pushDeviceFailed")),
  });
  const state: DeviceState = !pushSupported()
    ? "unsupported"
    : status.data && !status.data.enabled
      ? "unavailable"
      : permission === "denied"
        ? "denied"
        : device.endpoint && status.data?.endpoints.includes(device.endpoint)
          ? "on"
          : "off";
  const ready = status.data !== undefined && device.endpoint !== undefined && permission !== null;
  return (
    <Stack gap={4}>
      <Switch
        label={t("pushDeviceLabel")}
        description={t(DESCRIPTIONS[state])}
        checked={state === "on"}
        disabled={
          !ready || change.isPending || state === "unsupported" || state === "unavailable" || state === "denied"
        }
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed">
        {t("pushIosNote")}
      </Text>
    </Stack>
  );
}
