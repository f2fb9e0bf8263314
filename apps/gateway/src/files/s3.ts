// The file store in an S3-compatible object store (MinIO, Ceph, a cloud's S3), for deployments where
// several gateways or machines share the files. An object becomes visible under its key only when
// its upload completes (S3 makes a put, and a multipart upload's completion, atomic); a failed upload
// is aborted, so its parts do not linger.

import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, FileMissingError, type FileStore } from './store.ts';

/** Where the objects go and how to reach them (environment `S3_*`). */
export interface S3StoreOptions {
  /** The service's address; left out for the cloud's own endpoint of `region`. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Left out: the SDK's usual credential sources (environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (`host/bucket/key`), as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

/** Bytes of one part of a multipart upload: at most this many, times {@link QUEUE}, are held per upload. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/** A file store in the bucket `options.bucket`, which must exist. */
export function s3Store(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, source) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: source },
        partSize: PART_BYTES,
        queueSize: QUEUE,
        leavePartsOnError: false,
      });
      // A source that fails (a refused or broken upload) ends the upload with the source's own error.
      let failure: unknown;
      source.once('error', (error) => {
        failure = error;
        void upload.abort().catch(() => undefined);
      });
      try {
        await upload.done();
      } catch (error) {
        throw failure ?? error;
      }
      if (failure) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        throw failure;
      }
    },
    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkedKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw error;
      }
    },
    async stat(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async copy(fromKey, toKey) {
      // The service copies inside the bucket; one request copies up to 5 GB, ten times the largest
      // upload kind (a 500 MB lesson video).
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: checkedKey(toKey), CopySource: `${Bucket}/${checkedKey(fromKey)}` }),
        );
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(fromKey);
        throw error;
      }
    },
  };
}
