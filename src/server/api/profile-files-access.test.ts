import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../auth/accounts';
import { getProfileFiles } from '../db/repos/profile-files-repo';
import { pendingStorageDeletions } from '../db/repos/storage-deletions-repo';
import { fileForm, startFilesApi, type Candidate, type FilesApi, type StorageBackend } from './test-files-api';

const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));
const UPLOADS = [
  ['resume', fixture('documents', 'cv.pdf'), 'cv.pdf', 'application/pdf'],
  ['avatar', fixture('images', 'with-exif.png'), 'me.png', 'image/png'],
  ['video', fixture('video', 'video-5s.webm'), 'me.webm', 'video/webm'],
] as const;

describe.each<StorageBackend>(['local directory', 'S3-protocol server'])("who may read candidates' files (%s)", (backend) => {
  let api: FilesApi;
  let ayu: Candidate;
  let budi: Candidate;
  let handle: string;

  beforeAll(async () => {
    api = await startFilesApi(backend);
    ayu = await api.candidate('Ayu Lestari');
    budi = await api.candidate('Budi Santoso');
    for (const [kind, bytes, name, type] of UPLOADS) {
      const response = await fetch(`${api.base}/profile/${kind}`, { method: 'POST', headers: ayu.auth, body: fileForm(bytes, name, type) });
      expect(response.status, kind).toBe(201);
    }
    handle = (await getProfileFiles(api.db, ayu.id))!.identifier;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const read = (url: string, headers: Record<string, string> = {}) => fetch(`${api.base}${url}`, { headers });
  const statusOf = async (url: string, headers: Record<string, string> = {}) => (await read(url, headers)).status;

  it('without signing in there are no own files to read: 401', async () => {
    for (const kind of ['resume', 'avatar', 'video']) {
      const response = await read(`/profile/${kind}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect(await statusOf('/profile/resume', { Authorization: 'Bearer not-a-token' })).toBe(401);
  });

  it('another candidate reading "their own" files gets theirs (none), never Ayu\'s', async () => {
    for (const kind of ['resume', 'avatar', 'video']) expect(await statusOf(`/profile/${kind}`, budi.auth), kind).toBe(404);
  });

  it("a private profile's resume, avatar and video are 404 to anonymous visitors and other candidates, 200 to their owner", async () => {
    for (const kind of ['resume', 'avatar', 'video']) {
      expect(await statusOf(`/profiles/${handle}/${kind}`), `anonymous ${kind}`).toBe(404);
      expect(await statusOf(`/profiles/${handle}/${kind}`, budi.auth), `budi ${kind}`).toBe(404);
      expect(await statusOf(`/profiles/${handle}/${kind}`, budi.cookie), `budi cookie ${kind}`).toBe(404);
      expect(await statusOf(`/profiles/${handle}/${kind}`, ayu.auth), `ayu ${kind}`).toBe(200);
    }
    // Indistinguishable from a profile that does not exist.
    const missing = await read('/profiles/nobody-here/avatar');
    const hidden = await read(`/profiles/${handle}/avatar`);
    expect([missing.status, await missing.json()]).toEqual([hidden.status, await hidden.json()]);
  });

  it("once the profile is public, its avatar and video are everyone's to see; the resume stays its owner's", async () => {
    await api.db.query(`UPDATE candidate_profiles SET visibility = 'public' WHERE user_id = $1`, [ayu.id]);
    for (const headers of [{}, budi.auth, budi.cookie]) {
      const avatar = await read(`/profiles/${handle}/avatar`, headers);
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toBe('image/webp');
      expect(avatar.headers.get('cache-control')).toBe('private, no-cache, no-transform');
      expect(await statusOf(`/profiles/${handle}/avatar?size=small`, headers)).toBe(200);
      expect(await statusOf(`/profiles/${handle}/video`, headers)).toBe(200);
      expect(await statusOf(`/profiles/${handle}/resume`, headers)).toBe(404);
    }
    // Private again: at once, no cached copy decides (no-cache makes every copy ask).
    await api.db.query(`UPDATE candidate_profiles SET visibility = 'private' WHERE user_id = $1`, [ayu.id]);
    expect(await statusOf(`/profiles/${handle}/video`)).toBe(404);
  });

  it('addresses with a NUL or odd characters in the handle are simply not found', async () => {
    for (const name of ['%00', 'a%00b', '..%2F..', 'UPPER-case', 'x'.repeat(61)])
      expect(await statusOf(`/profiles/${name}/avatar`), name).toBe(404);
  });

  it("the site's session cookie reads and changes the owner's files, but a change from another site is refused", async () => {
    expect(await statusOf('/profile/resume', ayu.cookie)).toBe(200);
    const form = () => fileForm(fixture('documents', 'cv.docx'), 'cv.docx', 'application/octet-stream');
    const foreign = await fetch(`${api.base}/profile/resume`, {
      method: 'POST',
      headers: { ...ayu.cookie, Origin: 'https://evil.example' },
      body: form(),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'This request came from another site and was refused.' });
    const foreignDelete = await fetch(`${api.base}/profile/resume`, {
      method: 'DELETE',
      headers: { ...ayu.cookie, Origin: 'https://evil.example' },
    });
    expect(foreignDelete.status).toBe(403);
    expect((await getProfileFiles(api.db, ayu.id))!.resume!.fileName).toBe('cv.pdf');
    const own = await fetch(`${api.base}/profile/resume`, { method: 'POST', headers: { ...ayu.cookie, Origin: api.origin }, body: form() });
    expect(own.status).toBe(201);
    expect((await getProfileFiles(api.db, ayu.id))!.resume!.fileName).toBe('cv.docx');
  });

  it('deleting the account removes every stored object it had', async () => {
    const files = (await getProfileFiles(api.db, ayu.id))!;
    const keys = [files.resume!.storageKey, files.avatar!.storageKey, files.avatar!.smallStorageKey, files.video!.storageKey];
    for (const key of keys) expect(await api.storage.head(key), key).not.toBeNull();
    await deleteAccount(api.db, api.storage, ayu.id);
    for (const key of keys) expect(await api.storage.head(key), key).toBeNull();
    expect(await pendingStorageDeletions(api.db)).toEqual([]);
    expect(await statusOf(`/profiles/${handle}/avatar`)).toBe(404);
    expect(await statusOf('/profile/resume', ayu.auth)).toBe(401);
    // Budi's account and files are untouched by Ayu leaving.
    expect(await statusOf('/profile/resume', budi.auth)).toBe(404);
  });
});
