/**
 * Temporary upload files are removed by the request that made them; a process killed in the
 * middle of an upload leaves its file behind. Those are removed at start, once they are old
 * enough that no running upload (of this or another worker) can still own them.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

export async function removeStaleUploads(tmpDir: string, olderThanMs = 60 * 60_000, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('upload-')) continue;
    const file = path.join(tmpDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > olderThanMs) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
