/**
 * zod builds no parser with `new Function` in the browser: the portal's CSP (`script-src 'self'`) forbids
 * it, and zod's probe for it shows as a CSP issue (Lighthouse best practices) on every page that reads a
 * schema. Imported first by main.tsx, so that the setting holds before any module parses with a schema.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
