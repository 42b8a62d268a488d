import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkResume } from './check-resume';
import { FileRefused } from './file-check';
import { firstBytes, windowsExecutable } from './test-files';

const documents = path.resolve('test-fixtures/documents');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-resume-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A file in the scratch folder with these bytes (named as a browser might name it, which changes nothing). */
function made(name: string, bytes: Buffer | string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, bytes);
  return file;
}

const fixture = (name: string) => path.join(documents, name);
const cut = (name: string, keep: (size: number) => number) => {
  const bytes = fs.readFileSync(fixture(name));
  return made(`cut-${name}`, bytes.subarray(0, keep(bytes.length)));
};

async function refusal(file: string): Promise<FileRefused> {
  const error = await checkResume(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, file).toBeInstanceOf(FileRefused);
  return error as FileRefused;
}

describe('checkResume', () => {
  it('accepts PDF, DOC and DOCX by their bytes, whatever they are named', async () => {
    expect(await checkResume(fixture('cv.pdf'))).toEqual({ extension: 'pdf', mime: 'application/pdf' });
    expect(await checkResume(fixture('cv.doc'))).toEqual({ extension: 'doc', mime: 'application/msword' });
    expect(await checkResume(fixture('cv.docx'))).toEqual({
      extension: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    // Renamed the wrong way round: the content decides what is stored.
    expect((await checkResume(made('looks-like.pdf', fs.readFileSync(fixture('cv.docx'))))).extension).toBe('docx');
    expect((await checkResume(made('looks-like.docx', fs.readFileSync(fixture('cv.pdf'))))).extension).toBe('pdf');
  });

  it('refuses a program renamed .pdf or .doc, naming what it is', async () => {
    expect(await refusal(made('cv.pdf', windowsExecutable()))).toMatchObject({ problem: 'wrong_type', detected: 'EXE' });
    expect(await refusal(made('cv.doc', firstBytes(process.execPath, 4096)))).toMatchObject({ problem: 'wrong_type', detected: 'ELF' });
  });

  it('tells a Word document from any other zip: spreadsheets, OpenDocument, plain zips, a DOCX without its document', async () => {
    expect(await refusal(fixture('sheet.xlsx'))).toMatchObject({ problem: 'wrong_type', detected: 'XLSX' });
    expect(await refusal(fixture('cv.odt'))).toMatchObject({ problem: 'wrong_type', detected: 'ODT' });
    expect(await refusal(fixture('plain.zip'))).toMatchObject({ problem: 'wrong_type', detected: 'ZIP' });
    expect(await refusal(fixture('word-dir-no-content-types.zip'))).toMatchObject({ problem: 'wrong_type', detected: 'ZIP' });
    expect(await refusal(fixture('fake-docx-no-document.docx'))).toMatchObject({ problem: 'damaged' });
  });

  it('tells a Word 97 document from other compound files (an XLS is no DOC)', async () => {
    expect(await refusal(fixture('sheet.xls'))).toMatchObject({ problem: 'wrong_type', detected: 'OLE' });
  });

  it('refuses documents with macros', async () => {
    expect(await refusal(fixture('cv.docm'))).toMatchObject({ problem: 'macros' });
    expect(await refusal(fixture('docx-with-vba.docx'))).toMatchObject({ problem: 'macros' });
  });

  it('refuses files cut off on the way up', async () => {
    expect(await refusal(cut('cv.pdf', (size) => size >> 1))).toMatchObject({ problem: 'damaged', detected: 'PDF' });
    expect(await refusal(cut('cv.docx', (size) => size >> 1))).toMatchObject({ problem: 'damaged' });
    expect(await refusal(cut('cv.doc', () => 1536))).toMatchObject({ problem: 'damaged', detected: 'DOC' });
    expect(await refusal(cut('cv.doc', () => 300))).toMatchObject({ problem: 'damaged', detected: 'DOC' });
  });

  it('refuses text, HTML, RTF and zero bytes', async () => {
    expect(await refusal(made('cv.pdf', '<html><body>not a pdf</body></html>'))).toMatchObject({ problem: 'unknown_type' });
    expect(await refusal(made('cv.txt', 'Jane Candidate\nCurriculum Vitae\n'))).toMatchObject({ problem: 'unknown_type' });
    expect(await refusal(fixture('cv.rtf'))).toMatchObject({ problem: 'wrong_type', detected: 'RTF' });
    expect(await refusal(made('empty.pdf', ''))).toMatchObject({ problem: 'unknown_type' });
  });
});
