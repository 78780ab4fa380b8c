/** The moderation feature's public entry (issue 41): the 신고 button, the author's banner (the administrators' queue, ReportsPage.tsx, is a lazy screen of its own). */
export { ModerationBanner } from "./ModerationBanner.tsx";
export { ReportButton } from "./ReportButton.tsx";
