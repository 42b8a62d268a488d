'use client';

import type { ReactNode } from 'react';
import { showToast } from './feedback/feedback-store';

/**
 * A plain link to the page's canonical URL (open it, or copy it from the context menu);
 * with JavaScript a click copies the URL and shows a toast instead.
 */
export function CopyLink({ url, copiedText, className, children }: { url: string; copiedText: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={url}
      className={className}
      onClick={(event) => {
        if (!navigator.clipboard) return;
        event.preventDefault();
        navigator.clipboard.writeText(url).then(
          () => showToast(copiedText),
          () => window.prompt('', url),
        );
      }}
    >
      {children}
    </a>
  );
}
