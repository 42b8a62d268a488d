import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it("keeps the owner's name with the detected extension", () => {
    expect(downloadName('CV Ayu Lestari.pdf', 'pdf', 'resume')).toBe('CV Ayu Lestari.pdf');
    expect(downloadName('cv.pdf', 'docx', 'resume')).toBe('cv.docx');
    expect(downloadName('Riwayat Hidup – Budi', 'doc', 'resume')).toBe('Riwayat Hidup – Budi.doc');
  });

  it('drops folders, control characters and quotes, and falls back when nothing is left', () => {
    expect(downloadName('C:\\Users\\ayu\\cv.pdf', 'pdf', 'resume')).toBe('cv.pdf');
    expect(downloadName('../../etc/passwd', 'pdf', 'resume')).toBe('passwd.pdf');
    expect(downloadName('a"b\r\nc.pdf', 'pdf', 'resume')).toBe('abc.pdf');
    expect(downloadName('', 'pdf', 'resume')).toBe('resume.pdf');
    expect(downloadName('.pdf', 'pdf', 'resume')).toBe('resume.pdf');
    expect(downloadName('x'.repeat(500), 'pdf', 'resume')).toHaveLength(124);
  });
});
