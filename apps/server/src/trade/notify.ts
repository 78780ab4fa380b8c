/**
 * Trade notes (members spec section 3 "Trade-request note"; issue 11): the trade request to the
 * seller and the notes to favouriters when a deal is completed or its price drops. They are notes of
 * kind `trade` with REF_NO = the deal number, sent by the note centre's `sendNote` inside the
 * caller's transaction, so the note and the change are written together or not at all. Each also
 * queues its notification (issue 40) in that transaction.
 */
import { NOTE_MAX_RECIPIENTS, t } from "@portal/contract";
import type { Db } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { eventKey, queueNotification } from "../jobs/notify.ts";
import { activeMembers, sendNote } from "../notes/index.ts";
import { favoriterIds } from "./queries.ts";

/** What a price drop or a completion tells the favouriters. */
export interface DealChange {
  dealNo: number;
  title: string;
  priceDrop: { from: number; to: number } | null;
}

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text (the modal's textarea) as note HTML: one paragraph per line. */
export function plainToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

/**
 * Sends the buyer's trade request to the seller (inside the request's transaction). An empty note
 * becomes '[title] 상품의 거래를 요청합니다.' (the spec shows no emptiness check; a note needs a body).
 * Returns the note id and the members whose lists changed (to announce after the commit).
 */
export function sendTradeNote(
  trx: Db,
  buyer: Pick<User, "userId" | "nameKo">,
  deal: { dealNo: number; authorId: string; title: string },
  body: string,
) {
  const text = body.trim() ? body : t("tradeRequestDefaultNote", { title: deal.title });
  return sendNote(trx, {
    sender: buyer,
    recipientIds: [deal.authorId],
    bodyHtml: plainToHtml(text),
    kind: "trade",
    refNo: deal.dealNo,
  });
}

/**
 * Tells the deal's favouriters (active members other than the seller) that it was completed or that
 * its price dropped; sent in the change's transaction, in notes of at most NOTE_MAX_RECIPIENTS.
 * Returns the members whose lists changed.
 */
export async function notifyFavoriters(
  trx: Db,
  seller: Pick<User, "userId" | "nameKo">,
  change: DealChange,
): Promise<string[]> {
  const ids = (await favoriterIds(trx, change.dealNo)).filter((id) => id !== seller.userId);
  if (ids.length === 0) return [];
  const { dealNo, priceDrop } = change;
  await queueNotification(
    trx,
    priceDrop
      ? { kind: "dealPriceDrop", key: eventKey("deal-price-drop"), dealNo, sellerId: seller.userId, ...priceDrop }
      : { kind: "dealCompleted", key: `deal-completed:${dealNo}`, dealNo, sellerId: seller.userId },
  );
  const recipients = (await activeMembers(trx, ids)).map((m) => m.userId);
  const title = escapeHtml(change.title);
  const text = change.priceDrop
    ? t("tradeNotePriceDrop", {
        title,
        from: change.priceDrop.from.toLocaleString("ko-KR"),
        to: change.priceDrop.to.toLocaleString("ko-KR"),
      })
    : t("tradeNoteCompleted", { title });
  const changed: string[] = [];
  for (let i = 0; i < recipients.length; i += NOTE_MAX_RECIPIENTS) {
    const sent = await sendNote(trx, {
      sender: seller,
      recipientIds: recipients.slice(i, i + NOTE_MAX_RECIPIENTS),
      bodyHtml: `<p>${text}</p>`,
      kind: "trade",
      refNo: change.dealNo,
    });
    changed.push(...sent.changed);
  }
  return changed;
}
