import { Suspense } from 'react';
import { requestContext } from '../context/request-context';
import { definePage } from '../page-contract/page-module';

const SLOW_SECTION_DELAY_MS = 1500;

async function SlowSection() {
  const failing = new URLSearchParams(requestContext().search).has('fail');
  await new Promise((resolve) => setTimeout(resolve, failing ? 50 : SLOW_SECTION_DELAY_MS));
  // `?fail`: the section fails after the shell went out, as a timed-out query would.
  if (failing) throw new Error('streaming-check: the section failed on purpose');
  return <p data-testid="slow-section">{requestContext().t('pages:streaming-check.slow')}</p>;
}

/**
 * Proves streaming: the shell is flushed at once while the section below waits on a
 * delayed promise (or, with `?fail`, fails). Only in the test build (the test suite.s server).
 */
export const streamingCheckPage = definePage({
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:streaming-check.title'), description: t('pages:streaming-check.title'), noindex: true };
  },
  Page: () => {
    const { t } = requestContext();
    return (
      <section className="container page-section">
        <h1>{t('pages:streaming-check.title')}</h1>
        <Suspense fallback={<p data-testid="slow-fallback">{t('common:status.loading')}</p>}>
          <SlowSection />
        </Suspense>
      </section>
    );
  },
});
