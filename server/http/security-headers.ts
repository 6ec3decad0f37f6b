import { secureHeaders } from 'hono/secure-headers';

/**
 * A strict CSP: scripts only from our origin, never inline. Styles allow
 * inline because Radix primitives set style elements for scroll locking.
 */
export const securityHeaders = (opts: { countryLookupUrl?: string } = {}) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // The country lookup of the language order (COUNTRY_LOOKUP_URL) is the one other host the app may call.
      connectSrc: opts.countryLookupUrl ? ["'self'", new URL(opts.countryLookupUrl).origin] : ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", 'https:'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
