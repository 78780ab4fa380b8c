/**
 * The moderation feature's public entry (issue 41): the 신고 button, the author's banner, a list row's mark
 * and a reader's notice in a hidden item's place (the administrators' queue, ReportsPage.tsx, is a lazy
 * screen of its own).
 */
export { HiddenNotice, isModerationRefusal } from "./HiddenNotice.tsx";
export { ModerationBanner } from "./ModerationBanner.tsx";
export { ModerationMark } from "./ModerationMark.tsx";
export { ReportButton } from "./ReportButton.tsx";
