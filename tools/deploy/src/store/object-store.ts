/**
 * The object store as the release tools use it: a bucket and a prefix, keys relative to the
 * deployment root. Writes can be conditional (`If-None-Match: *`, `If-Match: <etag>`), which is
 * what keeps two writers from overwriting each other without knowing.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { inParallel } from './parallel';

export interface ListedObject {
  key: string;
  etag: string;
  size: number;
  lastModified: Date;
}

export interface StoredObject {
  body: Buffer;
  etag: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
  /** Write only if the key does not exist (`If-None-Match: *`). */
  ifAbsent?: boolean;
  /** Write only if the key still has this ETag (`If-Match`). */
  ifMatch?: string;
}

/** The outcome of a put: its new ETag, or `null` when a condition did not hold (412). */
export type PutResult = { etag: string } | null;

export interface ObjectStore {
  /** What the store is, for messages: s3://bucket/prefix. */
  readonly label: string;
  list(): Promise<ListedObject[]>;
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<{ etag: string } | null>;
  put(key: string, body: Buffer, options: PutOptions): Promise<PutResult>;
  delete(keys: readonly string[]): Promise<void>;
}

export interface S3Location {
  bucket: string;
  /** Without leading or trailing slash; '' for the bucket's root. */
  prefix: string;
}

const statusOf = (error: unknown): number | undefined => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * The client from the standard AWS environment (AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_REGION), plus AWS_S3_FORCE_PATH_STYLE=1 for S3-compatible servers
 * that do not resolve bucket names as host names.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  return new S3Client({
    // S3-compatible servers rarely care; the SDK refuses to start without one.
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    forcePathStyle: env.AWS_S3_FORCE_PATH_STYLE === '1' || env.AWS_S3_FORCE_PATH_STYLE === 'true',
    // Checksums only where S3 requires them: S3-compatible servers do not all read the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Store(client: S3Client, { bucket, prefix }: S3Location): ObjectStore {
  const full = (key: string): string => (prefix ? `${prefix}/${key}` : key);
  return {
    label: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    async list() {
      const objects: ListedObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix ? `${prefix}/` : undefined, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (!item.Key || item.Key.endsWith('/')) continue;
          objects.push({ key: prefix ? item.Key.slice(prefix.length + 1) : item.Key, etag: item.ETag ?? '', size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
        return { body, etag: answer.ETag ?? '', lastModified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
        return { etag: answer.ETag ?? '' };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async put(key, body, options) {
      try {
        const answer = await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: full(key),
            Body: body,
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
            ...(options.ifAbsent ? { IfNoneMatch: '*' } : {}),
            ...(options.ifMatch ? { IfMatch: options.ifMatch } : {}),
          }),
        );
        return { etag: answer.ETag ?? '' };
      } catch (error) {
        // 412: the condition did not hold; 409: a concurrent conditional write won (S3 says
        // retry); 404: If-Match on a key deleted meanwhile. Each means: read again.
        const status = statusOf(error);
        if ((options.ifAbsent || options.ifMatch) && (status === 412 || status === 409 || status === 404)) return null;
        throw error;
      }
    },
    async delete(keys) {
      // One DeleteObject per key: DeleteObjects needs a Content-MD5 that S3-compatible servers
      // and the SDK's newer checksums do not always agree on, and a prune deletes few folders.
      await inParallel(keys, 8, async (key) => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
      });
    },
  };
}

/** s3://bucket/prefix → its bucket and prefix; null for anything else (a local folder). */
export function parseS3Target(target: string): S3Location | null {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(target);
  if (!match?.[1]) return null;
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

