/**
 * The streams of an OLE compound file (the container of .doc, but also of .xls, .ppt, .msi and
 * .msg): header, then the allocation table, then the directory chain. Only the directory is
 * read, so a .doc is told apart by the WordDocument stream every Word 97–2003 file has.
 */
import type { FileHandle } from 'node:fs/promises';
import { FileRefused, readAt } from './file-check';

export interface CfbEntry {
  readonly name: string;
  /** 1 storage, 2 stream, 5 root. */
  readonly type: number;
}

/** Sector numbers from here up mark the end of a chain (or free / special sectors). */
const END_OF_CHAIN = 0xfffffffa;
/** Allocation-table sectors listed in the header itself; more needs DIFAT sectors (files over ~7 MB). */
const HEADER_FAT_SLOTS = 109;

export async function cfbEntries(handle: FileHandle, size: number): Promise<CfbEntry[]> {
  const header = await readAt(handle, 0, 512);
  if (header.length < 512) throw new FileRefused('damaged', 'DOC', 'short compound-file header');
  const shift = header.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) throw new FileRefused('damaged', 'DOC', 'sector size');
  const sectorSize = 1 << shift;
  const fatSectors = header.readUInt32LE(44);
  const firstDirectorySector = header.readUInt32LE(48);
  if (fatSectors > HEADER_FAT_SLOTS) throw new FileRefused('damaged', 'DOC', 'allocation table beyond the header');

  const sector = async (index: number): Promise<Buffer> => {
    const offset = (index + 1) * sectorSize;
    if (offset + sectorSize > size) throw new FileRefused('damaged', 'DOC', `sector ${index} past the end of the file`);
    return readAt(handle, offset, sectorSize);
  };

  const fat: number[] = [];
  for (let slot = 0; slot < fatSectors; slot += 1) {
    const data = await sector(header.readUInt32LE(76 + 4 * slot));
    for (let at = 0; at < sectorSize; at += 4) fat.push(data.readUInt32LE(at));
  }
  const entries: CfbEntry[] = [];
  const maxHops = Math.ceil(size / sectorSize);
  for (let current = firstDirectorySector, hops = 0; current < END_OF_CHAIN; current = fat[current]!, hops += 1) {
    // A loop in the chain, or a pointer past the table.
    if (hops > maxHops || current >= fat.length) throw new FileRefused('damaged', 'DOC', 'directory chain');
    const data = await sector(current);
    for (let at = 0; at < sectorSize; at += 128) {
      const nameLength = data.readUInt16LE(at + 64);
      const type = data[at + 66]!;
      if (type === 0 || nameLength < 2 || nameLength > 64) continue;
      entries.push({ name: data.toString('utf16le', at, at + nameLength - 2), type });
    }
  }
  return entries;
}
