import helmet from '@fastify/helmet';
import { STRIPE_JS_ORIGINS } from '@fleetdesk/contract';
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

/** What the deployment adds to the page's reach. */
export interface PolicyOptions {
  /** MAP_STYLE_URL: its origin may be fetched (its style, tiles, glyphs and sprites are expected there). */
  mapStyleUrl?: string | null;
  /**
   * A publishable key is set: Stripe.js may load from js.stripe.com, frame its card element and call its
   * API. Without one, no remote script at all (decision 181).
   */
  stripeJs?: boolean;
}

/** The policy, widened only by what the deployment configured. */
export function contentSecurityPolicy({ mapStyleUrl = null, stripeJs = false }: PolicyOptions = {}) {
  const base = CONTENT_SECURITY_POLICY;
  const tiles = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  return {
    ...base,
    connectSrc: [...base.connectSrc, ...tiles, ...(stripeJs ? STRIPE_JS_ORIGINS.connect : [])],
    imgSrc: [...base.imgSrc, ...tiles],
    ...(stripeJs && {
      scriptSrc: [...base.scriptSrc, ...STRIPE_JS_ORIGINS.script],
      frameSrc: [...base.childSrc, ...STRIPE_JS_ORIGINS.frame],
    }),
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
  options: PolicyOptions = {},
): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
