/**
 * One error type for the whole API and its mapping to RFC 9457 problem details with a stable
 * `code` and a Korean `detail` from the message catalogue. No stack trace ever reaches a client.
 */

import type { Duplex } from "node:stream";
import {
  addMessages,
  ERROR_CODES,
  type ErrorCode,
  issueText,
  type MessageKey,
  screenMessages,
  t,
} from "@portal/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isStatementTimeout } from "../db/dialect.ts";

// The server speaks every screen's words: the whole catalogue, from the first module that answers errors.
addMessages(screenMessages);

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly headers: Record<string, string> | undefined;

  /**
   * @param code stable error code (see ERROR_CODES)
   * @param options.detail Korean text; defaults to the code's catalogue message
   * @param options.field the input field at fault, for 400s
   */
  constructor(code: ErrorCode, options: { detail?: string; field?: string; headers?: Record<string, string> } = {}) {
    const detail = options.detail ?? t(ERROR_CODES[code].message);
    super(detail);
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.field = options.field;
    this.headers = options.headers;
  }
}

/** Shorthand for a 400 naming the field and the catalogue message. */
export function invalidInput(field: string, message: MessageKey): AppError {
  return new AppError("INVALID_INPUT", { detail: t(message), field });
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  406: "Not Acceptable",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** The problem details object (RFC 9457) of `status`, `code` and the Korean `detail`. */
function problemBody(status: number, code: string, detail: string, field?: string) {
  return {
    type: `about:blank#${code}`,
    title: TITLES[status] ?? "Error",
    status,
    code,
    detail,
    ...(field ? { field } : {}),
  };
}

/** Sends `application/problem+json`. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  field?: string,
): FastifyReply {
  return reply
    .code(status)
    .type("application/problem+json")
    .serializer(JSON.stringify)
    .send(problemBody(status, code, detail, field));
}

/**
 * What the framework and its body parsers raise before a route runs, by their error code, as the
 * portal's codes (the framework's own words never reach a client).
 */
const REQUEST_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: "BAD_ADDRESS",
  FST_ERR_MAX_PARAM_LENGTH: "ADDRESS_TOO_LONG",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_BODY_TOO_LARGE: "TOO_LARGE",
  FST_ERR_CTP_INVALID_JSON_BODY: "UNREADABLE_BODY",
  FST_ERR_CTP_EMPTY_JSON_BODY: "UNREADABLE_BODY",
  FST_INVALID_JSON_FIELD_ERROR: "UNREADABLE_BODY",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "MALFORMED_REQUEST",
  FST_PROTO_VIOLATION: "MALFORMED_REQUEST",
  FST_MP_PREMATURE_CLOSE: "MALFORMED_REQUEST",
};

/** Sends the problem of a framework error (`REQUEST_ERRORS`, or by its 4xx status); false for other errors. */
function sendRequestError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): boolean {
  const code =
    REQUEST_ERRORS[error.code] ??
    (error.statusCode === 413 ? "TOO_LARGE" : error instanceof SyntaxError ? "UNREADABLE_BODY" : undefined);
  const status = code ? ERROR_CODES[code].status : (error.statusCode ?? 500);
  if (!code && (status < 400 || status >= 500)) return false;
  // Anything else the client got wrong: its 4xx status, without internals.
  // The code only: a refused address is in the request's own (censored) log line.
  request.log.info({ code: error.code, status }, "request refused");
  sendProblem(reply, status, code ?? "INVALID_INPUT", t(code ? ERROR_CODES[code].message : "errorInvalidInput"));
  return true;
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing (an undecodable address, an over-long
 * path parameter), before any hook has run, answered as problems with the security headers.
 */
export function frameworkErrorHandler(
  headers: Record<string, string>,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    reply.headers(headers);
    if (!sendRequestError(error, request, reply)) sendProblem(reply, 500, "INTERNAL", t("errorUnknown"));
  };
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses before the framework sees
 * it (oversize request line, headers or cookie: 431; a stalled request: 408; anything malformed, such
 * as an unknown method: 400). Writes the problem straight to the socket with the security headers, as
 * Node does (only when no answer is under way on the connection), then closes it.
 */
export function clientErrorHandler(
  headers: Record<string, string>,
): (error: NodeJS.ErrnoException, socket: Duplex) => void {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error, socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const code: ErrorCode =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "HEADERS_TOO_LARGE"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "REQUEST_TIMEOUT"
          : "MALFORMED_REQUEST";
    const { status, message } = ERROR_CODES[code];
    const body = JSON.stringify(problemBody(status, code, t(message)));
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      socket.write(
        `HTTP/1.1 ${status} ${TITLES[status]}\r\ncontent-type: application/problem+json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n${lines}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/** Installs the error handler on `app` (AppError, schema validation, request errors, the rest as 500). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(reply, error.status, error.code, error.message, error.field);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || undefined;
      return sendProblem(reply, 400, "INVALID_INPUT", issueText(first?.message ?? ""), field);
    }
    if (isStatementTimeout(error)) {
      // A statement cut off at its bound (DB_STATEMENT_TIMEOUT_MS): the request gives up, others go on.
      request.log.warn({ err: error }, "statement over its time bound");
      return sendProblem(reply, 503, "STATEMENT_TIMEOUT", t("errorStatementTimeout"));
    }
    if (sendRequestError(error, request, reply)) return reply;
    request.log.error({ err: error }, "unhandled error");
    return sendProblem(reply, 500, "INTERNAL", t("errorUnknown"));
  });
}
