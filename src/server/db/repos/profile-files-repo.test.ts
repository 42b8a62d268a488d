import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { testEngines, type TestDb } from '../test-db.js';
import { getProfileFiles, getProfileFilesByIdentifier, setAvatar, setResume, setVideo, storageKeysOfUser } from './profile-files-repo.js';
import { ensureProfile } from './profiles-repo.js';
import { createUser } from './users-repo.js';

const resume = (key: string) => ({ storageKey: key, fileName: 'CV Ayu.pdf', sizeBytes: 1234, mime: 'application/pdf' });

describe.each(testEngines())('profile files on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let ayu: number;
  let budi: number;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    ayu = Number((await createUser(db, { email: 'ayu@example.com', name: 'Ayu Léstari', passwordHash: null })).id);
    budi = Number((await createUser(db, { email: 'budi@example.com', name: 'Bu', passwordHash: null })).id);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('ensureProfile makes one private profile with a handle from the name, once, and not for nobody', async () => {
    expect(await getProfileFiles(db, ayu)).toBeNull();
    expect(await ensureProfile(db, ayu)).toBe(true);
    expect(await ensureProfile(db, ayu)).toBe(true);
    const files = await getProfileFiles(db, ayu);
    expect(files).toMatchObject({ userId: ayu, visibility: 'private', resume: null, avatar: null, video: null });
    expect(files!.identifier).toMatch(/^ayu-lestari-[a-z0-9]{5}$/);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM candidate_profiles WHERE user_id = $1', [ayu]);
    expect(rows[0]!.n).toBe(1);
    // A name too short for a handle still gets one.
    await ensureProfile(db, budi);
    expect((await getProfileFiles(db, budi))!.identifier).toMatch(/^candidate-[a-z0-9]{5}$/);
    expect(await ensureProfile(db, 987_654)).toBe(false);
    expect(await getProfileFilesByIdentifier(db, files!.identifier)).toEqual(files);
  });

  it('setting a file answers the keys it replaced; clearing answers the last one', async () => {
    expect(await setResume(db, ayu, resume('resume/aaaaaaaaaaaaaaaaaaaaaaaa.pdf'))).toEqual([]);
    expect((await getProfileFiles(db, ayu))!.resume).toMatchObject({
      storageKey: 'resume/aaaaaaaaaaaaaaaaaaaaaaaa.pdf',
      fileName: 'CV Ayu.pdf',
      sizeBytes: 1234,
      mime: 'application/pdf',
    });
    expect(await setResume(db, ayu, resume('resume/bbbbbbbbbbbbbbbbbbbbbbbb.pdf'))).toEqual(['resume/aaaaaaaaaaaaaaaaaaaaaaaa.pdf']);
    expect(await setResume(db, ayu, null)).toEqual(['resume/bbbbbbbbbbbbbbbbbbbbbbbb.pdf']);
    expect((await getProfileFiles(db, ayu))!.resume).toBeNull();
    expect(await setResume(db, ayu, null)).toEqual([]);
  });

  it('an avatar is two keys, and replaces an avatar address set some other way', async () => {
    await db.query(`UPDATE candidate_profiles SET avatar_url = '/images/team/member-5.jpg' WHERE user_id = $1`, [ayu]);
    expect(
      await setAvatar(db, ayu, {
        storageKey: 'avatar/cccccccccccccccccccccccc.webp',
        smallStorageKey: 'avatar/dddddddddddddddddddddddd.webp',
      }),
    ).toEqual([]);
    const { rows } = await db.query<{ avatar_url: string | null }>('SELECT avatar_url FROM candidate_profiles WHERE user_id = $1', [ayu]);
    expect(rows[0]!.avatar_url).toBeNull();
    expect(await setAvatar(db, ayu, null)).toEqual(['avatar/cccccccccccccccccccccccc.webp', 'avatar/dddddddddddddddddddddddd.webp']);
  });

  it('a video keeps its length, type, size and picture; more than a minute and a half-second is refused by the database too', async () => {
    const video = {
      storageKey: 'video/eeeeeeeeeeeeeeeeeeeeeeee.webm',
      durationSeconds: 60.21,
      mime: 'video/webm',
      sizeBytes: 7144,
      width: 64,
      height: 48,
    };
    expect(await setVideo(db, ayu, video)).toEqual([]);
    expect((await getProfileFiles(db, ayu))!.video).toMatchObject(video);
    await expect(setVideo(db, ayu, { ...video, storageKey: 'video/ffffffffffffffffffffffff.webm', durationSeconds: 61 })).rejects.toThrow(
      /video_duration_seconds/,
    );
    expect((await getProfileFiles(db, ayu))!.video!.storageKey).toBe(video.storageKey);
  });

  it('lists every key a user holds, and nothing for a user without a profile', async () => {
    await setResume(db, ayu, resume('resume/gggggggggggggggggggggggg.docx'));
    await setAvatar(db, ayu, {
      storageKey: 'avatar/hhhhhhhhhhhhhhhhhhhhhhhh.webp',
      smallStorageKey: 'avatar/iiiiiiiiiiiiiiiiiiiiiiii.webp',
    });
    expect((await storageKeysOfUser(db, ayu)).sort()).toEqual([
      'avatar/hhhhhhhhhhhhhhhhhhhhhhhh.webp',
      'avatar/iiiiiiiiiiiiiiiiiiiiiiii.webp',
      'resume/gggggggggggggggggggggggg.docx',
      'video/eeeeeeeeeeeeeeeeeeeeeeee.webm',
    ]);
    expect(await storageKeysOfUser(db, 987_654)).toEqual([]);
    expect(await setResume(db, 987_654, resume('resume/jjjjjjjjjjjjjjjjjjjjjjjj.pdf'))).toBeNull();
  });

  it('a replacement waiting on another one hands back the key that one stored, not the one it first saw', async () => {
    await setResume(db, budi, resume('resume/kkkkkkkkkkkkkkkkkkkkkkkk.pdf'));
    let second: Promise<string[] | null> | null = null;
    const first = await db.transaction(async (tx) => {
      const replaced = await setResume(tx, budi, resume('resume/llllllllllllllllllllllll.pdf'));
      // Another upload arrives while this one has not committed yet (on PostgreSQL it waits for the row).
      second = setResume(db, budi, resume('resume/mmmmmmmmmmmmmmmmmmmmmmmm.pdf'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      return replaced;
    });
    expect(first).toEqual(['resume/kkkkkkkkkkkkkkkkkkkkkkkk.pdf']);
    expect(await second!).toEqual(['resume/llllllllllllllllllllllll.pdf']);
    expect((await getProfileFiles(db, budi))!.resume!.storageKey).toBe('resume/mmmmmmmmmmmmmmmmmmmmmmmm.pdf');
  });
});
