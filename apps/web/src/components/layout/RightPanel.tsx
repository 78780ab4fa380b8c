/**
 * The right-side panel (boards spec section 1): the visit-reservation banner that opens the
 * reservation modal, the statistics popup (a 1050x690 window), the members' surveys (수요조사, issue 45)
 * and two external links. A link to an event (`?reservation=<eventNo>`, 통합검색's result) opens the
 * modal on it.
 */
import { Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { t } from "@portal/contract";
import {
  IconBuildingFactory2,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardCheck,
  IconCube3dSphere,
} from "@tabler/icons-react";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { notifyError } from "../../lib/notify.ts";
import { lazyScreen } from "../../lib/screens.ts";
import { useSession, useSessionUser } from "../../lib/session.ts";
import classes from "./RightPanel.module.css";

// The modal (and its form rules) loads when a member first opens it, not with every page.
const ReservationModal = lazyScreen(() =>
  import("../../features/reservations/ReservationModal.tsx").then((m) => ({ default: m.ReservationModal })),
);

function Tile(props: {
  icon: ReactNode;
  title: string;
  text?: string;
  color: string;
  onClick?: () => void;
  href?: string;
  /** A page of the portal (same tab). */
  to?: string;
}) {
  const content = (
    // Spans: the tile may sit in a button, where HTML allows no div or p.
    <Paper component="span" className={classes.tile} style={{ background: props.color }} radius="md">
      {props.icon}
      <span>
        <Text span display="block" fw={700} c="white" size="sm">
          {props.title}
        </Text>
        {props.text && (
          <Text span display="block" c="white" size="xs" opacity={0.9}>
            {props.text}
          </Text>
        )}
      </span>
    </Paper>
  );
  if (props.to) {
    return (
      <Link to={props.to} className={classes.link}>
        {content}
      </Link>
    );
  }
  if (props.href) {
    return (
      <a href={props.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
        {content}
      </a>
    );
  }
  return (
    <UnstyledButton onClick={props.onClick} className={classes.link}>
      {content}
    </UnstyledButton>
  );
}

/**
 * Opens the modal with `open(eventNo)` once the session has been read when the address carries
 * `reservation=<eventNo>` (a link to an event), then takes the parameter out of the address (replaced,
 * so Back does not open it again).
 */
function useLinkedReservation(open: (eventNo: number) => void) {
  const [params, setParams] = useSearchParams();
  const { ready } = useSession();
  const linked = Number(params.get("reservation")) || undefined;
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!ready || linked === undefined) return;
    openRef.current(linked);
    setParams(
      (current) => {
        current.delete("reservation");
        return current;
      },
      { replace: true },
    );
  }, [ready, linked, setParams]);
}

export function RightPanel() {
  const [opened, modal] = useDisclosure(false);
  const [linkedEvent, setLinkedEvent] = useState<number>();
  const user = useSessionUser();
  // The modal unmounts when it closes, so it cannot hand the focus back itself: the tile takes it
  // back (KWCAG 2.1.2).
  const opener = useRef<HTMLElement | null>(null);
  // Reservation requires login: 'please log in first', and the modal does not stay open.
  const openReservation = (eventNo?: number) => {
    if (!user) notifyError(t("reservationLoginFirst"));
    else {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLinkedEvent(eventNo);
      modal.open();
    }
  };
  useLinkedReservation(openReservation);
  const closeReservation = () => {
    modal.close();
    requestAnimationFrame(() => opener.current?.focus());
  };
  const openStats = () => {
    const popup = window.open("/app/POPUP/PLT000101_01", "stats", "width=1050,height=690");
    if (!popup) notifyError(t("popupBlocked"));
  };
  return (
    <aside className={classes.panel} aria-label={t("rightPanelLabel")}>
      <Stack gap="sm">
        <Tile
          icon={<IconCalendarEvent size={30} color="white" aria-hidden />}
          title={t("panelReservation")}
          text={t("panelReservationDesc")}
          color="linear-gradient(135deg, #1c5fb8, #3b82d6)"
          onClick={() => openReservation()}
        />
        <Tile
          icon={<IconChartBar size={30} color="white" aria-hidden />}
          title={t("panelStats")}
          color="linear-gradient(135deg, #0f766e, #14a394)"
          onClick={openStats}
        />
        <Tile
          icon={<IconClipboardCheck size={30} color="white" aria-hidden />}
          title={t("panelSurvey")}
          text={t("panelSurveyDesc")}
          color="linear-gradient(135deg, #0e7490, #0891b2)"
          to="/app/survey"
        />
        <Tile
          icon={<IconBuildingFactory2 size={30} color="white" aria-hidden />}
          title={t("panelLinkSmartFactory")}
          color="linear-gradient(135deg, #6d28d9, #8b5cf6)"
          href="https://www.smart-factory.kr"
        />
        <Tile
          icon={<IconCube3dSphere size={30} color="white" aria-hidden />}
          title={t("panelLinkDigitalTwin")}
          color="linear-gradient(135deg, #b45309, #f59e0b)"
          href="https://www.kicox.or.kr"
        />
      </Stack>
      {opened && user !== null && (
        <Suspense fallback={null}>
          <ReservationModal opened onClose={closeReservation} linkedEvent={linkedEvent} />
        </Suspense>
      )}
    </aside>
  );
}
