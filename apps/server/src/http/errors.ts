/**
 * One error type for the whole API and its mapping to RFC 9457 problem details with a stable
 * `code` and a Korean `detail` from the message catalogue. No stack trace ever reaches a client.
 */
import {
  addMessages,
  ERROR_CODES,
  type ErrorCode,
  isMessageKey,
  type MessageKey,
  screenMessages,
  t,
} from "@portal/contract";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
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
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

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
    .send({
      type: `about:blank#${code}`,
      title: TITLES[status] ?? "Error",
      status,
      code,
      detail,
      ...(field ? { field } : {}),
    });
}

/** A zod issue message is a catalogue key (schemas say `{ error: "enterTitle" }`); map it to Korean. */
function issueText(message: string): string {
  return isMessageKey(message) ? t(message) : t("errorInvalidInput");
}

/** Installs the error and not-found handlers on `app`. */
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
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return sendProblem(reply, 413, "TOO_LARGE", t("errorTooLarge"));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: a 4xx without internals.
      request.log.info({ err: error }, "client error");
      return sendProblem(reply, status, "INVALID_INPUT", t("errorInvalidInput"));
    }
    request.log.error({ err: error }, "unhandled error");
    return sendProblem(reply, 500, "INTERNAL", t("errorUnknown"));
  });
}
