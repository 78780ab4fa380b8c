/**
 * Server-side loaders of the trade routes (issue 25 §1, §2): the list's public "all" tab (other tabs
 * are a member's and drawn in the browser) and a deal as the viewer may see it, with its first photo
 * and a schema.org Product whose Offer is priced in KRW and sold out once the deal is completed.
 */
import { t } from "@portal/contract";
import { absolute } from "../../app/head.ts";
import { type RouteLoader, refuse } from "../../app/loader.ts";
import { dealListQuery, dealPath, dealQuery, tradeCategoriesQuery } from "./api.ts";
import { tradeParamsOf } from "./useTradeParams.ts";

export const loadTradeList: RouteLoader = async ({ client, search }) => {
  const params = tradeParamsOf(new URLSearchParams(search));
  if (params.tab !== "all") return null;
  await Promise.all([client.fetchQuery(dealListQuery(params)), client.prefetchQuery(tradeCategoriesQuery)]);
  return { name: t("titleTrade"), canonical: "/app/trade" };
};

export const loadDealPage: RouteLoader = async ({ client, params, base }) => {
  const dealNo = Number(params.dealNo);
  if (!Number.isInteger(dealNo) || dealNo <= 0) throw refuse(404);
  const deal = await client.fetchQuery(dealQuery(dealNo));
  const path = dealPath(deal);
  const image = deal.photos[0]?.detailUrl;
  return {
    name: deal.title,
    text: deal.descriptionHtml,
    image,
    type: "article",
    canonical: path,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: deal.title,
      category: deal.categoryName,
      ...(deal.modelName ? { model: deal.modelName } : {}),
      ...(image ? { image: absolute(base, image) } : {}),
      url: absolute(base, path),
      offers: {
        "@type": "Offer",
        price: deal.amount,
        priceCurrency: "KRW",
        itemCondition: "https://schema.org/UsedCondition",
        availability: deal.completed ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
        url: absolute(base, path),
      },
    },
  };
};
