import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export interface SecurityOptions {
  /** Extra origins the page may load scripts from (the card gateway's checkout script). */
  scriptOrigins: string[];
  /** Extra origins the page may frame (the gateway's embedded payment page). */
  frameOrigins: string[];
  /** Extra origins forms may post to (the gateway, KOKO's order page). */
  formOrigins: string[];
  /** Extra origins the page may call (EmailJS, the gateway). */
  connectOrigins: string[];
  /** Extra origins pictures may come from (the shop's logo, when it lives elsewhere). */
  imgOrigins: string[];
  /** Tell browsers to come back over https only: for a store whose public address is https. */
  hsts: boolean;
}

const EMAILJS = 'https://api.emailjs.com';
/** 180 days; no includeSubDomains, as the shop's domain may have other hosts. */
const HSTS = 'max-age=15552000';

/**
 * In live mode the page runs the card gateway's Checkout.js, which may frame, post to or call
 * its own origin, and posts KOKO's form to KOKO's origin. The sandboxes are the store's own.
 */
export function securityOptions(config: Config): SecurityOptions {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const imgOrigins = config.SHOP_LOGO?.startsWith('https://')
    ? [new URL(config.SHOP_LOGO).origin]
    : [];
  if (config.PAYMENT_MODE !== 'live' || !config.MPGS_HOST) {
    return {
      imgOrigins,
      scriptOrigins: [],
      frameOrigins: [],
      formOrigins: [],
      connectOrigins: [EMAILJS],
      hsts: https,
    };
  }
  const gateway = new URL(config.MPGS_HOST).origin;
  const koko = new URL(config.KOKO_BASE_URL).origin;
  return {
    imgOrigins,
    scriptOrigins: [gateway],
    frameOrigins: [gateway],
    formOrigins: [gateway, koko],
    connectOrigins: [EMAILJS, gateway],
    hsts: https,
  };
}

const directive = (name: string, origins: string[]) =>
  [name, "'self'", ...new Set(origins)].join(' ');

/** The security headers of every answer; the CSP allows no inline script. */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    directive('script-src', options.scriptOrigins),
    // React and the toast library set element styles from script; no inline <script> is allowed.
    "style-src 'self' 'unsafe-inline'",
    [directive('img-src', options.imgOrigins), 'data:', 'blob:'].join(' '),
    "font-src 'self'",
    directive('connect-src', options.connectOrigins),
    directive('frame-src', options.frameOrigins),
    directive('form-action', options.formOrigins),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(options.hsts ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Security headers on every answer that goes through a route or the not-found handler. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.headers(headers);
    return payload;
  });
}
