import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT, bodyLimitFor, VITALS_BODY_LIMIT } from './request-limits';

describe('bodyLimitFor', () => {
  it('gives the API, the vitals beacon and pages their own limits', () => {
    expect(bodyLimitFor('/api/register', 64 * 1024)).toBe(API_BODY_LIMIT);
    expect(bodyLimitFor('/api?x=1', 64 * 1024)).toBe(API_BODY_LIMIT);
    expect(bodyLimitFor('/_vitals', 64 * 1024)).toBe(VITALS_BODY_LIMIT);
    expect(bodyLimitFor('/auth/login', 64 * 1024)).toBe(64 * 1024);
    expect(bodyLimitFor('/apiary', 64 * 1024)).toBe(64 * 1024);
  });

  it('leaves the upload routes to their own reader, which knows each file kind’s limit', () => {
    for (const path of [
      '/api/profile/resume',
      '/api/profile/avatar',
      '/api/profile/video',
      '/api/profile/video?x=1',
      '/account/files/resume',
      '/id/account/files/video?return=%2Fid',
      '/api/reviews/workplace-photo?lang=id-ID',
    ]) {
      expect(bodyLimitFor(path, 64 * 1024), path).toBeNull();
    }
    expect(bodyLimitFor('/api/profile/resumes', 64 * 1024)).toBe(API_BODY_LIMIT);
    expect(bodyLimitFor('/api/reviews/salary', 64 * 1024)).toBe(API_BODY_LIMIT);
    expect(bodyLimitFor('/api/profiles/ayu/resume', 64 * 1024)).toBe(API_BODY_LIMIT);
    expect(bodyLimitFor('/account/files', 64 * 1024)).toBe(64 * 1024);
    expect(bodyLimitFor('/en/account/files/resume', 64 * 1024)).toBe(64 * 1024);
  });
});
