/** Test helpers: hostile files the tests make instead of committing them. */
import fs from 'node:fs';

/** The first bytes of a Windows program: MZ, then a PE header where e_lfanew points. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x8664, 0x84);
  return bytes;
}

/** The first bytes of a file (e.g. of the node binary: a real Linux program). */
export function firstBytes(file: string, count: number): Buffer {
  const bytes = Buffer.alloc(count);
  const fd = fs.openSync(file, 'r');
  try {
    return bytes.subarray(0, fs.readSync(fd, bytes, 0, count, 0));
  } finally {
    fs.closeSync(fd);
  }
}
