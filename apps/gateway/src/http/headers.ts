// Security headers on every answer. The app runs only its own built scripts: no inline script, no
// script from elsewhere, no plugin, so a string that slips into a page cannot run as code. No page
// may frame the app (clickjacking), browsers never guess a content type, and addresses leave the
// product without their path. Strict transport security is sent only when the operator says the
// gateway is reached over TLS, since on a plain-HTTP school address it would lock browsers out.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, the usual strict-transport lifetime once a site is known to stay on HTTPS. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/** The policy of the app's pages and everything else the gateway answers. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and the kit set style attributes (positions of popovers, hidden live regions); they cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Previews of a picked picture before it uploads are blob: or data: addresses.
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'worker-src': ["'self'", 'blob:'],
} as const;

/** Registers the security headers; `hsts` when the gateway is reached over HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]])),
        ...(options.hsts ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Pictures and files of the gateway are read by its own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });
}
