import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage } from './file-storage';
import { isValidStorageKey } from './file-storage';

export type S3StorageConfig = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Folder inside the bucket, so several installs can share one bucket. */
  prefix?: string;
  /** Public address of the store: files are then fetched by browsers from it, by signed URL. */
  publicUrl?: string;
};

/** How long a signed download address stays valid. */
const SIGNED_URL_SECONDS = 3600;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Files in any S3-compatible object store, so every instance sees every upload. */
export function createS3FileStorage(
  config: S3StorageConfig,
): FileStorage & { client: S3Client; ensureBucket: () => Promise<void> } {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  const client = clientFor(config.endpoint);
  const publicClient = config.publicUrl ? clientFor(config.publicUrl) : undefined;
  const objectKey = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error('invalid storage key');
    return `${config.prefix ?? ''}${key}`;
  };
  return {
    client,
    /** Creates the bucket when it does not exist yet (a fresh install). */
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      }
    },
    signedUrl: publicClient
      ? (key: string) =>
          getSignedUrl(publicClient, new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }), {
            expiresIn: SIGNED_URL_SECONDS,
          })
      : undefined,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async putFile(key, file, contentType) {
      // A file stream of known length: the SDK sends it as it reads, never whole in memory. Its
      // checksum is given up front (one read of the file), so the body goes as plain bytes rather
      // than aws-chunked with a trailer, which some S3-compatible servers store as it is.
      const { size } = await fs.promises.stat(file);
      const hash = createHash('sha256');
      for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          ChecksumSHA256: hash.digest('base64'),
        }),
      );
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        const bytes = await result.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async size(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      const result = await client.send(
        new GetObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the SDK's body is the HTTP response itself: a Readable, never buffered whole.
      return (result.Body as Readable | undefined) ?? Readable.from([]);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
