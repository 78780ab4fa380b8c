/** The administration screens (one lazily loaded chunk). */
export { AccessReviewPage } from "./AccessReviewPage.tsx";
export { AuditPage } from "./AuditPage.tsx";
export { BackupsPage } from "./BackupsPage.tsx";
export { BoardAdminPage } from "./BoardAdminPage.tsx";
export { BoardFormPage } from "./BoardFormPage.tsx";
export { MembersPage } from "./MembersPage.tsx";
export { PrivacyAccessPage } from "./PrivacyAccessPage.tsx";
