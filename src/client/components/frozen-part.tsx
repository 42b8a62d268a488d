'use client';

import { Fragment, Suspense, use, type ReactNode } from 'react';

/** Never settles: a boundary waiting on it keeps the server's HTML and never hydrates. */
const NEVER = new Promise<never>(() => {});

/** Marks a frozen part's wrapper (styled `display: contents`, so it does not change the layout). */
export const FROZEN_PART_ATTRIBUTE = 'data-frozen-part';

function KeepServerHtml(): never {
  return use(NEVER);
}

/**
 * Server-rendered content the browser shows but never hydrates: static text and links (the
 * footer, a job's description and overview). The server's HTML is its only copy on a first
 * load: the inline payload leaves `children` out (`stripped`, render/frozen-parts.ts), so the
 * page weighs less and hydration has less to walk. Its links and GET forms still work, by the
 * document-level navigation handlers and natively.
 *
 * Once a later payload carries the content (a client navigation, a server function's answer),
 * the part is rendered from it; the key change makes React replace the server's HTML rather
 * than try to hydrate it with the new page's content. That first render replaces the part's
 * elements, so a field in it loses what was typed and not yet sent. React stops events that
 * start in an unhydrated part while capturing them, so document listeners that must see them
 * capture too (runtime/intercept.ts).
 */
export function FrozenPart({ frozenPartOf, stripped, children }: { frozenPartOf: string; stripped?: boolean; children?: ReactNode }) {
  const marker = { [FROZEN_PART_ATTRIBUTE]: frozenPartOf };
  let content: ReactNode;
  if (stripped) {
    content = (
      <Suspense key="server" fallback={null}>
        <KeepServerHtml />
      </Suspense>
    );
  } else if (typeof document === 'undefined' || !document.documentElement.hasAttribute('data-hydrated')) {
    // The server's render (and a hydration from a whole payload): the boundary a stripped part hydrates.
    content = (
      <Suspense key="server" fallback={null}>
        {children}
      </Suspense>
    );
  } else {
    // Rendered in the browser: no boundary of its own, so content still streaming in keeps the
    // page showing what it showed (the router's transition waits) rather than a blank part.
    content = <Fragment key="client">{children}</Fragment>;
  }
  return (
    <div className="frozen-part" {...marker}>
      {content}
    </div>
  );
}
