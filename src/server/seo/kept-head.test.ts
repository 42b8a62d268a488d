import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';
import { keptHeadTags, keptTrailer } from './kept-head';

const t = ((key: string) => (key === 'common:siteName' ? 'Karir Nusantara' : key)) as never;
const at = (locale: 'en-US' | 'id-ID', path: string) => ({ locale, path, publicBaseUrl: 'https://karir.example', t });

describe('head tags kept with their meta', () => {
  it('are worked out once for the same meta and address, and anew for another address or language', () => {
    const meta = { title: 'Staf Gudang', description: 'Kerja' };
    let builds = 0;
    const tagsFor = (context: ReturnType<typeof at>) =>
      keptHeadTags(meta, context, () => {
        builds += 1;
        return headTags(meta, context);
      });
    const first = tagsFor(at('en-US', '/job/staf/abc'));
    expect(tagsFor(at('en-US', '/job/staf/abc'))).toBe(first);
    expect(builds).toBe(1);
    // Another address sharing the meta gets its own canonical, not the first one's.
    expect(tagsFor(at('en-US', '/job/staf/xyz'))).toContain('<link rel="canonical" href="https://karir.example/job/staf/xyz"/>');
    expect(tagsFor(at('id-ID', '/job/staf/abc'))).toContain('<link rel="canonical" href="https://karir.example/id/job/staf/abc"/>');
    expect(builds).toBe(3);
  });

  it("never hand one meta's tags or JSON-LD to another", () => {
    const a = { title: 'A', description: 'a' };
    const b = { title: 'B', description: 'b' };
    expect(keptHeadTags(b, at('en-US', '/x'), () => headTags(b, at('en-US', '/x')))).not.toBe(
      keptHeadTags(a, at('en-US', '/x'), () => headTags(a, at('en-US', '/x'))),
    );
    expect(keptTrailer(a, () => 'ld-a')).toBe('ld-a');
    expect(keptTrailer(b, () => 'ld-b')).toBe('ld-b');
    expect(keptTrailer(a, () => 'again')).toBe('ld-a');
  });
});
