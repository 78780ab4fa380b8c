/**
 * Security headers (helmet) with a Content-Security-Policy the built web app passes: scripts
 * only from this origin (and the inline scripts of a rendered page's head, by their hashes), inline
 * styles allowed (Mantine writes CSS variables at run time), images from this origin, data: and
 * https:, frames only from the video hosts of the sanitiser.
 *
 * The headers do not depend on the request, so helmet runs once at start-up and every reply gets
 * the same set (the Fastify plugin would rebuild helmet and re-parse the policy on each request);
 * the answers to requests refused before routing (http/errors.ts) carry the same set.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { BANNER_HIDDEN_SCRIPT, EARLY_INPUT_SCRIPT, KAKAO_SDK_URL, KAKAO_SHARE_ORIGINS } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { IFRAME_HOSTS } from "../text/sanitize.ts";

/** The CSP sources of the rendered pages' inline scripts (contract's banner.ts and early-input.ts). */
const INLINE_SCRIPT_SOURCES = [BANNER_HIDDEN_SCRIPT, EARLY_INPUT_SCRIPT].map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);

/** The headers helmet sets for `options`, as name → value. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers by name; `frameOrigins`: origins of the configured digital-twin and HICOS frames (issue 12);
 * `kakaoShare` (KAKAO_JS_KEY set, issue 25 §2): Kakao's SDK origin for scripts and its share origins for
 * requests and the share form.
 */
export function securityHeaders(
  https: boolean,
  frameOrigins: string[] = [],
  kakaoShare = false,
): Record<string, string> {
  const kakao = kakaoShare ? [...KAKAO_SHARE_ORIGINS] : [];
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES, ...(kakaoShare ? [new URL(KAKAO_SDK_URL).origin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...kakao],
        mediaSrc: ["'self'", "blob:", "https:"],
        frameSrc: [...IFRAME_HOSTS.map((h) => `https://${h}`), ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...kakao],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
}

/** Sets `headers` (from `securityHeaders`) on every reply of `app`. */
export function installSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
