/** The used-equipment trade screens (lazy-loaded together by the route table). */
export { DealDetailPage } from "./DealDetailPage.tsx";
export { DealFormPage } from "./DealFormPage.tsx";
export { TradeListPage } from "./TradeListPage.tsx";
