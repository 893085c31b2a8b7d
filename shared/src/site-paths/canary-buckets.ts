/**
 * A browser's canary bucket, read the same way by the release tools (which link the buckets in
 * a canary to its variant) and the site server (which serves a visitor through their bucket's
 * link): a number from 00 to 99 in the `tulia_bucket` cookie, drawn once by the edge. A hundred
 * values say nothing about who a visitor is; they only keep the visitor's variant steady.
 */
export const bucketCookie = 'tulia_bucket';
export const bucketCount = 100;
/** Below the deployment folder: the variants of a canary, and one link per bucket in it. */
export const variantsFolder = 'variants';
export const bucketsFolder = 'variants/buckets';

export const bucketName = (bucket: number): string => String(bucket).padStart(2, '0');

/** The bucket a Cookie header carries, or null (none, or not one of ours). */
export function bucketFromCookies(header: string | undefined): string | null {
  const match = /(?:^|;\s*)tulia_bucket=(\d{2})(?=;|\s*$)/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The Set-Cookie that keeps a drawn bucket for a year; HttpOnly: no script of the page reads it. */
export const bucketSetCookie = (bucket: string, secure: boolean): string =>
  `${bucketCookie}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
