import { Link } from '../components/localized-link';
import { requestContext } from '../context/request-context';
import type { PageMeta } from '../page-contract/page-module';

export function notFoundMeta(): PageMeta {
  const { t } = requestContext();
  return { title: t('errors:notFound.title'), description: t('errors:notFound.message'), noindex: true, errorPage: true };
}

/** Unmatched route or failed validity check. */
export function NotFoundPage() {
  const { t } = requestContext();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__status">404</p>
      <h1 id="error-title">{t('errors:notFound.message')}</h1>
      <p>
        <Link to="home" className="button button--primary">
          {t('errors:backToHome')}
        </Link>
      </p>
    </section>
  );
}

export function errorMeta(status: number): PageMeta {
  const { t } = requestContext();
  return { title: `${status} ${t('errors:generic.title')}`, description: t('errors:generic.title'), noindex: true, errorPage: true };
}

/** Any other failure, with its status (default 500) and message (default "Error"). */
export function ErrorPage({ status, message }: { status: number; message?: string | undefined }) {
  const { t } = requestContext();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{message ?? t('errors:generic.title')}</h1>
      <p>
        <Link to="home" className="button button--primary">
          {t('errors:backToHome')}
        </Link>
      </p>
    </section>
  );
}
