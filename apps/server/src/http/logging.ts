/**
 * The request log's options: no secret or personal value in a log line (issue 23 §3). Headers and
 * bodies that carry secrets are censored by path; a request's address keeps its path, but the values
 * of query parameters that can carry a secret or personal data are replaced (the reset link carries its
 * token in the fragment, which browsers never send, and the sign-up checks post their values, so these
 * only appear when someone sends them by hand or follows an old link).
 */
import type { Writable } from "node:stream";
import type { FastifyRequest } from "fastify";

/** Fields never written to the log. */
const REDACT = [
  "req.headers.cookie",
  "req.headers['x-csrf-token']",
  "req.headers.authorization",
  "req.headers['x-post-password']",
  "res.headers['set-cookie']",
  "body.password",
  "body.currentPassword",
  "body.newPassword",
  "body.newPasswordConfirm",
  "body.token",
];

const CENSOR = "[hidden]";

/** Query parameters whose values are not logged: tokens, OAuth codes and states, e-mails, ids, numbers. */
const SECRET_PARAMS = new Set(["token", "code", "state", "email", "businessno", "userid", "password", "phone"]);

/** `url` (path and query) with the values of SECRET_PARAMS censored, e.g. `/a?token=[hidden]&page=2`. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, mark)}?${query.join("&")}`;
}

/** Fastify's `logger` option: `level`, the censored paths, requests with censored addresses, to `stream` (stdout by default). */
export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    redact: { paths: REDACT, censor: CENSOR },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
