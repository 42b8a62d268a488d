/**
 * Sends a stored object as an HTTP response: its type (from our own key, never from the
 * upload), a Content-Disposition (attachment with the owner's file name, or inline),
 * `nosniff`, an ETag (the key names one unchanging object, so it is the tag), single byte
 * ranges (video players seek with them), HEAD without reading the object. The caller has
 * already decided that the requester may see it.
 */
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import type { FileStorage } from '../storage/file-storage';
import { contentTypeOfKey } from '../storage/storage-keys';
import { logError } from '../../framework/server';

export interface StoredFileResponse {
  readonly key: string;
  readonly disposition: 'inline' | 'attachment';
  /** The name offered when saving (attachments). */
  readonly fileName?: string;
  /** e.g. `private, no-cache`; `no-transform` is added so nothing recompresses or re-encodes it. */
  readonly cacheControl: string;
}

const HEADERS = [
  'Content-Type',
  'Content-Disposition',
  'X-Content-Type-Options',
  'Content-Security-Policy',
  'Cache-Control',
  'ETag',
  'Accept-Ranges',
  'Content-Range',
  'Content-Length',
];

/** Answers false, without responding, when there is no object under the key. */
export async function sendStoredFile(req: Request, res: Response, storage: FileStorage, file: StoredFileResponse): Promise<boolean> {
  const head = await storage.head(file.key);
  if (!head) return false;
  res.setHeader('Content-Type', contentTypeOfKey(file.key));
  res.setHeader('Content-Disposition', contentDisposition(file.fileName, { type: file.disposition }));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Opened on its own (a new tab), the file runs nothing and loads nothing.
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', `${file.cacheControl}, no-transform`);
  res.setHeader('ETag', `"${file.key.slice(file.key.indexOf('/') + 1)}"`);
  res.setHeader('Accept-Ranges', 'bytes');
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  const ranges = req.headers.range ? req.range(head.size) : undefined;
  if (ranges === -1) {
    res.setHeader('Content-Range', `bytes */${head.size}`);
    res.status(416).end();
    return true;
  }
  // A malformed header (-2) or several ranges get the whole object, as RFC 9110 allows.
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${head.size}`);
  }
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : head.size));
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const object = await storage.get(file.key, range);
  if (!object) {
    // Deleted between the two reads: nothing is sent yet, so the caller can still answer 404.
    for (const name of HEADERS) res.removeHeader(name);
    res.status(200);
    return false;
  }
  try {
    await pipeline(object.body, res);
  } catch (error) {
    // A viewer who stops watching or closes the tab is normal; anything else is worth a line.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      logError('sending a stored file failed', error, { key: file.key });
    res.destroy();
  }
  return true;
}
