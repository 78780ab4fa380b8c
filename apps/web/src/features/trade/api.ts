/**
 * Trade endpoints for the browser (members spec section 7 "Used trade"): query options of the
 * categories, lists, detail and comments, and the calls that change a deal. Photo uploads go
 * through the files feature's XMLHttpRequest upload (progress events).
 */
import {
  type DealCommentList,
  type DealDetail,
  type DealList,
  type DealPhoto,
  type DealWriteInput,
  type SellerPhone,
  TRADE_PHOTO_MAX_BYTES,
  type TradeCategory,
  t,
} from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { tradeKeys } from "../../lib/contentKeys.ts";
import { numberText } from "../../lib/format.ts";
import { uploadFile } from "../files/index.ts";

/** The list's filters and place, as they live in the URL. */
export interface TradeListParams {
  tab: "all" | "mine" | "wish";
  from: string;
  to: string;
  category: string;
  q: string;
  pageSize: number;
  before?: number;
  after?: number;
}

export const tradeCategoriesQuery = queryOptions({
  queryKey: tradeKeys.categories,
  queryFn: () => api<{ items: TradeCategory[] }>("GET", "/api/trade/categories").then((r) => r.items),
  staleTime: 3_600_000,
});

export const dealListQuery = (params: TradeListParams) =>
  queryOptions({
    queryKey: tradeKeys.list(params),
    queryFn: () => api<DealList>("GET", `/api/deals${query({ ...params })}`),
    // A list read moments ago (the route's prefetch) is not read again when the screen mounts.
    staleTime: 10_000,
  });

export const dealQuery = (dealNo: number) =>
  queryOptions({
    queryKey: tradeKeys.deal(dealNo),
    queryFn: () => api<DealDetail>("GET", `/api/deals/${dealNo}`),
  });

export const dealCommentsQuery = (dealNo: number) =>
  queryOptions({
    queryKey: tradeKeys.comments(dealNo),
    queryFn: () => api<DealCommentList>("GET", `/api/deals/${dealNo}/comments`),
  });

/** The seller's phone for the trade-request modal (members, open deals; read when the modal opens). */
export const sellerPhoneQuery = (dealNo: number) =>
  queryOptions({
    queryKey: tradeKeys.sellerPhone(dealNo),
    queryFn: () => api<SellerPhone>("GET", `/api/deals/${dealNo}/seller-phone`),
  });

type Saved = { dealNo: number; dealType: string; companyCode: string };

export const createDeal = (body: DealWriteInput) => api<Saved>("POST", "/api/deals", body);
export const updateDeal = (dealNo: number, body: DealWriteInput) => api<Saved>("PUT", `/api/deals/${dealNo}`, body);
export const completeDeal = (dealNo: number) => api("POST", `/api/deals/${dealNo}/complete`);
export const setHidden = (dealNo: number, hidden: boolean) =>
  api("POST", `/api/deals/${dealNo}/${hidden ? "hide" : "restore"}`);
export const setFavorite = (dealNo: number, on: boolean) =>
  api<{ favorite: boolean; favoriteCount: number }>(on ? "PUT" : "DELETE", `/api/deals/${dealNo}/favorite`);
export const addComment = (dealNo: number, body: string) => api("POST", `/api/deals/${dealNo}/comments`, { body });
export const editComment = (dealNo: number, seq: number, body: string) =>
  api("PUT", `/api/deals/${dealNo}/comments/${seq}`, { body });
export const deleteComment = (dealNo: number, seq: number) => api("DELETE", `/api/deals/${dealNo}/comments/${seq}`);
export const sendTradeRequest = (dealNo: number, body: string) =>
  api<{ noteId: number }>("POST", `/api/deals/${dealNo}/trade-request`, { body });

/** Uploads one photo; `onProgress` gets 0–100. */
export const uploadPhoto = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<DealPhoto>("/api/trade/photos", file, onProgress, {}, TRADE_PHOTO_MAX_BYTES);

/** The detail screen's address of a deal. */
export const dealPath = (deal: Saved) => `/app/trade/${deal.dealType}/${deal.companyCode}/${deal.dealNo}`;

/** "18,500,000원" (thousands separators and the won unit, members spec 2). */
export const wonText = (amount: number) => t("tradeWon", { amount: numberText(amount) });
