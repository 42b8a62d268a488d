/**
 * The names in a ZIP file's central directory, read from the end of the file without
 * decompressing anything: enough to tell a Word document from any other zip, and to notice one
 * cut off on its way up (its end-of-central-directory record is missing).
 */
import type { FileHandle } from 'node:fs/promises';
import { FileRefused, readAt } from './file-check';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record (22 bytes) plus the longest comment it may carry. */
const TAIL = 22 + 0xffff;
const MAX_ENTRIES = 10_000;

export async function zipEntryNames(handle: FileHandle, size: number): Promise<string[]> {
  const tailLength = Math.min(size, TAIL);
  const tail = await readAt(handle, size - tailLength, tailLength);
  const end = tail.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > tail.length) throw new FileRefused('damaged', 'ZIP', 'no end-of-central-directory record');
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // ZIP64 markers: never needed for a document of a few megabytes.
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw new FileRefused('damaged', 'ZIP', 'ZIP64');
  if (directoryOffset + directorySize > size || entries > MAX_ENTRIES)
    throw new FileRefused('damaged', 'ZIP', 'central directory out of range');
  const directory = await readAt(handle, directoryOffset, directorySize);
  const names: string[] = [];
  let at = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new FileRefused('damaged', 'ZIP', 'bad central directory entry');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) throw new FileRefused('damaged', 'ZIP', 'entry name past the directory');
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
