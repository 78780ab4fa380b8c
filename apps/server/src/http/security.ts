/**
 * Security headers (helmet) with a Content-Security-Policy the built web app passes: scripts
 * only from this origin, inline styles allowed (Mantine writes CSS variables at run time),
 * images from this origin, data: and https:, frames only from the video hosts of the sanitiser.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { IFRAME_HOSTS } from "../posts/sanitize.ts";

/** `frameOrigins`: origins of the configured digital-twin and HICOS frames (issue 12). */
export async function installSecurityHeaders(
  app: FastifyInstance,
  https: boolean,
  frameOrigins: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:", "https:"],
        frameSrc: [...IFRAME_HOSTS.map((h) => `https://${h}`), ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
}
