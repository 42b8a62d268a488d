import type { ReactNode } from 'react';
import { SiteHeader } from '../components/site-header';

/** Assessments: nothing to wander off to while a test runs. */
export function NoNavigationLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader navigation={false} />
      <main id="main" tabIndex={-1} className="site-main site-main--focused">
        {children}
      </main>
    </>
  );
}
