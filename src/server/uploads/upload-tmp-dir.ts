import path from 'node:path';
import type { AppConfig } from '../config';

/** Uploads wait here while they are checked: under DATA_DIR, so on the volume the files go to. */
export function uploadTmpDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'upload-tmp');
}
