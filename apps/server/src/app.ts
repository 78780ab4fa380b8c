/**
 * Builds the Fastify application: logging without secrets, cookies, security headers, session
 * and CSRF hooks, streaming multipart uploads, zod validation on every route, OpenAPI at
 * /api/openapi.json with a docs page at /api/docs, the feature routes and the web app.
 */
import type { Writable } from "node:stream";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { memberRequestRoutes } from "./admin/me-routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { oauthRoutes } from "./auth/oauth/routes.ts";
import { passwordRoutes } from "./auth/password-routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { mustEnrol } from "./auth/second-factor.ts";
import { secondFactorRoutes } from "./auth/second-factor-routes.ts";
import { backupMetrics, backupRoutes } from "./backups/index.ts";
import { boardRoutes } from "./boards/routes.ts";
import { commentRoutes } from "./comments/routes.ts";
import type { AppContext } from "./context.ts";
import { dashboardRoutes } from "./dashboards/routes.ts";
import { fileRoutes } from "./files/routes.ts";
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from "./http/errors.ts";
import { healthRoutes } from "./http/health.ts";
import { loggerOptions } from "./http/logging.ts";
import { installMetrics } from "./http/metrics.ts";
import { installRouteGuard } from "./http/route-guard.ts";
import { installSecurityHeaders, securityHeaders } from "./http/security.ts";
import { installSessionHooks } from "./http/session-hooks.ts";
import { drainUnreadBodies } from "./http/unread-body.ts";
import { loadingAdminRoutes, loadingRoutes } from "./loading/routes.ts";
import { loadingSharedRoutes, loadingShareRoutes } from "./loading/share-routes.ts";
import { memberRoutes } from "./members/routes.ts";
import { moderationRoutes } from "./moderation/index.ts";
import { noteRoutes } from "./notes/routes.ts";
import { notificationRoutes, unsubscribeRoutes } from "./notifications/index.ts";
import { operatorRoutes } from "./operator/routes.ts";
import { pageRoutes } from "./pages/routes.ts";
import { modifiablePost, readablePost } from "./posts/access.ts";
import { postRoutes } from "./posts/routes.ts";
import { registrationRoutes } from "./registration/routes.ts";
import { reservationAdminRoutes } from "./reservations/admin-routes.ts";
import { reservationRoutes } from "./reservations/routes.ts";
import { searchRoutes } from "./search/index.ts";
import { siteRoutes } from "./site/routes.ts";
import { surveyRoutes } from "./surveys/index.ts";
import { tradeRoutes } from "./trade/routes.ts";
import { installWebApp } from "./web/static.ts";

/** Builds (but does not start) the portal's Fastify app for `ctx`; `logStream` takes the log (stdout by default). */
export async function buildApp(ctx: AppContext, logStream?: Writable): Promise<FastifyInstance> {
  const headers = securityHeaders(
    ctx.config.publicUrl.startsWith("https://"),
    [ctx.config.digitalTwinUrl, ctx.config.hicosUrl].flatMap((url) => (url ? [new URL(url).origin] : [])),
    ctx.config.kakaoJsKey !== null,
  );
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel, logStream),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  // Answers of 1 KiB or more are compressed (brotli at a fast level, or gzip); event streams and
  // file downloads (ranges, already-compressed pictures) are left alone.
  await app.register(compress, {
    threshold: 1024,
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // Streaming multipart (uploads go from the request to the file storage); the per-request limits
  // are set by the upload routes from the board's settings, these are the outer bounds.
  await app.register(multipart, {
    limits: { fileSize: ctx.config.uploadMaxFileBytes + 1, files: 10, fields: 10, parts: 20, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  drainUnreadBodies(app);
  installSecurityHeaders(app, headers);
  await app.register(swagger, {
    openapi: {
      info: { title: "스마트물류 컨소시엄 포털 API", version: "1.0.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
          csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // The docs page styles elements inline; allow that there (and only there).
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
  installRouteGuard(app, { mustEnrol: (user) => mustEnrol(ctx, user) });
  app.get("/api/openapi.json", { schema: { hide: true }, config: { access: "public" } }, () => app.swagger());

  installMetrics(app, ctx, [(registry) => backupMetrics(ctx, registry)]);
  installSessionHooks(app, ctx);
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(passwordRoutes(ctx));
  await app.register(secondFactorRoutes(ctx));
  await app.register(oauthRoutes(ctx));
  await app.register(registrationRoutes(ctx));
  await app.register(memberRoutes(ctx));
  await app.register(boardRoutes(ctx));
  await app.register(postRoutes(ctx));
  await app.register(fileRoutes(ctx, { readablePost, modifiablePost }));
  await app.register(commentRoutes(ctx));
  await app.register(noteRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(unsubscribeRoutes(ctx));
  await app.register(reservationRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(reservationAdminRoutes(ctx));
  await app.register(tradeRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(memberRequestRoutes(ctx));
  await app.register(pageRoutes(ctx));
  await app.register(operatorRoutes(ctx));
  await app.register(backupRoutes(ctx));
  await app.register(loadingRoutes(ctx));
  await app.register(loadingAdminRoutes(ctx));
  await app.register(loadingShareRoutes(ctx));
  await app.register(loadingSharedRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(siteRoutes(ctx));
  await app.register(surveyRoutes(ctx));
  await app.register(moderationRoutes(ctx));
  await installWebApp(app, ctx);
  return app;
}
