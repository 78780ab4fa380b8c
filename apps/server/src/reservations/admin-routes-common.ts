/** What the reservation administration route plugins share: the path prefix, tags, the CSV answer. */
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { attachmentDisposition } from "./csv.ts";

/** Every reservation administration path starts so. */
export const PREFIX = "/api/admin/reservation";
export const tags = ["reservation admin"];
export const ok = { ok: true as const };
export const csvSchema = z.string().describe("text/csv; charset=utf-8, with a UTF-8 byte-order mark");

/** Sends a CSV export as an attachment that is never cached. */
export function sendCsv(reply: FastifyReply, file: { csv: string; filename: string }) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", attachmentDisposition(file.filename))
    .header("cache-control", "no-store")
    .send(file.csv);
}
