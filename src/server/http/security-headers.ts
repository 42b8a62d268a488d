import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { permissionsPolicy } from './permissions-policy';
import { requestState } from '../../framework/server';

/**
 * Helmet's defaults plus a CSP whose scripts need the per-response nonce ('strict-dynamic'
 * lets the bootstrap load the chunks it needs). Styles allow inline attributes because
 * React renders style props as attributes. Then the page's Permissions-Policy.
 */
export function securityHeaders(options: { secure: boolean }): RequestHandler[] {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [(_req, res) => `'nonce-${requestState(res).nonce}'`, "'strict-dynamic'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
        // blob: plays back a take the profile video recorder just made, before it is uploaded.
        'media-src': ["'self'", 'blob:'],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        'connect-src': ["'self'"],
        'font-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        ...(options.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return [helmetHeaders, permissionsPolicy];
}
