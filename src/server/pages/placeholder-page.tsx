import { requestContext } from '../context/request-context';
import { definePage } from './page-module';

/**
 * A page whose content a later piece of work owns: it already has its own title, heading
 * and description in both languages (locales/<lang>/pages.json, key = route name).
 */
export function placeholderPage(key: string) {
  return definePage({
    meta: () => {
      const { t } = requestContext();
      return { title: t(`pages:${key}.title`), description: t(`pages:${key}.description`) };
    },
    Page: () => {
      const { t } = requestContext();
      return (
        <section className="page-section container">
          <h1 className="page-title">{t(`pages:${key}.heading`)}</h1>
          <p className="lead">{t(`pages:${key}.description`)}</p>
        </section>
      );
    },
  });
}
