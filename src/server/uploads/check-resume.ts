/**
 * A resume is a PDF, a DOC or a DOCX, decided from its bytes (file-type) and then from its
 * structure: a DOCX must be a zip holding a Word document and no macros (so an xlsx, a docm or
 * any other zip is refused); a DOC must be a compound file with a WordDocument stream (not an
 * xls or an msi); a PDF must end in %%EOF (not cut off on its way up). The stored extension
 * and type come from this answer, never from the browser.
 */
import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { StoredExtension } from '../storage/storage-keys';
import { cfbEntries } from './cfb-directory';
import { FileRefused, readAt } from './file-check';
import { zipEntryNames } from './zip-directory';

export interface ResumeType {
  readonly extension: Extract<StoredExtension, 'pdf' | 'doc' | 'docx'>;
  readonly mime: string;
}

const PDF_TAIL = 2048;

export async function checkResume(file: string): Promise<ResumeType> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const detected = size > 0 ? await fileTypeFromFile(file) : undefined;
    if (!detected) throw new FileRefused('unknown_type');
    if (detected.ext === 'pdf') {
      const tail = await readAt(handle, Math.max(0, size - PDF_TAIL), Math.min(size, PDF_TAIL));
      if (!tail.includes('%%EOF')) throw new FileRefused('damaged', 'PDF', 'no %%EOF at the end');
      return { extension: 'pdf', mime: 'application/pdf' };
    }
    if (detected.ext === 'docx') {
      const names = await zipEntryNames(handle, size);
      if (!names.includes('[Content_Types].xml') || !names.includes('word/document.xml'))
        throw new FileRefused('damaged', 'DOCX', 'no word/document.xml');
      if (names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) throw new FileRefused('macros', 'DOCX');
      return { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    }
    if (detected.ext === 'cfb') {
      const entries = await cfbEntries(handle, size);
      if (!entries.some((entry) => entry.type === 2 && entry.name === 'WordDocument')) throw new FileRefused('wrong_type', 'OLE');
      if (entries.some((entry) => /^(Macros|_VBA_PROJECT_CUR|VBA)$/.test(entry.name))) throw new FileRefused('macros', 'DOC');
      return { extension: 'doc', mime: 'application/msword' };
    }
    if (detected.ext === 'docm') throw new FileRefused('macros', 'DOCM');
    // A DOCX cut off before its central directory reads as a bare zip: say it is damaged.
    if (detected.ext === 'zip') await zipEntryNames(handle, size);
    throw new FileRefused('wrong_type', detected.ext.toUpperCase());
  } finally {
    await handle.close();
  }
}
