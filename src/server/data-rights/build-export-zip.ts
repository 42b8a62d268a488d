/**
 * Writes an export as one ZIP file on disk: a JSON file per area, the stored files, and a
 * README in the candidate's language. yazl streams each stored file into the archive one at a
 * time (opened lazily, so an S3 export never holds more than one download open), and the
 * archive goes to a temporary file, so a large video never sits in memory.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { Translate } from '../i18n/i18n';
import type { FileStorage } from '../storage/file-storage';
import { EXPORT_AREAS, type ExportContents, type ExportFile } from './collect-export';

function readme(contents: ExportContents, files: readonly ExportFile[], t: Translate, madeAt: Date): string {
  const lines = [t('auth:dataExport.readme.title'), '', t('auth:dataExport.readme.intro', { date: madeAt.toISOString() }), ''];
  for (const area of EXPORT_AREAS) if (area in contents.areas) lines.push(`${area}.json: ${t(`auth:dataExport.readme.areas.${area}`)}`);
  lines.push('');
  lines.push(files.length > 0 ? t('auth:dataExport.readme.files') : t('auth:dataExport.readme.noFiles'));
  for (const file of files) lines.push(`- ${file.name}`);
  lines.push('', t('auth:dataExport.readme.dates'), '');
  return lines.join('\r\n');
}

/** Writes the ZIP to `path`; stored files that are gone from the storage are left out (and not listed). */
export async function writeExportZip(contents: ExportContents, storage: FileStorage, t: Translate, path: string): Promise<void> {
  const present: ExportFile[] = [];
  for (const file of contents.files) if (await storage.head(file.storageKey)) present.push(file);
  const madeAt = new Date();
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(readme(contents, present, t, madeAt), 'utf8'), 'README.txt', { mtime: madeAt });
  for (const [area, value] of Object.entries(contents.areas)) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'), `${area}.json`, { mtime: madeAt });
  }
  for (const file of present) {
    // Photos, videos and PDFs are compressed already: stored as they are.
    zip.addReadStreamLazy(file.name, { mtime: madeAt, compress: false }, (done) => {
      storage.get(file.storageKey).then(
        (object) =>
          object ? done(null, object.body) : done(new Error(`stored file ${file.storageKey} vanished while exporting`), undefined as never),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}
