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

/** The `{name}` placeholders of a catalogue text, as a union of names. */
type PlaceholderOf<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholderOf<Rest> : never;
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
/**
 * `t`'s parameters for `K`: a known key whose text has placeholders must get every one of them (the
 * compiler refuses `t("tradePhotoTooMany")`); a key without placeholders, or a key only known at run
 * time (a union), may take any.
 */
type ParamsOf<K extends MessageKey> =
  true extends IsUnion<K>
    ? [params?: MessageParams]
    : [PlaceholderOf<Catalogue[K]>] extends [never]
      ? [params?: MessageParams]
      : [params: Record<PlaceholderOf<Catalogue[K]>, string | number>];

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
export function t<K extends MessageKey>(key: K, ...[given]: ParamsOf<K>): string {
  const text = catalogue[key];
  if (text === undefined) {
    console.error(`message "${key}" is not loaded`);
    return key;
  }
  const params: MessageParams | undefined = given;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The values of a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A `{name}` placeholder of a catalogue text (also what an unfilled message looks like). */
export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names of `text`, in order, each once (`"{a} {b} {a}"` → `["a", "b"]`). */
export function placeholderNames(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))];
}

/**
 * A schema's `error` option for a catalogue message with placeholders: the key and its values in
 * one string (`"tradePhotoTooMany?count=10"`), which `issueText` turns into the filled Korean text.
 * Example: `.max(10, { error: keyWith("tradePhotoTooMany", { count: 10 }) })`.
 */
export function keyWith(key: MessageKey, params: MessageParams): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${key}?${query}`;
}

/**
 * The Korean text of a zod issue message: schemas name a catalogue key (`{ error: "enterTitle" }`)
 * or a key with its values (`keyWith`); anything else (zod's own English) becomes errorInvalidInput.
 */
export function issueText(message: string): string {
  const mark = message.indexOf("?");
  const key = mark < 0 ? message : message.slice(0, mark);
  if (!isMessageKey(key)) return t("errorInvalidInput");
  return mark < 0 ? t(key) : t(key, Object.fromEntries(new URLSearchParams(message.slice(mark + 1))));
}
