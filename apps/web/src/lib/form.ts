/**
 * Forms validate with the contract's schemas (the ones the server's routes validate the same request
 * with), through Mantine's Standard Schema resolver (`schemaResolver` of @mantine/form; zod 4 schemas
 * are Standard Schemas). The schemas name catalogue keys; the errors shown are their Korean texts
 * (`issueText`). A form whose values are not the request's shape passes `toRequest` (the same
 * function it sends with) and `fields` (the request's field paths that the form names otherwise).
 */
import { type FormErrors, schemaResolver } from "@mantine/form";
import { issueText } from "@portal/contract";

/** A Standard Schema (any of the contract's zod schemas). */
export type Schema = Parameters<typeof schemaResolver>[0];

interface ResolverOptions<V> {
  /** The request the form would send for these values (the values themselves by default). */
  toRequest?: (values: V) => unknown;
  /**
   * Form field of a request field path, where they differ (`"company.name"` → `"companyName"`), or of
   * its first part (`"photoIds"` for `"photoIds.3"`). Other issues show on the path's first part.
   */
  fields?: Record<string, string>;
}

/**
 * A `validate` function for `useForm`: the schema's first issue per field, in Korean. Fields the
 * request leaves out (and so the schema never sees) have no error.
 */
export function contractResolver<V>(
  schema: Schema,
  { toRequest, fields = {} }: ResolverOptions<V> = {},
): (values: V) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(toRequest ? toRequest(values) : values))) {
      const head = path.split(".")[0] ?? path;
      const field = fields[path] ?? fields[head] ?? head;
      errors[field] ??= issueText(String(message));
    }
    return errors;
  };
}

/** Adds `extra`'s errors (rules that need what the schema cannot know) to those of `validate`. */
export function withRules<V>(
  validate: (values: V) => FormErrors,
  extra: (values: V) => Record<string, string | null>,
): (values: V) => FormErrors {
  return (values) => {
    const errors = validate(values);
    for (const [field, message] of Object.entries(extra(values))) if (message) errors[field] ??= message;
    return errors;
  };
}

/** The Korean text of `value`'s first problem by `schema` (a check before a request), or null. */
export function problemOf(schema: Schema, value: unknown): string | null {
  const first = Object.values(contractResolver(schema)(value))[0];
  return first ? String(first) : null;
}
