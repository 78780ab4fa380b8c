/**
 * The digital-twin and HICOS frames (members spec §2, §7): the service configured by DIGITAL_TWIN_URL
 * or HICOS_URL in a frame; the signed-in member's session data goes to it only by postMessage to that
 * service's own origin (never in the address). Without a configured address, a Korean notice.
 */
import { Alert, Skeleton } from "@mantine/core";
import { t } from "@portal/contract";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useSessionUser } from "../../lib/session.ts";
import { framesQuery } from "./api.ts";

export function ServiceFrame({ service }: { service: "digitalTwin" | "hicos" }) {
  const frames = useQuery(framesQuery);
  const user = useSessionUser();
  const frame = useRef<HTMLIFrameElement>(null);
  if (!frames.data) return <Skeleton height={480} radius="md" />;
  const url = service === "digitalTwin" ? frames.data.digitalTwinUrl : frames.data.hicosUrl;
  const title = service === "digitalTwin" ? t("frameTitleDigitalTwin") : t("frameTitleHicos");
  if (!url) {
    return (
      <Alert color="yellow" icon={<IconPlugConnectedX aria-hidden />} title={title}>
        {t("frameNotConfigured")}
      </Alert>
    );
  }
  const sendSession = () => {
    if (!user) return;
    const session = {
      type: "portal-session",
      userId: user.userId,
      userName: user.nameKo,
      role: user.role,
      companyCode: user.companyCode,
      companyName: user.companyName,
    };
    frame.current?.contentWindow?.postMessage(session, new URL(url).origin);
  };
  return (
    <iframe
      ref={frame}
      src={url}
      title={title}
      onLoad={sendSession}
      style={{
        width: "100%",
        height: "70vh",
        minHeight: 480,
        border: "1px solid var(--mantine-color-gray-3)",
        borderRadius: 8,
      }}
    />
  );
}
