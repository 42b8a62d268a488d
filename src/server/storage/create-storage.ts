import type { StorageConfig } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** The backend the configuration names: S3 when a bucket is configured, else a directory. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
