import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3Settings } from './s3-storage';

/** Which backend holds candidates' files (config.ts reads it from the environment). */
export type StorageConfig = { readonly kind: 'local'; readonly dir: string } | ({ readonly kind: 's3' } & S3Settings);

/** The backend the configuration names: S3 when a bucket is configured, else a directory. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
