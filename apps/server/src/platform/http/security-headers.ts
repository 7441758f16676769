import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built web app needs and nothing more: its own scripts (no inline or remote script, so
 * injected markup cannot run code), MapLibre's workers from blob: URLs, the offline map drawn from
 * data:/blob: images, MUI's inline styles, and the API and socket on the same origin.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Plain-HTTP installs (a laptop, a LAN) must keep loading their own files.
  upgradeInsecureRequests: null,
};

/**
 * The policy, with the map tile service's origin allowed to be fetched when MAP_STYLE_URL names one (its
 * style, tiles, glyphs and sprites are expected there).
 */
export function contentSecurityPolicy(mapStyleUrl: string | null) {
  if (!mapStyleUrl) return CONTENT_SECURITY_POLICY;
  const { origin } = new URL(mapStyleUrl);
  return {
    ...CONTENT_SECURITY_POLICY,
    connectSrc: ["'self'", origin],
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, origin],
  };
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response. HSTS only when the request came over TLS (directly, or through
 * a trusted proxy saying X-Forwarded-Proto: https): sent over plain HTTP it would lock a LAN install
 * out of itself.
 */
export async function installSecurityHeaders(
  fastify: FastifyInstance,
  options: { mapStyleUrl?: string | null } = {},
): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.mapStyleUrl ?? null),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
