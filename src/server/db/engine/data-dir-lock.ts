/**
 * One process per embedded database directory. PGlite keeps the database in memory and
 * writes it back to its folder, so two servers started on the same DATA_DIR each work on
 * their own copy and the one that closes last overwrites the other's writes. A lock file
 * beside the folder names the process holding it; a lock left by a process that is gone
 * (killed, crashed) is taken over.
 */
import fs from 'node:fs';

export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dataDir` for this process, or throws DataDirInUseError; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  const mine = String(process.pid);
  try {
    fs.writeFileSync(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder}${holder === process.pid ? ' (this one)' : ''}. ` +
          `Stop that server first, or give this one another DATA_DIR. If no such server runs, delete ${file}.`,
      );
    }
    fs.writeFileSync(file, mine);
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === mine) fs.unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
