import { HttpError } from '../../../framework/server';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { findOwnExport } from '../../data-rights/export-requests';
import { Link } from '../../components/localized-link';
import { definePage } from '../../page-contract/page-module';

/**
 * /account/data-export/{id} when the ZIP cannot be sent (a ready one is sent before the pages,
 * src/server/http/data-export-download.ts): another user's or an unknown id is 404, an expired
 * one 410 with why, one still being prepared says so.
 */
export const dataExportPage = definePage<{ readonly id: number }>({
  prepare: async (params) => {
    const { user, t } = requestContext();
    const found = user ? await findOwnExport(db(), user.id, Number(params.id)) : null;
    if (!found) return { kind: 'not-found' };
    if (found.expired) throw new HttpError(410, `${t('auth:dataExport.gone.title')}. ${t('auth:dataExport.gone.body')}`);
    return { kind: 'ok', data: { id: found.id } };
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:account-data-export.title'), description: t('pages:account-data-export.description'), noindex: true };
  },
  Page: () => {
    const { t } = requestContext();
    return (
      <div className="account-settings">
        <h1 className="page-title">{t('auth:dataExport.notReady.title')}</h1>
        <p>{t('auth:dataExport.notReady.body')}</p>
        <p>
          <Link to="account-edit" className="button button--ghost">
            {t('auth:dataExport.gone.action')}
          </Link>
        </p>
      </div>
    );
  },
});
