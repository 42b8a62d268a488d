import { describe, expect, it } from 'vitest';
import { tidyPath } from './tidy-path';

describe('tidyPath', () => {
  it("gives the route's own spelling of an address written another way", () => {
    expect(tidyPath('/about/')).toBe('/about');
    expect(tidyPath('/About')).toBe('/about');
    expect(tidyPath('/id/about/')).toBe('/id/about');
    expect(tidyPath('/id/')).toBe('/id');
    expect(tidyPath('/EXPLORE-JOBS/')).toBe('/explore-jobs');
    expect(tidyPath('/job/staf-akuntansi/a1b2c3d4e5/')).toBe('/job/staf-akuntansi/a1b2c3d4e5');
    expect(tidyPath('//about')).toBe('/about');
    expect(tidyPath('/id//blog')).toBe('/id/blog');
    expect(tidyPath('/ID/about')).toBe('/id/about');
    expect(tidyPath('/Id')).toBe('/id');
  });

  it('leaves tidy and unknown addresses alone, and never sends a tidy one on again', () => {
    for (const path of [
      '/',
      '/id',
      '/about',
      '/id/blog',
      '/company/pt-maju-jaya',
      '/job/staf-akuntansi/a1b2c3d4e5',
      '/no/such/page',
      '/blog/%2e%2e',
      '/company/%2E',
    ]) {
      expect(tidyPath(path)).toBeNull();
    }
    for (const path of ['/About/', '/company/pt%20maju/', '/blog/caf%c3%a9']) {
      const tidy = tidyPath(path);
      expect(tidy).not.toBeNull();
      expect(tidyPath(tidy!)).toBeNull();
    }
  });

  it('leaves an address with a broken escape alone (it is a 404), instead of sending it to another 404 with the % escaped', () => {
    for (const path of ['/company/%ff', '/job/%ff/abc', '/blog/%E0%A4%A', '/Company/%ff/']) expect(tidyPath(path)).toBeNull();
  });
});
