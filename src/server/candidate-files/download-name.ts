/**
 * The name a resume is downloaded under: the owner's own file name, without any folder, control
 * characters or quotes, shortened, and ending in the extension of the type detected in its
 * bytes (a DOCX uploaded as "cv.pdf" downloads as "cv.docx").
 */
export function downloadName(clientName: string, extension: string, fallback: string): string {
  const base = clientName
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .slice(0, 120)
    .trim()
    .replace(/^\.+/, '');
  return `${base || fallback}.${extension}`;
}
