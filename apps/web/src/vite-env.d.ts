/// <reference types="vite/client" />

/** The screens' messages, parsed from JSON (vite-plugins.ts). */
declare module "virtual:screen-messages" {
  export const screenMessages: typeof import("@portal/contract").screenMessages;
}
