/**
 * Confirmation and cancellation mails of a reservation, in Korean, with an iCalendar (.ics)
 * attachment made by the `ics` package: METHOD PUBLISH when confirmed, METHOD CANCEL with the
 * same UID and a higher SEQUENCE when cancelled, so calendars update the entry they added.
 * Sent through the portal's mailer (SMTP, or the outbox folder without SMTP).
 */
import { type MessageKey, seoulInstant, t } from "@portal/contract";
import { createEvent, type EventAttributes } from "ics";
import type { AppContext } from "../context.ts";
import type { ReservationDetail } from "./queries.ts";

type Kind = "confirmed" | "cancelled";

/** The calendar entry of a reservation; throws when `ics` refuses the attributes. */
export function reservationIcs(detail: ReservationDetail, kind: Kind, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || "portal.invalid";
  const params = {
    event: detail.eventName,
    place: detail.branchName,
    seats: detail.seats,
    id: detail.reservationId,
  };
  const attributes: EventAttributes = {
    uid: `reservation-${detail.reservationId}@${host}`,
    productId: "logistics-portal/reservations",
    method: kind === "confirmed" ? "PUBLISH" : "CANCEL",
    sequence: kind === "confirmed" ? 0 : 1,
    status: kind === "confirmed" ? "CONFIRMED" : "CANCELLED",
    title: t("icsReservationTitle", params),
    description: t("icsReservationDescription", params),
    location: `${detail.branchName}, ${detail.address}`,
    url: publicUrl,
    start: seoulInstant(detail.date, detail.startTime).getTime(),
    end: seoulInstant(detail.date, detail.endTime).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("ics produced no calendar");
  return value;
}

/** Plain-text body of the mail. */
export function reservationMailText(detail: ReservationDetail, kind: Kind, byAdmin: boolean): string {
  const lead: MessageKey = kind === "confirmed" ? "mailReservationBody" : "mailReservationCancelBody";
  const lines = [
    t("mailReservationGreeting", { name: detail.nameKo }),
    "",
    t(lead),
    "",
    t("mailReservationDetails", {
      event: detail.eventName,
      place: detail.branchName,
      address: detail.address,
      date: detail.date,
      start: detail.startTime,
      end: detail.endTime,
      seats: detail.seats,
      companions: detail.companions,
      id: detail.reservationId,
    }),
  ];
  if (kind === "cancelled" && byAdmin) lines.push("", t("mailReservationCancelByAdmin"));
  lines.push("", t("mailReservationFooter"));
  return lines.join("\n");
}

/** Sends the mail of `kind` to the member, when the member has an e-mail address. */
export async function sendReservationMail(
  ctx: AppContext,
  kind: Kind,
  detail: ReservationDetail,
  byAdmin: boolean,
): Promise<void> {
  if (!detail.email) return;
  const ics = reservationIcs(detail, kind, ctx.config.publicUrl);
  await ctx.mailer.send({
    to: detail.email,
    subject: t(kind === "confirmed" ? "mailReservationSubject" : "mailReservationCancelSubject"),
    text: reservationMailText(detail, kind, byAdmin),
    attachments: [
      {
        filename: kind === "confirmed" ? "reservation.ics" : "reservation-cancel.ics",
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${kind === "confirmed" ? "PUBLISH" : "CANCEL"}`,
      },
    ],
  });
}
