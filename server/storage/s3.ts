import type { S3Config } from '../config';
import { checkContentType, checkKey, checkPrefix, type ObjectStore, type StoredObject } from './object-store';

/**
 * Any S3-compatible bucket through AWS's own client (@aws-sdk/client-s3): it
 * signs, retries, and parses the stores' errors the way they are written,
 * which a bare signer would leave to us. It is loaded on the first use (about
 * 0.3 s of module loading a server on the local disk never pays).
 */
export function s3Store(config: S3Config): ObjectStore {
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientFor(sdk, config) }));
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      const { sdk, client } = await loaded;
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: checkContentType(contentType) }));
    },

    async get(key) {
      checkKey(key);
      const { sdk, client } = await loaded;
      let out;
      try {
        out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
      const body = out.Body;
      if (!body) throw new Error(`no body for ${key}`);
      return {
        contentType: out.ContentType ?? 'application/octet-stream',
        size: out.ContentLength ?? 0,
        stream: () => body.transformToWebStream() as ReadableStream<Uint8Array>,
        bytes: () => body.transformToByteArray(),
      } satisfies StoredObject;
    },

    async head(key) {
      checkKey(key);
      const { sdk, client } = await loaded;
      try {
        const out = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { contentType: out.ContentType ?? 'application/octet-stream', size: out.ContentLength ?? 0 };
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
    },

    async delete(key) {
      checkKey(key);
      const { sdk, client } = await loaded;
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      checkPrefix(prefix);
      const { sdk, client } = await loaded;
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}

function clientFor(sdk: typeof import('@aws-sdk/client-s3'), config: S3Config) {
  return new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain finds them (AWS_* variables, an instance or task role).
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Since 3.729 the client adds CRC32 checksums (aws-chunked bodies) that several
    // S3-compatible stores refuse; another endpoint than AWS's gets them only where S3 requires them.
    ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
  });
}

/** GetObject answers NoSuchKey, HeadObject (no body to name it) a bare 404. */
function isNotFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
}
