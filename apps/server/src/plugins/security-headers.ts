import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Extra origins the page may load scripts from (the card gateway's checkout script). */
  scriptOrigins: string[];
  /** Extra origins forms may post to (KOKO's order page). */
  formOrigins: string[];
  /** Extra origins the page may call (EmailJS). */
  connectOrigins: string[];
}

/** Security headers on every answer; the CSP allows no inline script. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const csp = [
    "default-src 'self'",
    ['script-src', "'self'", ...options.scriptOrigins].join(' '),
    // React and the toast library set element styles from script; no inline <script> is allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...options.connectOrigins].join(' '),
    ['form-action', "'self'", ...options.formOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.headers({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    return payload;
  });
}
