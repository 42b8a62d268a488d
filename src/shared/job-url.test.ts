import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes';
import { canonicalJobPath, jobRedirectLocation, requestedIdentifier } from './job-url';

const job = { slug: 'staf-akuntansi', identifier: 'a1b2c3d4e5' };

describe('requestedIdentifier', () => {
  it('takes the identifier, or a lone segment (the matcher reads /job/X/questions as a slug)', () => {
    expect(requestedIdentifier({ slug: 'staf-akuntansi', identifier: 'a1b2c3d4e5' })).toBe('a1b2c3d4e5');
    expect(requestedIdentifier({ identifier: 'a1b2c3d4e5' })).toBe('a1b2c3d4e5');
    expect(requestedIdentifier(matchRoute('/job/a1b2c3d4e5/questions')!.params)).toBe('a1b2c3d4e5');
    expect(requestedIdentifier({ identifier: 'A1B2C3D4E5' })).toBe('a1b2c3d4e5');
  });
  it('rejects what can never be an identifier', () => {
    expect(requestedIdentifier({})).toBeNull();
    expect(requestedIdentifier({ identifier: 'abc' })).toBeNull();
    expect(requestedIdentifier({ identifier: "x' OR 1=1" })).toBeNull();
  });
});

describe('jobRedirectLocation', () => {
  it('leaves the canonical URL alone', () => {
    expect(jobRedirectLocation({ slug: 'staf-akuntansi', identifier: 'a1b2c3d4e5' }, job, 'en-US', '')).toBeNull();
    expect(jobRedirectLocation({ slug: 'staf-akuntansi', identifier: 'a1b2c3d4e5' }, job, 'id-ID', 'ref=x', '/questions')).toBeNull();
  });
  it('sends a wrong or missing slug to the canonical URL, keeping locale and query', () => {
    expect(jobRedirectLocation({ slug: 'old-title', identifier: 'a1b2c3d4e5' }, job, 'en-US', '')).toBe('/job/staf-akuntansi/a1b2c3d4e5');
    expect(jobRedirectLocation({ identifier: 'a1b2c3d4e5' }, job, 'id-ID', 'utm_source=wa')).toBe(
      '/id/job/staf-akuntansi/a1b2c3d4e5?utm_source=wa',
    );
    expect(jobRedirectLocation({ slug: 'STAF-AKUNTANSI', identifier: 'a1b2c3d4e5' }, job, 'en-US', '')).toBe(
      '/job/staf-akuntansi/a1b2c3d4e5',
    );
  });
  it('normalises an upper-case identifier', () => {
    expect(jobRedirectLocation({ slug: 'staf-akuntansi', identifier: 'A1B2C3D4E5' }, job, 'en-US', '')).toBe(
      '/job/staf-akuntansi/a1b2c3d4e5',
    );
  });
  it('handles the questions page, including the lone-segment form', () => {
    expect(jobRedirectLocation({ slug: 'a1b2c3d4e5' }, job, 'en-US', '', '/questions')).toBe('/job/staf-akuntansi/a1b2c3d4e5/questions');
    expect(canonicalJobPath(job, '/questions')).toBe('/job/staf-akuntansi/a1b2c3d4e5/questions');
  });
});
