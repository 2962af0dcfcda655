/**
 * The S3-compatible storage (AWS S3, MinIO, Cloudflare R2, ...). With an endpoint, requests
 * are path-style (bucket in the path), which self-hosted services expect. The SDK is loaded
 * on first use so a server on local storage never pays for it at start.
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertKey, STORAGE_KEY_PATTERN } from './keys';
import type { Storage } from './storage-port';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers read the bucket (a CDN or public bucket URL); absent means the API streams files. */
  publicUrl?: string;
}

/** Files never change under a name: browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

type Sdk = typeof import('@aws-sdk/client-s3');

export function createS3Storage(settings: S3Settings): Storage {
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: Boolean(settings.endpoint),
        credentials:
          settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
        // Many S3-compatible services reject the SDK's newer default checksum trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  const base = settings.publicUrl?.replace(/\/+$/, '');

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: assertKey(key), Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }));
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: out.ContentLength };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
      } catch (error) {
        if (!isMissing(sdk, error)) throw error;
      }
    },
    publicUrl(key) {
      return base ? `${base}/${assertKey(key)}` : null;
    },
  };
}

function isMissing(sdk: Sdk, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}
