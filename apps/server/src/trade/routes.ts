/**
 * Trade endpoints (DESIGN.md section 4 "trade"; members spec section 7 "Used trade"):
 * GET /api/trade/categories; GET/POST /api/deals; GET/PUT /api/deals/{dealNo};
 * POST /api/deals/{dealNo}/complete; PUT/DELETE /api/deals/{dealNo}/favorite;
 * GET/POST /api/deals/{dealNo}/comments, PUT/DELETE /api/deals/{dealNo}/comments/{seq};
 * POST /api/deals/{dealNo}/hide, /restore (administrators); GET /api/deals/{dealNo}/seller-phone and
 * POST /api/deals/{dealNo}/trade-request (members);
 * POST /api/trade/photos (multipart);
 * GET /api/trade/photos/{photoId}/{card|detail|full}; the legacy image address
 * GET /api/apicall/getDownload/{companyCode}/DL/{fileMgtCode}. Visitors may only read.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { dealCommentRoutes } from "./deal-comment-routes.ts";
import { dealRoutes } from "./deal-routes.ts";
import { dealPhotoRoutes } from "./photo-routes.ts";

/** Registers the trade routes (rules in trade/service.ts), one plugin per resource. */
export function tradeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(dealRoutes(ctx));
    await app.register(dealCommentRoutes(ctx));
    await app.register(dealPhotoRoutes(ctx));
  };
}
