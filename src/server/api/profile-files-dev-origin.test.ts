import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { getProfileFiles } from '../db/repos/profile-files-repo';
import { checkOrigin } from '../http/origin-check';
import { serverOrigins } from '../http/this-machine';
import { fileForm, startFilesApi, type Candidate, type FilesApi } from './test-files-api';

const video = fs.readFileSync(path.resolve('test-fixtures', 'video', 'video-5s.webm'));

// As `npm start` runs: development, PUBLIC_BASE_URL left to its default http://localhost:PORT,
// and the page opened at http://127.0.0.1:PORT, where every form posts.
describe("the profile editor's recorder under npm start, opened at 127.0.0.1", () => {
  let api: FilesApi;
  let ayu: Candidate;
  let pageOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    api = await startFilesApi('local directory', undefined, { NODE_ENV: 'development', PORT: String(port), HOST: '0.0.0.0' });
    ayu = await api.candidate('Ayu Lestari');
    pageOrigin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('the forms take a post from that page (the rule the upload must share)', () => {
    expect(api.origin).toBe(`http://localhost:${api.port}`);
    expect(checkOrigin({ origin: pageOrigin }, serverOrigins(api.config)).ok).toBe(true);
  });

  it('saves the recorded video sent with the session cookie from that page', async () => {
    const response = await fetch(`${api.base}/profile/video`, {
      method: 'POST',
      headers: { ...ayu.cookie, Origin: pageOrigin, 'Sec-Fetch-Site': 'same-origin' },
      body: fileForm(video, 'profile-video.webm', 'video/webm'),
    });
    expect(await response.json()).not.toEqual({ message: 'This request came from another site and was refused.' });
    expect(response.status).toBe(201);
    expect((await getProfileFiles(api.db, ayu.id))!.video).not.toBeNull();
    const removed = await fetch(`${api.base}/profile/video`, { method: 'DELETE', headers: { ...ayu.cookie, Origin: pageOrigin } });
    expect(removed.status).toBe(204);
  });

  it('still refuses the same upload from another site', async () => {
    for (const origin of ['https://evil.example', `http://127.0.0.1:${api.port + 1}`]) {
      const response = await fetch(`${api.base}/profile/video`, {
        method: 'POST',
        headers: { ...ayu.cookie, Origin: origin },
        body: fileForm(video, 'v.webm', 'video/webm'),
      });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual({ message: 'This request came from another site and was refused.' });
    }
  });
});
