/** The dashboards feature (one lazily loaded chunk, with the charts): every dashboard screen. */
import "@mantine/charts/styles.css";

export { BigDataPage } from "./BigDataPages.tsx";
export { BillingPage } from "./BillingPage.tsx";
export { ImportPage } from "./ImportPage.tsx";
export { ForwardingPage, OrdersPage, TransportPage } from "./LogisticsPages.tsx";
export { SettlementPage } from "./SettlementPage.tsx";
