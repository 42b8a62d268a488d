import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_RESUME } from '../seed/demo-candidate';
import type { FileStorage } from '../storage/file-storage';

/**
 * The demo data's files go into the file storage with the seed that names them (local folder
 * or S3 bucket alike), so the demo's resume downloads and travels with an application like one
 * the candidate uploaded. One already there is left as it is.
 */
export async function storeDemoFiles(storage: FileStorage): Promise<void> {
  if (await storage.head(DEMO_RESUME.storageKey)) return;
  const bytes = await fs.readFile(path.resolve(DEMO_RESUME.source));
  await storage.put(DEMO_RESUME.storageKey, { bytes });
}
