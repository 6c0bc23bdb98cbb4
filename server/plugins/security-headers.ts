import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Where the sign-in SDKs and the branch maps come from (features/auth/social-sdk.ts, features/booking/branch-map.tsx). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'];
const GOOGLE_MAPS = ['https://maps.google.com', 'https://www.google.com'];

/** A year; only ever sent over TLS, where the browser will keep it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser security headers on every answer (pages, API, media) through @fastify/helmet: a CSP
 * with no inline script, no plugins, no <base> and no framing; nosniff; a referrer policy that
 * Google's sign-in accepts; popups (Google, Facebook) may still talk back to the opener.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", `${GOOGLE_SIGN_IN}client`, FACEBOOK_SDK],
          // React sets style attributes and Radix injects small <style> blocks; neither runs code.
          styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
          // Avatars of Google and Facebook accounts stay on their hosts; pictures being picked are data: and blob: URLs.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", GOOGLE_SIGN_IN, 'https://graph.facebook.com', ...FACEBOOK_FRAMES],
          frameSrc: [GOOGLE_SIGN_IN, 'https://accounts.google.com', ...FACEBOOK_FRAMES, ...GOOGLE_MAPS],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below only when the request came over TLS: over plain HTTP it would lock a site out of itself.
      strictTransportSecurity: false,
    });

    app.addHook('onSend', async (request, reply) => {
      // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY says a proxy sets it.
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      // Pictures may be shown by the client deployed on another origin (CORS_ORIGINS).
      if (request.url.startsWith('/media/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
  },
  { name: 'security-headers' },
);
