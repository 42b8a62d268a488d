/**
 * A client that streams an oversized file without waiting (fetch with a stream body, as a
 * script or an app uploads) must get the 413 and its message, not a broken connection: the
 * server answers, then keeps reading for a moment before it closes (RFC 9112 §9.6), because a
 * close with unread bytes resets the connection and the client loses the answer it had not read.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilesApi, type Candidate, type FilesApi } from './test-files-api';

/**
 * The uploading client runs in a process of its own, as a real one does: in this process the
 * server's reset and the client's reading would take turns on one event loop and hide the race.
 * It sends `ATTEMPTS` uploads one after another and prints each outcome as a line of JSON.
 */
const CLIENT = String.raw`
const boundary = 'oversized-upload-boundary';
async function* parts() {
  yield Buffer.from('--' + boundary + '\r\nContent-Disposition: form-data; name="file"; filename="avatar.jpg"\r\nContent-Type: image/jpeg\r\n\r\n');
  const piece = Buffer.alloc(64 * 1024, 0x41);
  for (let sent = 0; sent < 60 * 1024 * 1024; sent += piece.length) yield piece;
  yield Buffer.from('\r\n--' + boundary + '--\r\n');
}
for (let attempt = 0; attempt < Number(process.env.ATTEMPTS); attempt += 1) {
  try {
    const response = await fetch(process.env.UPLOAD_URL, {
      method: 'POST', duplex: 'half', body: ReadableStream.from(parts()),
      headers: { Authorization: process.env.UPLOAD_AUTH, 'Content-Type': 'multipart/form-data; boundary=' + boundary },
    });
    console.log(JSON.stringify({ status: response.status, connection: response.headers.get('connection'), message: (await response.json()).message }));
  } catch (error) {
    console.log(JSON.stringify({ error: error.cause?.code ?? error.message }));
  }
}
`;

function uploadFromAnotherProcess(url: string, auth: string, attempts: number): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', CLIENT],
      { env: { ...process.env, UPLOAD_URL: url, UPLOAD_AUTH: auth, ATTEMPTS: String(attempts) } },
      (error, stdout) => {
        if (error) return reject(error);
        resolve(
          stdout
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as unknown),
        );
      },
    );
  });
}

describe('an avatar streamed far past its 8 MB limit', () => {
  let api: FilesApi;
  let ayu: Candidate;
  beforeAll(async () => {
    api = await startFilesApi('local directory');
    ayu = await api.candidate('Ayu Lestari');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('gets the 413 and its message every time, and nothing is kept', async () => {
    const outcomes = await uploadFromAnotherProcess(`${api.base}/profile/avatar`, ayu.auth.Authorization!, 12);
    const refused = { status: 413, connection: 'close', message: 'The file is too large: at most 8 MB.' };
    expect(outcomes).toEqual(Array.from({ length: 12 }, () => refused));
    expect(api.leftoverUploads()).toEqual([]);
  }, 180_000);
});
