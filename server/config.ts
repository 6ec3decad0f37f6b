import { resolve } from 'node:path';

/** Every environment variable the server reads. README.md lists the same set. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Public address used in mailed links; empty means the address the server listens on. */
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  demo: boolean;
  distDir: string;
  logLevel: 'silent' | 'info';
  /** Trust the right-most X-Forwarded-For entry (set behind your own proxy only). */
  trustProxy: boolean;
  /** Stripe takes the trainers' subscriptions when both are set; otherwise the local provider (no money moves). */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /**
   * Where a first-time visitor's browser asks which country it is in (docs/rules/languages.md "Language order"
   * "location" step of the language order, docs/rules/languages.md "Language order" GET …/country/); empty skips the step.
   */
  countryLookupUrl?: string;
  /** Object storage (progress photos): this bucket when S3_BUCKET is set, otherwise DATA_DIR/objects (server/storage). */
  s3?: S3Config;
  /** Tests only, like pushTesting: the per-request time limit in ms (default REQUEST_TIME_LIMIT_MS, server/http/time-limit.ts). */
  requestTimeLimitMs?: number;
  /**
   * Tests only; no environment variable sets it, and it is off by default.
   * Web push goes only to https endpoints whose every address is public
   * (server/areas/notifications/push/endpoint.ts); a test's local push service is let
   * through by naming its host here (URL hostname, e.g. '127.0.0.1', http
   * allowed too), and `lookup` stands in for DNS, so a test can make a name
   * resolve where it likes.
   */
  pushTesting?: {
    allowHosts?: readonly string[];
    lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  };
}

/** An S3-compatible bucket (docs/deploying.md "Object storage"). */
export interface S3Config {
  bucket: string;
  /** Empty: AWS itself, in `region`. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the AWS SDK finds credentials itself (AWS_* variables, a role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted stores need it). */
  forcePathStyle: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appUrl: (env.APP_URL ?? '').replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Repwise <no-reply@repwise.local>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: env.DEMO === '1' || env.DEMO === 'true',
    distDir: resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    countryLookupUrl: countryLookupUrl(env.COUNTRY_LOOKUP_URL),
    s3: s3Config(env),
  };
}

/**
 * Photos kept somewhere other than asked would be lost to the operator, so a
 * half-set S3 configuration stops the start instead of falling back to the disk.
 */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey) throw new Error('S3_ENDPOINT or S3 keys are set without S3_BUCKET: set the bucket too, or none of them to keep objects in DATA_DIR');
    return undefined;
  }
  if (!accessKeyId !== !secretAccessKey) throw new Error('set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) address, not ${endpoint}`);
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : Boolean(endpoint),
  };
}

/** Only an absolute http(s) address is taken: it goes into the CSP's connect-src as its origin. */
function countryLookupUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
