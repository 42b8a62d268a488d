import { Readable, Transform } from 'node:stream';
import type { Request } from 'express';

const tooLarge = () => Object.assign(new Error('Payload Too Large'), { status: 413 });

/** Parses a form post, counting bytes as they arrive: a body without Content-Length is limited too. */
export async function readFormData(req: Request, limit: number): Promise<FormData> {
  let size = 0;
  const counted = req.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limit) callback(tooLarge());
        else callback(null, chunk);
      },
    }),
  );
  const request = new Request('http://internal/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type'] ?? '') },
    body: Readable.toWeb(counted) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  try {
    return await request.formData();
  } catch (error) {
    throw size > limit ? tooLarge() : Object.assign(new Error('Malformed form data'), { status: 400, cause: error });
  }
}

/** The body as text (a server function's encoded arguments), refused past the limit. */
export async function readText(req: Request, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
