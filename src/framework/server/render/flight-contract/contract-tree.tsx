import type { ComponentType, ReactNode } from 'react';

/** The client module id the fixture and the test agree on for the frozen part's component. */
export const FROZEN_MODULE = 'frozen-part';

/** Text that tests the escapes: quotes, a closing script tag, a comment, unicode line ends, four-byte characters. */
const AWKWARD = 'He said "hi" \\ </script><script>x()</script> <!-- é ✓ 😀 \u2028\u2029 \'quoted\'';

/** A frozen part's HTML as the server rendered it, by part name (the test puts it back where the browser keeps it). */
export function frozenHtmlOf(size: 'small' | 'large'): Record<string, string> {
  const parts: Record<string, string> = {
    footer: `<a href="/x?a=1&amp;b=2">${AWKWARD}</a><p>$1 $L2 $$ $@3</p>`,
  };
  // Over 1 KB: React sends the string as a text row with a byte length (multi-byte characters make bytes ≠ characters).
  if (size === 'large') parts.description = `<p>Tanggung jawab: é ✓ 😀 "${'x'.repeat(20)}"</p>`.repeat(40);
  return parts;
}

interface Parts {
  FrozenPart: ComponentType<{ frozenPartOf: string; html?: string; at?: number }>;
  Later: ComponentType<{ text: string }>;
  Suspense: ComponentType<{ fallback: ReactNode; children: ReactNode }>;
}

/**
 * The page the contract renders: kept content around frozen parts, in the same row and in later
 * rows. `referenced`: as a document render sends it, each part naming its HTML by its place in
 * frozenHtmlOf's list (server/rsc/document-parts.ts) instead of carrying it.
 */
export function contractTree(size: 'small' | 'large', { FrozenPart, Later, Suspense }: Parts, referenced = false): ReactNode {
  const html = frozenHtmlOf(size);
  const names = Object.keys(html);
  const part = (name: string) => (referenced ? { at: names.indexOf(name) } : { html: html[name]! });
  const keptLong = `Kept: ${'ü"</script>$x '.repeat(size === 'large' ? 120 : 2)}`;
  return (
    // Keys: a production payload drops the mark that tells the decoder these children are static.
    <main>
      <h1 key="h">{AWKWARD}</h1>
      <p key="dollar">{'$5'}</p>
      <p key="lookalike">{'{"frozenPartOf":"fake","html":"not a part"}'}</p>
      {html.description === undefined ? null : <FrozenPart key="description" frozenPartOf="description" {...part('description')} />}
      <section key="long">{keptLong}</section>
      <Suspense key="later" fallback={<p>loading</p>}>
        <Later text={`later ${AWKWARD}`} />
      </Suspense>
      <FrozenPart key="footer" frozenPartOf="footer" {...part('footer')} />
    </main>
  );
}
