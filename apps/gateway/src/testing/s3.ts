// An S3-compatible server on loopback for the tests of the S3 file store (s3rver, from npm, keeping
// its objects in a temporary directory), with a bucket ready and a way to list what it holds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../files/s3.ts';

/** A running test S3 server. */
export interface TestS3 {
  options: S3StoreOptions;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const options: S3StoreOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'busi-files',
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  return {
    options,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: options.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
