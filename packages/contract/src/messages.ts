/**
 * The one Korean message catalogue of the portal: every word a user sees, on the server (problem
 * `detail`) and in the browser. Keys are stable English names; values are Korean. Each entry notes
 * the spec place it comes from where it has one.
 *
 * The catalogue has two parts so that a browser's first page does not download every screen's words:
 * `messages/shell.ts` (always loaded) and `messages/screens.ts` (added with `addMessages`: by the
 * server when it starts, by the web app before it shows its first screen beyond the shell).
 */

import type { screenMessages } from "./messages/screens.ts";
import { shellMessages } from "./messages/shell.ts";

type Catalogue = typeof shellMessages & typeof screenMessages;
export type MessageKey = keyof Catalogue;

const catalogue: Partial<Record<MessageKey, string>> = { ...shellMessages };

/** Adds a part of the catalogue (`screenMessages`); adding it again changes nothing. */
export function addMessages(part: Partial<Record<MessageKey, string>>): void {
  Object.assign(catalogue, part);
}

/** Whether `key` names a message of the loaded catalogue (for keys that come as data, e.g. zod issues). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue, key);
}

/**
 * The Korean text of `key`, with `{name}` placeholders filled from `params`.
 * Example: `t("loginWelcome", { name: "홍길동" })` → "홍길동님 환영합니다."
 * A key whose part of the catalogue is not loaded yet is reported on the console and shown as the key.
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogue[key];
  if (text === undefined) {
    console.error(`message "${key}" is not loaded`);
    return key;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
