/** Shared contract of the portal: enums, limits, schemas and the Korean message catalogue. */
export * from "./admin.ts";
export * from "./auth.ts";
export * from "./boards.ts";
export * from "./comments.ts";
export * from "./common.ts";
export * from "./enums.ts";
export * from "./files.ts";
export * from "./members.ts";
export * from "./menu.ts";
export * from "./messages.ts";
export * from "./pages.ts";
export * from "./posts.ts";
export * from "./problem.ts";
export * from "./reservations.ts";
export * from "./rules.ts";
export * from "./terms.ts";
export * from "./video.ts";
