/**
 * The demo account applies with the resume its profile shows: the seed names a real storage
 * key and the start-up stores the PDF under it. Its earlier seed named a key no storage takes,
 * and applying as the demo was a 500; a profile still holding such a key applies without it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyResumeForApplication } from '../candidate-files/application-resume';
import { getProfileFilesByIdentifier } from '../db/repos/profile-files-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { DEMO_PROFILE_IDENTIFIER } from '../seed/demo-candidate';
import { seed } from '../seed/seed';
import { createLocalStorage } from '../storage/local-storage';
import { storeDemoFiles } from './store-demo-files';

describe.each(testEngines().slice(0, 1))('the demo resume on $engine', ({ open }) => {
  let t: TestDb;
  let dir: string;
  beforeAll(async () => {
    t = await open();
    dir = await mkdtemp(path.join(tmpdir(), 'demo-files-'));
    await seed(t.db, { jobs: 20, companies: 4, seed: 'demo-files-test' });
  });
  afterAll(async () => {
    await t?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is stored as the PDF the profile describes, and an application carries a copy', async () => {
    const storage = createLocalStorage(dir);
    await storeDemoFiles(storage);
    await storeDemoFiles(storage);
    const resume = (await getProfileFilesByIdentifier(t.db, DEMO_PROFILE_IDENTIFIER))!.resume!;
    const stored = await storage.head(resume.storageKey);
    expect(stored?.size).toBe(resume.sizeBytes);
    const copy = await copyResumeForApplication(storage, resume);
    expect(copy).toMatchObject({ fileName: 'Putri-Anggraini-CV.pdf', sizeBytes: resume.sizeBytes, mime: 'application/pdf' });
    const body = await storage.get(copy!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of body!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a profile naming a key no storage takes applies without a resume instead of failing', async () => {
    const storage = createLocalStorage(dir);
    const resume = (await getProfileFilesByIdentifier(t.db, DEMO_PROFILE_IDENTIFIER))!.resume!;
    await expect(copyResumeForApplication(storage, { ...resume, storageKey: 'resumes/demo/putri-anggraini-cv.pdf' })).resolves.toBeNull();
  });
});
