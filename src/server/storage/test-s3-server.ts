/**
 * An S3-protocol server for tests (@20minutes/s3rver), in this process on 127.0.0.1 at a free
 * port, its objects in a temporary directory, with one bucket. It checks request signatures, so
 * a test that passes against it has signed its requests the way S3 wants them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from './s3-storage';

export interface TestS3Server {
  readonly settings: S3Settings;
  /** Where the server keeps its objects (bucket folders inside). */
  readonly directory: string;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = 'candidate-files'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
