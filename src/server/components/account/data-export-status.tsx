import { formatFileSize } from '../../../shared/format';
import { requestContext } from '../../context/request-context';
import type { DataExport } from '../../data-rights/export-requests';
import { exportTime } from '../../data-rights/export-time';
import { Link } from '../localized-link';

/** Where the candidate's latest export stands: being prepared, ready (the download), or expired. */
export function DataExportStatus({ dataExport }: { readonly dataExport: DataExport }) {
  const { t, locale } = requestContext();
  if (dataExport.status === 'pending') {
    return (
      <p className="account-settings__status" role="status">
        {t('auth:dataExport.pending', { time: exportTime(dataExport.requestedAt, locale) })}
      </p>
    );
  }
  if (dataExport.expired || !dataExport.expiresAt) {
    return (
      <p className="account-settings__status text-muted">
        {t('auth:dataExport.expired', { time: exportTime(dataExport.expiresAt ?? dataExport.requestedAt, locale) })}
      </p>
    );
  }
  return (
    <div className="account-settings__status">
      <p>{t('auth:dataExport.ready', { time: exportTime(dataExport.expiresAt, locale) })}</p>
      {/* `download`: a file, not a page for the client router to fetch. */}
      <Link
        to="account-data-export"
        params={{ id: String(dataExport.id) }}
        className="button button--primary"
        download
        data-testid="data-export-download"
      >
        {t('auth:dataExport.download', { size: formatFileSize(dataExport.sizeBytes ?? 0, locale) })}
      </Link>
    </div>
  );
}
